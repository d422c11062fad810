/// `weak-self-in-escaping-closures`: escaping closures in Presenters, Interactors and Routers
/// capture `self` weakly.
struct WeakSelfInEscapingClosures: Rule {
    private static let escapingCallees: Set<String> = [
        "async", "asyncAfter", "dataTask", "downloadTask", "uploadTask", "Task", "detached", "addObserver",
        "scheduledTimer", "Timer", "sink", "perform", "notify", "subscribe", "addOperation", "observe",
        "addPeriodicTimeObserver", "requestAuthorization", "onComplete", "then",
    ]
    private static let completionLabels: Set<String> = [
        "completion", "completionHandler", "handler", "onCompletion", "onComplete", "onSuccess", "onFailure",
        "onError", "success", "failure", "callback", "block", "using", "receiveValue", "receiveCompletion",
        "resultHandler", "execute",
    ]
    private static let nonEscapingCallees: Set<String> = [
        "map", "flatMap", "compactMap", "forEach", "filter", "reduce", "sorted", "sort", "first", "last",
        "contains", "allSatisfy", "min", "max", "firstIndex", "lastIndex", "partition", "removeAll", "drop",
        "prefix", "split", "withLock", "sync", "performAndWait", "mapValues", "compactMapValues", "count",
        "withTaskGroup", "withThrowingTaskGroup", "withCheckedContinuation", "withCheckedThrowingContinuation",
        "autoreleasepool", "withUnsafeBytes", "withUnsafeMutableBytes", "withExtendedLifetime", "merge", "zip",
    ]

    let description = RuleDescription(
        id: "weak-self-in-escaping-closures",
        summary: "Closures given to escaping APIs inside a Presenter, Interactor or Router capture self weakly.",
        rationale: """
            A stored or long-running closure that captures `self` strongly keeps the module alive after its \
            screen is gone, and often forms a cycle through a service that stores the callback. Capture \
            `[weak self]`; closures passed to non-escaping calls such as `map` or `forEach` are never flagged.
            """,
        nonTriggeringExamples: [
            RuleExample("""
                final class LoginInteractor {
                    weak var output: LoginInteractorOutput?
                    let service: AuthServicing
                    init(service: AuthServicing) { self.service = service }
                    func login() {
                        service.login { [weak self] result in
                            DispatchQueue.main.async { self?.output?.didLogin(result) }
                        }
                    }
                }
                """),
            RuleExample("""
                final class FeedPresenter {
                    var items: [Int] = []
                    func render() -> [String] {
                        items.forEach { self.log($0) }
                        return items.map { self.format($0) }.filter { !$0.isEmpty }.sorted { $0 < $1 }
                    }
                    func log(_ value: Int) {}
                    func format(_ value: Int) -> String { "\\(value)" }
                }
                """),
            RuleExample("""
                final class FeedPresenter {
                    func load() {
                        Task { [weak self] in
                            guard let self else { return }
                            await self.refresh()
                        }
                    }
                    func refresh() async {}
                }
                """),
            RuleExample("""
                struct FeedRouter {
                    var onClose: () -> Void = {}
                    func close() { DispatchQueue.main.async { self.onClose() } }
                }
                """),
            RuleExample("""
                final class HomeRouter {
                    static func prefetch() { DispatchQueue.global().async { self.warmUp() } }
                    static func warmUp() {}
                }
                """),
            RuleExample("""
                final class HomePresenter {
                    weak var view: (any HomeView)?
                    func later() { DispatchQueue.main.async { [weak self] in self?.view?.render() } }
                }
                """),
            RuleExample("""
                final class HomeRouter {
                    lazy var title: String = { "Home" }()
                    func routes() -> [String] { lock.withLock { self.names } }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample("""
                final class LoginInteractor {
                    func login() {
                        DispatchQueue.main.async ↓{ self.finish() }
                    }
                }
                """),
            RuleExample("""
                final class SearchPresenter {
                    let interactor: SearchUseCase
                    init(interactor: SearchUseCase) { self.interactor = interactor }
                    func search() { interactor.search(query: "a") ↓{ results in self.show(results) } }
                    func refresh() { self.interactor.reload ↓{ self.show([]) } }
                }
                """),
            RuleExample("""
                final class HomeRouter {
                    var onClose: (() -> Void)?
                    func bind() { onClose = ↓{ [self] in dismiss() } }
                }
                """),
            RuleExample("""
                final class PlayerPresenter {
                    func start() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true, block: ↓{ _ in self.tick() }) }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.types(in: [.presenter, .interactor, .router]).filter { context.isReferenceType($0.type) }.flatMap { type, _ in
            let stored = Set(context.file.types.filter { $0.name == type.name }.flatMap(\.properties).map(\.name))
            return type.selfCapturingClosures.compactMap { closure -> Finding? in
                guard isEscaping(closure, storedProperties: stored) else { return nil }
                let target = closure.isAssigned ? "a stored closure property" : "`\(closure.callee ?? "a call")`"
                let capture = closure.capturesSelfExplicitly ? "lists [self], a strong capture" : "captures self strongly"
                return Finding(
                    position: closure.position,
                    message: "closure passed to \(target) in \(type.name) \(capture); capture [weak self] "
                        + "so the module can deallocate while the work is pending",
                    typeName: type.name)
            }
        }
    }

    private func isEscaping(_ closure: ClosureFact, storedProperties: Set<String>) -> Bool {
        if closure.isAssigned { return true }
        guard let callee = closure.callee, !Self.nonEscapingCallees.contains(callee) else { return false }
        if Self.escapingCallees.contains(callee) { return true }
        if let label = closure.label { return Self.completionLabels.contains(label) }
        if let base = closure.callBase { return storedProperties.contains(base) }
        return false
    }
}
