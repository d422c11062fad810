// file: Modules/ScanCode/ScanCodePresenter.swift
final class ScanCodePresenter {
    weak var view: ScanCodeViewProtocol?
    private let wireframe: ScanCodeWireframeProtocol

    init(wireframe: ScanCodeWireframeProtocol) {
        self.wireframe = wireframe
    }

    func didFailCameraAccess() {
        view?.present(message: "Camera access is restricted", animated: true)
        view?.show(hint: "Allow camera access in Settings")
    }
}
