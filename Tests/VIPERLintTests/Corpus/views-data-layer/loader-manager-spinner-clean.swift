// file: Movies/MoviesViewController.swift
import UIKit

final class MoviesViewController: UIViewController {
    var presenter: MoviesPresenter?

    override func viewDidLoad() {
        super.viewDidLoad()
        LoaderManager.shared.show(in: view)
        presenter?.viewDidLoad()
    }
}

// file: Movies/MoviesPresenter.swift
final class MoviesPresenter {
    weak var view: MoviesViewController?
    func viewDidLoad() {}
}
