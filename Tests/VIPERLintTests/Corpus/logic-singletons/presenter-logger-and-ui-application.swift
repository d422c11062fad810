// file: Modules/Receive/ReceivePresenter.swift
import UIKit // expect: no-ui-import-in-logic

final class ReceivePresenter {
    weak var view: ReceiveViewInput?

    func didTapCopy(_ address: String) {
        UIPasteboard.general.string = address // expect: protocol-typed-dependencies
        Logger.shared.info("address copied") // expect: protocol-typed-dependencies
    }

    func didTapShare(_ url: URL) {
        UIApplication.shared.open(url) // expect: protocol-typed-dependencies
    }
}
