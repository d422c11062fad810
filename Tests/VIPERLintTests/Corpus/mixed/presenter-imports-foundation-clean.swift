// file: Modules/Timer/TimerPresenter.swift
import Foundation
import Combine

final class TimerPresenter {
    weak var view: TimerViewInput?
    private var cancellable: AnyCancellable?

    func start() {
        cancellable = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] date in
                self?.view?.show(date)
            }
    }
}
