// file: Auth/AddMajor/View/AddMajorViewController.swift
import UIKit

final class AddMajorViewController: UIViewController {
    var presenter: MajorPresenter?
}
// file: Auth/AddMajor/Presenter/MajorPresenter.swift
final class MajorPresenter {
    weak var view: AddMajorViewController?
    let interactor: MajorInteractor // expect: protocol-typed-dependencies

    init(interactor: MajorInteractor) {
        self.interactor = interactor
    }
}
// file: Auth/AddMajor/Interactor/MajorInteractor.swift
final class MajorInteractor {
    weak var output: MajorPresenter?
}
