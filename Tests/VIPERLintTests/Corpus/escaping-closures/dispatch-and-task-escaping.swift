// file: Modules/Player/PlayerPresenter.swift
import Foundation

final class PlayerPresenter {
    weak var view: PlayerViewInput?
    private var timer: Timer?

    func start() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { // expect: weak-self-in-escaping-closures
            self.view?.showControls()
        }
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in // expect: weak-self-in-escaping-closures
            self.tick()
        }
        Task { // expect: weak-self-in-escaping-closures
            await self.preload()
        }
    }

    private func tick() {}
    private func preload() async {}
}
