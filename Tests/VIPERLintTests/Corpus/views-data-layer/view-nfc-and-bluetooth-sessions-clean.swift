// file: Modules/ForceClaim/ForceClaimViewController.swift
import CoreBluetooth
import CoreNFC
import UIKit

final class ForceClaimViewController: UIViewController, NFCNDEFReaderSessionDelegate {
    var presenter: ForceClaimPresenter?
    // Scanning a tag and asking for Bluetooth belong to the screen, as a camera or location prompt does.
    private var session: NFCNDEFReaderSession?

    @objc private func scanTag() {
        session = NFCNDEFReaderSession(delegate: self, queue: nil, invalidateAfterFirstRead: true)
        session?.begin()
    }

    @objc private func checkBluetooth() {
        if CBManager.authorization == .denied {
            presenter?.bluetoothDenied()
        }
    }

    func readerSession(_ session: NFCNDEFReaderSession, didInvalidateWithError error: Error) {}
    func readerSession(_ session: NFCNDEFReaderSession, didDetectNDEFs messages: [NFCNDEFMessage]) {}
}

// file: Modules/ForceClaim/ForceClaimPresenter.swift
final class ForceClaimPresenter {
    weak var view: ForceClaimViewController?

    func bluetoothDenied() {}
}
