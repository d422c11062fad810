import Foundation

/// Writes a VIPER app of realistic shape: per module a contracts file, a view controller, a
/// presenter, an interactor, a router with its assembly, entities and a service, with a few
/// planted violations. Every router pushes the one `Detail` module: the shape `viper lint`'s
/// benchmark measures, not a navigation graph (``NavigatingAppGenerator`` writes one).
public enum CorpusGenerator {
    private static let features = [
        "Feed", "Profile", "Search", "Settings", "Checkout", "Cart", "Detail", "Login",
        "Signup", "Inbox", "Map", "Player", "Gallery", "Orders", "Wallet", "Help",
    ]

    /// Generates `modules` modules under `root`; returns the number of lines written.
    public static func write(modules: Int, under root: URL) throws -> Int {
        var lines = 0
        for index in 0..<modules {
            let name = features[index % features.count] + "\(index)"
            let folder = root.appendingPathComponent("Sources/App/Modules/\(name)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let files = [
                "\(name)Contracts.swift": contracts(name),
                "\(name)ViewController.swift": viewController(name),
                "\(name)Presenter.swift": presenter(name, strongView: index % 10 == 0),
                "\(name)Interactor.swift": interactor(name, singleton: index % 15 == 0),
                "\(name)Router.swift": router(name),
                "\(name)Entities.swift": entities(name),
                "\(name)Service.swift": service(name),
            ]
            for (file, text) in files {
                try Data(text.utf8).write(to: folder.appendingPathComponent(file))
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).count
            }
        }
        return lines
    }

    private static func contracts(_ name: String) -> String {
        """
        import UIKit

        /// What the \(name) screen shows.
        enum \(name)ViewState: Equatable {
            case idle
            case loading
            case loaded([\(name)Item])
            case failed(message: String)
        }

        protocol \(name)View: AnyObject {
            func render(_ state: \(name)ViewState)
            func showBanner(_ text: String)
        }

        protocol \(name)Presentation: AnyObject {
            func viewDidLoad()
            func didSelect(row: Int)
            func didPullToRefresh()
            func didTapRetry()
            func didSearch(_ query: String)
        }

        protocol \(name)UseCase: AnyObject {
            func loadItems(page: Int)
            func search(_ query: String)
            func toggleFavorite(_ item: \(name)Item)
        }

        protocol \(name)InteractorOutput: AnyObject {
            func didLoad(_ items: [\(name)Item], page: Int)
            func didFail(_ error: \(name)Error)
            func didUpdate(_ item: \(name)Item)
        }

        protocol \(name)Routing: AnyObject {
            func showDetail(of item: \(name)Item)
            func showError(_ message: String)
            func close()
        }

        protocol \(name)Servicing {
            func fetch(page: Int, completion: @escaping (Result<[\(name)ItemDTO], \(name)Error>) -> Void)
            func search(_ query: String, completion: @escaping (Result<[\(name)ItemDTO], \(name)Error>) -> Void)
        }

        """
    }

    private static func viewController(_ name: String) -> String {
        """
        import UIKit

        final class \(name)ViewController: UIViewController, \(name)View, UITableViewDataSource, UITableViewDelegate {
            var presenter: \(name)Presentation?
            private let tableView = UITableView(frame: .zero, style: .plain)
            private let refreshControl = UIRefreshControl()
            private let searchBar = UISearchBar()
            private var items: [\(name)Item] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                title = "\(name)"
                view.backgroundColor = .systemBackground
                tableView.dataSource = self
                tableView.delegate = self
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
                refreshControl.addTarget(self, action: #selector(pulled), for: .valueChanged)
                tableView.refreshControl = refreshControl
                view.addSubview(tableView)
                tableView.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    tableView.topAnchor.constraint(equalTo: view.topAnchor),
                    tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
                presenter?.viewDidLoad()
            }

            func render(_ state: \(name)ViewState) {
                switch state {
                case .idle:
                    refreshControl.endRefreshing()
                case .loading:
                    refreshControl.beginRefreshing()
                case .loaded(let items):
                    self.items = items
                    refreshControl.endRefreshing()
                    tableView.reloadData()
                case .failed(let message):
                    refreshControl.endRefreshing()
                    showBanner(message)
                }
            }

            func showBanner(_ text: String) {
                let alert = UIAlertController(title: nil, message: text, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Retry", style: .default) { [weak self] _ in
                    self?.presenter?.didTapRetry()
                })
                present(alert, animated: true)
            }

            @objc private func pulled() {
                presenter?.didPullToRefresh()
            }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                items.count
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                let item = items[indexPath.row]
                var content = cell.defaultContentConfiguration()
                content.text = item.title
                content.secondaryText = item.subtitle
                cell.contentConfiguration = content
                cell.accessoryType = item.isFavorite ? .checkmark : .none
                return cell
            }

            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                tableView.deselectRow(at: indexPath, animated: true)
                presenter?.didSelect(row: indexPath.row)
            }
        }

        """
    }

    private static func presenter(_ name: String, strongView: Bool) -> String {
        """
        import Foundation

        final class \(name)Presenter: \(name)Presentation, \(name)InteractorOutput {
            \(strongView ? "var" : "weak var") view: \(name)View?
            private let interactor: \(name)UseCase
            private let router: \(name)Routing
            private var items: [\(name)Item] = []
            private var page = 0
            private var isLoading = false
            private var query = ""

            init(interactor: \(name)UseCase, router: \(name)Routing) {
                self.interactor = interactor
                self.router = router
            }

            var visibleItems: [\(name)Item] {
                guard !query.isEmpty else { return items }
                return items.filter { $0.title.localizedCaseInsensitiveContains(query) }
            }

            func viewDidLoad() {
                view?.render(.loading)
                load(page: 0)
            }

            func didSelect(row: Int) {
                guard visibleItems.indices.contains(row) else { return }
                router.showDetail(of: visibleItems[row])
            }

            func didPullToRefresh() {
                page = 0
                load(page: 0)
            }

            func didTapRetry() {
                view?.render(.loading)
                load(page: page)
            }

            func didSearch(_ query: String) {
                self.query = query.trimmingCharacters(in: .whitespaces)
                if self.query.count >= 2 {
                    interactor.search(self.query)
                } else {
                    view?.render(.loaded(visibleItems))
                }
            }

            func didLoad(_ items: [\(name)Item], page: Int) {
                DispatchQueue.main.async { [weak self] in
                    guard let self else { return }
                    self.isLoading = false
                    self.page = page
                    self.items = page == 0 ? items : self.items + items
                    let sorted = self.items.sorted { $0.title < $1.title }.map { self.decorate($0) }
                    self.view?.render(.loaded(sorted))
                }
            }

            func didFail(_ error: \(name)Error) {
                isLoading = false
                switch error {
                case .offline: view?.render(.failed(message: "Network error. Please try again."))
                case .server(let code): view?.render(.failed(message: "Server error \\(code)."))
                case .decoding: router.showError("Unexpected data.")
                }
            }

            func didUpdate(_ item: \(name)Item) {
                items = items.map { $0.id == item.id ? item : $0 }
                view?.render(.loaded(visibleItems))
            }

            private func load(page: Int) {
                guard !isLoading else { return }
                isLoading = true
                interactor.loadItems(page: page)
            }

            private func decorate(_ item: \(name)Item) -> \(name)Item {
                var decorated = item
                decorated.subtitle = item.subtitle.isEmpty ? "No description" : item.subtitle
                return decorated
            }
        }

        """
    }

    private static func interactor(_ name: String, singleton: Bool) -> String {
        """
        import Foundation

        final class \(name)Interactor: \(name)UseCase {
            weak var output: \(name)InteractorOutput?
            private let service: \(name)Servicing
            private let favorites: \(name)FavoritesStoring
            private var pending: [Int: Bool] = [:]

            init(service: \(name)Servicing, favorites: \(name)FavoritesStoring) {
                self.service = service
                self.favorites = favorites
            }

            func loadItems(page: Int) {
                guard pending[page] != true else { return }
                pending[page] = true\(singleton ? "\n        AnalyticsClient.shared.track(\"load\")" : "")
                service.fetch(page: page) { [weak self] result in
                    guard let self else { return }
                    self.pending[page] = nil
                    switch result {
                    case .success(let dtos):
                        let items = dtos.compactMap { self.map($0) }
                        self.output?.didLoad(items, page: page)
                    case .failure(let error):
                        self.output?.didFail(error)
                    }
                }
            }

            func search(_ query: String) {
                service.search(query) { [weak self] result in
                    switch result {
                    case .success(let dtos):
                        let items = dtos.compactMap { self?.map($0) }
                        self?.output?.didLoad(items, page: 0)
                    case .failure(let error):
                        self?.output?.didFail(error)
                    }
                }
            }

            func toggleFavorite(_ item: \(name)Item) {
                var updated = item
                updated.isFavorite.toggle()
                if updated.isFavorite {
                    favorites.add(updated.id)
                } else {
                    favorites.remove(updated.id)
                }
                output?.didUpdate(updated)
            }

            private func map(_ dto: \(name)ItemDTO) -> \(name)Item? {
                guard let id = UUID(uuidString: dto.id), !dto.title.isEmpty else { return nil }
                return \(name)Item(id: id, title: dto.title, subtitle: dto.summary ?? "",
                                   isFavorite: favorites.contains(id), rating: dto.rating ?? 0)
            }
        }

        protocol \(name)FavoritesStoring {
            func add(_ id: UUID)
            func remove(_ id: UUID)
            func contains(_ id: UUID) -> Bool
        }

        """
    }

    private static func router(_ name: String) -> String {
        """
        import UIKit

        final class \(name)Router: \(name)Routing {
            weak var viewController: UIViewController?

            static func build(service: \(name)Servicing, favorites: \(name)FavoritesStoring) -> UIViewController {
                let view = \(name)ViewController()
                let interactor = \(name)Interactor(service: service, favorites: favorites)
                let router = \(name)Router()
                let presenter = \(name)Presenter(interactor: interactor, router: router)
                view.presenter = presenter
                presenter.view = view
                interactor.output = presenter
                router.viewController = view
                return view
            }

            func showDetail(of item: \(name)Item) {
                let detail = DetailBuilder.build(itemID: item.id)
                viewController?.navigationController?.pushViewController(detail, animated: true)
            }

            func showError(_ message: String) {
                let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "OK", style: .cancel))
                viewController?.present(alert, animated: true)
            }

            func close() {
                viewController?.navigationController?.popViewController(animated: true)
            }
        }

        """
    }

    private static func entities(_ name: String) -> String {
        """
        import Foundation

        struct \(name)Item: Equatable, Identifiable {
            let id: UUID
            var title: String
            var subtitle: String
            var isFavorite: Bool
            var rating: Double

            var stars: String {
                String(repeating: "★", count: Int(rating.rounded()))
            }
        }

        struct \(name)ItemDTO: Decodable {
            let id: String
            let title: String
            let summary: String?
            let rating: Double?

            enum CodingKeys: String, CodingKey {
                case id
                case title
                case summary = "description"
                case rating
            }
        }

        struct \(name)Page: Decodable {
            let items: [\(name)ItemDTO]
            let page: Int
            let hasMore: Bool
        }

        enum \(name)Error: Error, Equatable {
            case offline
            case server(Int)
            case decoding
        }

        """
    }

    private static func service(_ name: String) -> String {
        """
        import Foundation

        final class \(name)Service: \(name)Servicing {
            private let session: URLSession
            private let baseURL: URL
            private let decoder = JSONDecoder()

            init(session: URLSession, baseURL: URL) {
                self.session = session
                self.baseURL = baseURL
            }

            func fetch(page: Int, completion: @escaping (Result<[\(name)ItemDTO], \(name)Error>) -> Void) {
                var components = URLComponents(url: baseURL.appendingPathComponent("\(name.lowercased())"), resolvingAgainstBaseURL: false)
                components?.queryItems = [URLQueryItem(name: "page", value: String(page))]
                guard let url = components?.url else { return completion(.failure(.decoding)) }
                request(url, completion: completion)
            }

            func search(_ query: String, completion: @escaping (Result<[\(name)ItemDTO], \(name)Error>) -> Void) {
                var components = URLComponents(url: baseURL.appendingPathComponent("search"), resolvingAgainstBaseURL: false)
                components?.queryItems = [URLQueryItem(name: "q", value: query)]
                guard let url = components?.url else { return completion(.failure(.decoding)) }
                request(url, completion: completion)
            }

            private func request(_ url: URL, completion: @escaping (Result<[\(name)ItemDTO], \(name)Error>) -> Void) {
                let decoder = self.decoder
                session.dataTask(with: url) { data, response, error in
                    if error != nil { return completion(.failure(.offline)) }
                    guard let http = response as? HTTPURLResponse else { return completion(.failure(.offline)) }
                    guard (200..<300).contains(http.statusCode) else { return completion(.failure(.server(http.statusCode))) }
                    guard let data, let page = try? decoder.decode(\(name)Page.self, from: data) else {
                        return completion(.failure(.decoding))
                    }
                    completion(.success(page.items))
                }.resume()
            }
        }

        """
    }
}
