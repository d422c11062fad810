// file: Modules/Intro/IntroViewController.swift
import UIKit

final class IntroViewController: UIViewController {
    var presenter: IntroPresenterProtocol?

    @IBAction private func startTapped() {
        performSegue(withIdentifier: "showMain", sender: nil) // expect: navigation-in-router
    }

    @IBAction private func closeTapped() {
        dismiss(animated: true, completion: nil) // expect: navigation-in-router
    }
}
