// file: Modules/Backup/BackupInteractor.swift
import UIKit // expect: no-ui-import-in-logic

final class BackupInteractor {
    weak var output: BackupInteractorOutput?
    private let stateQueue = DispatchQueue(label: "backup.state")
    private let syncService: BackupSyncing
    private var pending: [String] = []

    init(syncService: BackupSyncing) {
        self.syncService = syncService
    }

    func backUp() {
        let items = stateQueue.sync { self.pending }
        syncService.sync(items) { result in // expect: weak-self-in-escaping-closures
            self.output?.didBackUp(result)
        }
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10))
        let thumbnail = renderer.image { _ in self.drawBadge() }
        output?.didRender(thumbnail)
    }

    private func drawBadge() {}
}
