// file: Modules/Reader/ReaderViewController.swift
import UIKit

final class ReaderViewController: UIViewController {
    var presenter: ReaderPresenterProtocol?
    private let loader: Interactor< // expect: view-talks-to-presenter-only
        PageRequest,
        [Page],
        PagesRepository<PagesRemoteDataSource>
    >

    init(loader: Interactor<PageRequest, [Page], PagesRepository<PagesRemoteDataSource>>) { // expect: view-talks-to-presenter-only
        self.loader = loader
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        loader.execute(request: PageRequest(index: 0))
    }
}
