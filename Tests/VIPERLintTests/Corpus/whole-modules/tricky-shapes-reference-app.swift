// file: Login/LoginContracts.swift
import UIKit

protocol LoginView: AnyObject { func render(_ state: LoginViewState) }
protocol LoginPresentation: AnyObject { func didTapLogin(email: String, password: String) }
protocol LoginUseCase: AnyObject { func login(email: String, password: String) }
protocol LoginInteractorOutput: AnyObject { func didLogin(_ result: Result<User, Error>) }
protocol LoginRouting: AnyObject { func showHome(); func showForgotPassword() }

extension LoginPresentation {
    func didTapForgotPassword() {}
}

enum LoginViewState: Equatable { case idle, loading, failed(String) }
// file: Login/LoginPresenter.swift
import Foundation

final class LoginPresenter: LoginPresentation, LoginInteractorOutput {
    weak var view: LoginView?
    private let interactor: LoginUseCase
    private let router: LoginRouting
    private var history: [String] = []
    var isBusy: Bool { history.contains { $0 == "loading" } }
    var viewTitle: String { "Login" }

    init(interactor: LoginUseCase, router: LoginRouting) {
        self.interactor = interactor
        self.router = router
    }

    func didTapLogin(email: String, password: String) {
        let trimmed = [email, password].map { self.trim($0) }.filter { !$0.isEmpty }
        history.forEach { self.log($0) }
        _ = history.sorted { $0 < $1 }.first(where: { self.isImportant($0) })
        _ = history.reduce(0) { $0 + self.weight($1) }
        guard trimmed.count == 2 else { return view?.render(.failed("Email or password is incorrect.")) ?? () }
        view?.render(.loading)
        interactor.login(email: email, password: password)
    }

    func didLogin(_ result: Result<User, Error>) {
        DispatchQueue.main.async { [weak self] in
            guard let self else { return }
            self.history.append("done")
            self.history.forEach { entry in self.log(entry) }
            switch result {
            case .success: self.router.showHome()
            case .failure: self.view?.render(.failed("Network error. Please try again."))
            }
        }
    }

    private func trim(_ text: String) -> String { text }
    private func log(_ text: String) {}
    private func isImportant(_ text: String) -> Bool { true }
    private func weight(_ text: String) -> Int { 1 }
}
// file: Login/LoginInteractor.swift
import Foundation

final class LoginInteractor: LoginUseCase {
    weak var output: LoginInteractorOutput?
    private let service: AuthServicing
    private var task: Task<Void, Never>?

    init(service: AuthServicing = AuthService()) { self.service = service }

    func login(email: String, password: String) {
        service.login(email: email, password: password) { [weak self] result in
            DispatchQueue.main.async {
                self?.output?.didLogin(result)
            }
        }
        task = Task { [weak self] in
            guard let self else { return }
            await self.refresh()
        }
        NotificationCenter.default.addObserver(forName: .init("logout"), object: nil, queue: .main) { [unowned self] _ in // expect: protocol-typed-dependencies
            self.task?.cancel()
        }
    }

    func refresh() async {
        let value = await withCheckedContinuation { continuation in
            self.service.ping { continuation.resume(returning: $0) }
        }
        _ = value
    }
}
// file: Login/LoginRouter.swift
import UIKit

final class LoginRouter: LoginRouting {
    weak var viewController: UIViewController?

    static func build(service: AuthServicing) -> UIViewController {
        let view = LoginViewController()
        let interactor = LoginInteractor(service: service)
        let router = LoginRouter()
        let presenter = LoginPresenter(interactor: interactor, router: router)
        view.presenter = presenter
        presenter.view = view
        interactor.output = presenter
        router.viewController = view
        return view
    }

    func showHome() {
        viewController?.navigationController?.setViewControllers([HomeBuilder.build()], animated: true)
    }

    func showForgotPassword() {
        let next = ForgotPasswordBuilder.build()
        viewController?.navigationController?.pushViewController(next, animated: true)
    }
}
// file: Login/LoginViewController.swift
import UIKit

