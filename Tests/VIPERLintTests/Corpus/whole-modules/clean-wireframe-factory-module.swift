// file: fearless/Modules/NetworkInfo/NetworkInfoProtocols.swift
import Foundation

protocol NetworkInfoViewProtocol: ControllerBackedProtocol {
    func set(nameViewModel: String)
}

protocol NetworkInfoPresenterProtocol: AnyObject {
    func setup()
    func activateClose()
}

protocol NetworkInfoInteractorInputProtocol: AnyObject {
    func updateNode(name: String)
}

protocol NetworkInfoInteractorOutputProtocol: AnyObject {
    func didUpdate()
}

protocol NetworkInfoWireframeProtocol: AnyObject {
    func close(view: NetworkInfoViewProtocol?)
}
// file: fearless/Modules/NetworkInfo/NetworkInfoPresenter.swift
import Foundation

final class NetworkInfoPresenter {
    weak var view: NetworkInfoViewProtocol?
    let wireframe: NetworkInfoWireframeProtocol
    let interactor: NetworkInfoInteractorInputProtocol
    let logger: LoggerProtocol?

    init(wireframe: NetworkInfoWireframeProtocol, interactor: NetworkInfoInteractorInputProtocol, logger: LoggerProtocol? = nil) {
        self.wireframe = wireframe
        self.interactor = interactor
        self.logger = logger
    }
}

extension NetworkInfoPresenter: NetworkInfoPresenterProtocol {
    func setup() {
        view?.set(nameViewModel: "Polkadot")
    }

    func activateClose() {
        wireframe.close(view: view)
    }
}

extension NetworkInfoPresenter: NetworkInfoInteractorOutputProtocol {
    func didUpdate() {
        wireframe.close(view: view)
    }
}
// file: fearless/Modules/NetworkInfo/NetworkInfoInteractor.swift
import Foundation

final class NetworkInfoInteractor {
    weak var presenter: NetworkInfoInteractorOutputProtocol!
    private let operationManager: OperationManagerProtocol

    init(operationManager: OperationManagerProtocol) {
        self.operationManager = operationManager
    }
}

extension NetworkInfoInteractor: NetworkInfoInteractorInputProtocol {
    func updateNode(name: String) {
        let operation = ClosureOperation { name }
        operation.completionBlock = { [weak self] in
            DispatchQueue.main.async {
                self?.presenter.didUpdate()
            }
        }
        operationManager.enqueue(operations: [operation], in: .transient)
    }
}
// file: fearless/Modules/NetworkInfo/NetworkInfoWireframe.swift
import UIKit

final class NetworkInfoWireframe: NetworkInfoWireframeProtocol {
    func close(view: NetworkInfoViewProtocol?) {
        view?.controller.navigationController?.popViewController(animated: true)
    }
}
// file: fearless/Modules/NetworkInfo/NetworkInfoViewFactory.swift
import Foundation

struct NetworkInfoViewFactory {
    static func createView(operationManager: OperationManagerProtocol) -> NetworkInfoViewProtocol? {
        let interactor = NetworkInfoInteractor(operationManager: operationManager)
        let wireframe = NetworkInfoWireframe()
        let presenter = NetworkInfoPresenter(wireframe: wireframe, interactor: interactor)
        let view = NetworkInfoViewController(presenter: presenter)
        presenter.view = view
        interactor.presenter = presenter
        return view
    }
}
// file: fearless/Modules/NetworkInfo/NetworkInfoViewController.swift
import UIKit

final class NetworkInfoViewController: UIViewController, NetworkInfoViewProtocol {
    let presenter: NetworkInfoPresenterProtocol

    init(presenter: NetworkInfoPresenterProtocol) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        presenter.setup()
    }

    func set(nameViewModel: String) {
        title = nameViewModel
    }

    @objc private func closeTapped() {
        presenter.activateClose()
    }
}
