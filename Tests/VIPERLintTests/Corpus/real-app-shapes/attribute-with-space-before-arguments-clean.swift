// file: Modules/Scanner/ScannerPresenter.swift
import Foundation

final class ScannerPresenter {
    weak var view: ScannerViewInput?

    @available (iOS 13, *)
    func didScan(_ code: String) {
        view?.show(code: code)
    }
}