final class LoginViewController: UIViewController, LoginView {
    var presenter: LoginPresentation?
    private lazy var button: UIButton = { UIButton(type: .system) }()

    override func viewDidLoad() {
        super.viewDidLoad()
        UIView.animate(withDuration: 0.3) { self.button.alpha = 1 }
    }

    func render(_ state: LoginViewState) {}

    @objc private func loginTapped() { presenter?.didTapLogin(email: "a@b.c", password: "secret") }
}
// file: Shared/ListPresenter.swift
struct ListPresenter<Item: Equatable> {
    var items: [Item]
    var onChange: (() -> Void)?
    func reload() { DispatchQueue.main.async { self.onChange?() } }
}

protocol ListView: AnyObject {}

final class PagedListPresenter<Item>: ListPresentation {
    weak var view: ListView?
    private let source: any PageLoading<Item>
    init(source: any PageLoading<Item>) { self.source = source }
}
// file: Shared/Entities/User.swift
import Foundation

struct User: Codable, Equatable {
    let id: UUID
    let email: String
}
// file: App/AppDelegate.swift
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    func application(_ application: UIApplication) -> Bool {
        window?.rootViewController = LoginRouter.build(service: AuthService())
        return true
    }
}
// file: Home/HomeView.swift
import SwiftUI

struct HomeView: View {
    @ObservedObject var presenter: HomePresenter
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        List(presenter.rows, id: \.self) { row in Text(row) }
            .onAppear { presenter.didAppear() }
        Button("Close") { dismiss() }
    }
}
// file: Home/HomePresenter.swift
import Combine

final class HomePresenter: ObservableObject {
    @Published private(set) var rows: [String] = []
    private let interactor: HomeUseCase
    private var cancellables: Set<AnyCancellable> = []
    init(interactor: HomeUseCase) { self.interactor = interactor }
    func didAppear() {
        interactor.rows.sink { [weak self] rows in self?.rows = rows }.store(in: &cancellables)
    }
}
// file: Profile/ProfileContracts.swift
import VIPER

@MainActor protocol ProfileView: StateRendering where State == ProfileViewState {}
protocol ProfileUseCase: AnyObject, Sendable { func load() }
protocol ProfileRouting: AnyObject { func close() }
enum ProfileViewState: Equatable { case idle, loaded(String) }
// file: Profile/ProfileModule.swift
import UIKit

class BasePresenter {}
class BaseViewController: UIViewController {}

struct ProfileAPIClient { var fetch: @Sendable () async throws -> String }

final class ProfilePresenter: BasePresenter {
    weak var view: (any ProfileView)?
    var interactor: ProfileUseCase?
    var router: ProfileRouting?
    static func preload() { DispatchQueue.global().async { self.warmCaches() } }
    static func warmCaches() {}
}

final class ProfileInteractor: ProfileUseCase {
    weak var presenter: ProfilePresenter?
    private let client: ProfileAPIClient
    init(client: ProfileAPIClient) { self.client = client }
    func load() {}
}

final class ProfileViewController: BaseViewController, ProfileView {
    var presenter: ProfilePresenter?
    func render(_ state: ProfileViewState) {}
    func showFailure(_ message: String) {
        let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
        present(alert, animated: true) // expect: navigation-in-router
    }
}

struct ProfileViewModel { let title: String; let tint: UIColor }

final class ProfileRouter: ProfileRouting {
    weak var viewController: UIViewController?
    static func createModule(client: ProfileAPIClient) -> UIViewController {
        let viewController = ProfileViewController()
        let presenter = ProfilePresenter()
        let interactor = ProfileInteractor(client: client)
        let router = ProfileRouter()
        viewController.presenter = presenter
        viewController.presenter?.view = viewController
        viewController.presenter?.interactor = interactor
        interactor.presenter = presenter
        presenter.router = router
        router.viewController = viewController
        return viewController
    }
    func close() { viewController?.dismiss(animated: true) }
}

final class AppCoordinator {
    let rootViewController: UIViewController
    init() { rootViewController = ProfileRouter.createModule(client: ProfileAPIClient { "" }) }
}
