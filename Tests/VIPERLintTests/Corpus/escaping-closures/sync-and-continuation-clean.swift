// file: Modules/Sync/SyncInteractor.swift
import Foundation

final class SyncInteractor {
    weak var output: SyncInteractorOutput?
    private let queue = DispatchQueue(label: "sync")
    private var pending: [String] = []
    private let client: SyncClienting

    init(client: SyncClienting) {
        self.client = client
    }

    func snapshot() -> [String] {
        queue.sync { self.pending }
    }

    func pull() async -> [String] {
        await withCheckedContinuation { continuation in
            self.client.pull { items in
                continuation.resume(returning: items)
            }
        }
    }

    func cleanUp() {
        autoreleasepool {
            self.pending.removeAll()
        }
    }
}
