// file: Modules/Bonus/BonusPresenter.swift
import Foundation

final class BonusPresenter {
    private weak var view: BonusViewInput?
    private let router: BonusRouting
    private let interactor: BonusInteractorInput
    private let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateStyle = .medium
        return formatter
    }()

    init(view: BonusViewInput, router: BonusRouting, interactor: BonusInteractorInput) {
        self.view = view
        self.router = router
        self.interactor = interactor
    }

    func didTapRedeem() {
        interactor.redeem { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .success(let date):
                self.view?.show(text: self.dateFormatter.string(from: date))
            case .failure:
                self.router.showError()
            }
        }
    }
}
