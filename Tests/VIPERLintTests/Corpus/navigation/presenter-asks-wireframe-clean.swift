// file: Modules/Staking/StakingPresenter.swift
final class StakingPresenter {
    weak var view: StakingViewProtocol?
    private let wireframe: StakingWireframeProtocol

    init(wireframe: StakingWireframeProtocol) {
        self.wireframe = wireframe
    }

    func didTapInfo() {
        wireframe.present(message: "Info", title: "Staking", from: view)
        wireframe.showDetails(from: view)
    }

    func didFail(_ error: Error) {
        wireframe.present(error: error, from: view)
    }
}
