// file: Modules/Intro/IntroViewController.swift
import UIKit

final class IntroViewController: UIViewController {
    var presenter: IntroPresenterProtocol?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Logger.shared.debug("intro shown")
        presenter?.viewDidAppear()
    }
}
