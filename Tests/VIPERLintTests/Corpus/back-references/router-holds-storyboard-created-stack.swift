// file: Modules/EditNote/Router/EditNoteRouter.swift
import UIKit

class EditNoteRouter: EditNoteRouterInput {
    var editNoteNavigationController: UINavigationController! // expect: router-weak-view
    var editNoteViewController: EditNoteViewController! // expect: router-weak-view

    init() {
        let storyboard = UIStoryboard(name: "EditNote", bundle: nil)
        editNoteNavigationController = storyboard.instantiateInitialViewController() as? UINavigationController
        editNoteViewController = editNoteNavigationController.viewControllers[0] as? EditNoteViewController
    }
}
// file: Modules/EditNote/View/EditNoteViewController.swift
import UIKit

class EditNoteViewController: UIViewController, EditNoteViewInput {
    var output: EditNoteViewOutput!
}
// file: Modules/EditNote/Presenter/EditNotePresenter.swift
class EditNotePresenter: EditNoteViewOutput {
    weak var view: EditNoteViewInput!
    var router: EditNoteRouterInput!
}
