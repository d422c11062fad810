/// `weak-self-in-escaping-closures`: escaping closures in Presenters, Interactors and Routers
/// capture `self` weakly.
struct WeakSelfInEscapingClosures: Rule {
    /// Calls and initializers whose closures escape whatever their labels.
    private static let escapingCallees: Set<String> = [
        "async", "asyncAfter", "dataTask", "downloadTask", "uploadTask", "Task", "detached", "addObserver",
        "scheduledTimer", "Timer", "sink", "perform", "notify", "subscribe", "addOperation", "observe",
        "addPeriodicTimeObserver", "requestAuthorization", "onComplete", "then", "DispatchWorkItem",
        "BlockOperation", "Thread", "addSnapshotListener", "addStateDidChangeListener",
    ]
    /// Words in an argument label that say the closure is called back later.
    private static let callbackWords = [
        "completion", "handler", "callback", "success", "failure", "listener", "observer", "block", "response",
        "done", "finish", "complete", "receive", "using", "execute",
    ]
    /// Calls known to run their closure before they return: collection algorithms, locks,
    /// synchronous queues and transactions, continuations, task groups, animations, test helpers.
    private static let nonEscapingCallees: Set<String> = [
        "map", "flatMap", "compactMap", "forEach", "filter", "reduce", "sorted", "sort", "first", "last",
        "contains", "allSatisfy", "min", "max", "firstIndex", "lastIndex", "partition", "removeAll", "drop",
        "prefix", "split", "withLock", "performAndWait", "mapValues", "compactMapValues", "count",
        "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
        "withCheckedContinuation", "withCheckedThrowingContinuation", "withTaskCancellationHandler",
        "autoreleasepool", "withExtendedLifetime", "merge", "zip", "elementsEqual", "starts",
        "lexicographicallyPrecedes", "animate", "animateKeyframes", "addKeyframe",
        "performWithoutAnimation", "performBatchUpdates", "withAnimation", "concurrentPerform",
        "withoutActuallyEscaping", "runActivity", "pngData", "jpegData", "enumerateLines", "enumerateSubstrings",
        "enumerateObjects", "enumerateKeysAndObjects", "enumerateAttribute",
    ]
    /// Calls that run their closure before they return only on the receivers named here (words
    /// of the receiver, lowercased; "" for no receiver): `queue.sync { }` but not
    /// `syncService.sync { }`, `realm.write { }`, `MainActor.run { }`, `renderer.image { }`,
    /// `UIView.transition(with:…)`, XCTest's `measure { }`, a task group's `group.addTask { }`.
    private static let receiverDependentCallees: [String: [String]] = [
        "sync": ["queue", "lock", "main", "global", ""],
        "write": ["realm"],
        "run": ["mainactor", "actor"],
        "image": ["renderer"],
        "transition": ["uiview"],
        "measure": [""],
        // A task group's children end before `withTaskGroup` returns.
        "addTask": ["group"],
        "addTaskUnlessCancelled": ["group"],
    ]
    /// Prefixes of non-escaping helper families (`withUnsafeBytes`, `withCString`, `XCTAssertNoThrow`).
    private static let nonEscapingPrefixes = ["withUnsafe", "withMemoryRebound", "withContiguous", "withCString", "withVaList", "XCT"]

    let description = RuleDescription(
        id: "weak-self-in-escaping-closures",
        summary: "Closures given to escaping APIs inside a Presenter, Interactor or Router capture self weakly.",
        rationale: """
            A stored or long-running closure that captures `self` strongly keeps the module alive after its \
            screen is gone, and often forms a cycle through a service that stores the callback. Capture \
            `[weak self]`. A closure escapes when it is stored, given to a known escaping API (`async`, \
            `asyncAfter`, `dataTask`, `Task`, `Timer`, `sink`, `addObserver`, `addSnapshotListener`…), passed \
            under a callback label (`completion:`, `completionHandler:`, `handler:`, `success:`, `failure:`, \
            `onNext:`, `receiveValue:`, any `on…:`), or is the trailing closure of a method call that is not \
            a known non-escaping API: `service.fetch(page:) { }`, `APIClient.account.signIn { }`, \
            `.responseDecodable { }`, `loadPage { }`. Known non-escaping calls are never flagged: collection \
            algorithms (`map`, `filter`, `forEach`, `reduce`, `sorted`, `contains`, `first(where:)`, \
            `allSatisfy`…), `withLock`, `performAndWait`, `autoreleasepool`, `withUnsafe…`, \
            continuations and task groups (and `group.addTask`), UIView animations, XCTest helpers, `sync` on a queue, \
            Realm's `realm.write`, `MainActor.run` and `renderer.image`, and the project's own functions whose closure \
            parameters are neither `@escaping` nor optional. `self` in a `static` function is the type; a closure inside one that already \
            captures `[weak self]` is not reported again.
            """,
        nonTriggeringExamples: [
            RuleExample(
                """
                extension Optional {
                    func mapOrLog(_ body: (Wrapped) -> Void) { if let value = self { body(value) } }
                }
                final class TicketsPresenter {
                    var output: TicketsModuleOutput?
                    func close() { output.mapOrLog { $0.moduleWantsToClose(self) } }
                }
                """),
            RuleExample(
                """
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
            RuleExample(
                """
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
            RuleExample(
                """
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
            RuleExample(
                """
                struct FeedRouter {
                    var onClose: () -> Void = {}
                    func close() { DispatchQueue.main.async { self.onClose() } }
                }
                """),
            RuleExample(
                """
                final class HomeRouter {
                    static func prefetch() { DispatchQueue.global().async { self.warmUp() } }
                    static func warmUp() {}
                }
                """),
            RuleExample(
                """
                final class HomePresenter {
                    weak var view: (any HomeView)?
                    func later() { DispatchQueue.main.async { [weak self] in self?.view?.render() } }
                }
                """),
            RuleExample(
                """
                final class HomeRouter {
                    lazy var title: String = { "Home" }()
                    func routes() -> [String] { lock.withLock { self.names } }
                }
                """),
            RuleExample(
                """
                final class ExportInteractor {
                    func export() {
                        try? realm.write { self.output?.willExport() }
                        let total = values.reduce(0) { $0 + self.weight($1) }
                        let first = values.first(where: { $0 > self.threshold })
                        UIView.animate(withDuration: 0.2) { self.window?.alpha = 1 }
                        queue.sync { self.pending.removeAll() }
                    }
                }
                """),
        ],
        triggeringExamples: [
            RuleExample(
                """
                final class LoginInteractor {
                    func login() {
                        DispatchQueue.main.async ↓{ self.finish() }
                    }
                }
                """),
            RuleExample(
                """
                final class SearchPresenter {
                    let interactor: SearchUseCase
                    init(interactor: SearchUseCase) { self.interactor = interactor }
                    func search() { interactor.search(query: "a") ↓{ results in self.show(results) } }
                    func refresh() { self.interactor.reload ↓{ self.show([]) } }
                }
                """),
            RuleExample(
                """
                final class HomeRouter {
                    var onClose: (() -> Void)?
                    func bind() { onClose = ↓{ [self] in dismiss() } }
                }
                """),
            RuleExample(
                """
                final class PlayerPresenter {
                    func start() { Timer.scheduledTimer(withTimeInterval: 1, repeats: true, block: ↓{ _ in self.tick() }) }
                }
                """),
            RuleExample(
                """
                final class LoginInteractor {
                    weak var output: LoginInteractorOutput?
                    func login() {
                        APIManager.auth.login(email: "a@b.c") ↓{ response, error in self.output?.didLogin() }
                        service.fetch(page: 1, completion: ↓{ result in self.output?.didLoad(result) })
                        api.profile(success: ↓{ self.output?.didLoad($0) }, failure: ↓{ self.output?.didFail($0) })
                        AF.request(url).responseDecodable(of: Rates.self) ↓{ response in self.output?.didFetch(response) }
                        collection.addSnapshotListener ↓{ snapshot, _ in self.output?.didChange(snapshot) }
                        validate ↓{ isValid in self.output?.didValidate(isValid) }
                    }
                }
                """),
            RuleExample(
                """
                final class SearchPresenter {
                    lazy var refresh = Action ↓{ self.interactor.reload() }
                    func bind(query: Observable<String>) {
                        query.map ↓{ self.normalize($0) }.bind(to: results).disposed(by: disposeBag)
                        titles = items.map { self.normalize($0) }
                    }
                }
                """),
        ])

    func check(_ context: RuleContext) -> [Finding] {
        context.types(in: [.presenter, .interactor, .router]).filter { context.isReferenceType($0.type) }.flatMap { type, _ in
            let stored = Set(context.file.types.filter { $0.name == type.name }.flatMap(\.properties).map(\.name))
            return type.selfCapturingClosures.compactMap { closure -> Finding? in
                guard isEscaping(closure, storedProperties: stored, project: context.project) else { return nil }
                let target =
                    switch (closure.isAssigned, closure.callee) {
                    case (true, let callee?): "`\(callee)`, which \(type.name) keeps in a property,"
                    case (true, nil): "a stored closure property"
                    case (false, let callee): "`\(callee ?? "a call")`"
                    }
                let capture = closure.capturesSelfExplicitly ? "lists [self], a strong capture" : "captures self strongly"
                return Finding(
                    position: closure.position,
                    message: "closure passed to \(target) in \(type.name) \(capture); capture [weak self] "
                        + "so the module can deallocate while the work is pending",
                    typeName: type.name)
            }
        }
    }

    /// Whether a closure escapes: it is stored, given to a step of a reactive pipeline that
    /// subscribes (`.map { }.bind(to:)`, `.flatMap { }.subscribe(…)`: the subscription keeps it),
    /// given to a known escaping API, passed under a callback label (`completion:`, `onSuccess:`,
    /// `handler:`), or is the trailing closure of a method call that is not a known non-escaping
    /// API (`service.fetch { }`, `APIClient.account.signIn { }`, `loadPage { }`). Otherwise known
    /// non-escaping calls win, and so do the project's functions whose closures do not escape.
    private func isEscaping(_ closure: ClosureFact, storedProperties: Set<String>, project: ProjectFacts) -> Bool {
        if closure.isAssigned || closure.feedsSubscription { return true }
        guard let callee = closure.callee, !Self.nonEscapingCallees.contains(callee),
            !Self.nonEscapingPrefixes.contains(where: { callee.hasPrefix($0) }), !project.nonEscapingFunctions.contains(callee)
        else { return false }
        if let receivers = Self.receiverDependentCallees[callee] {
            let base = (closure.callBase ?? "").lowercased()
            if receivers.contains(where: { $0.isEmpty ? base.isEmpty : base.contains($0) }) { return false }
        }
        if Self.escapingCallees.contains(callee) { return true }
        if let label = closure.label { return Self.isCallbackLabel(label) }
        if closure.isTrailing { return closure.hasReceiver || !FactCollector.isCapitalised(callee) }
        if let base = closure.callBase { return storedProperties.contains(base) }
        return false
    }

    /// `completion`, `onSuccess`, `resultHandler`, `receiveValue`, `onNext`: a label that says
    /// the closure is called back later.
    private static func isCallbackLabel(_ label: String) -> Bool {
        if label.hasPrefix("on"), label.dropFirst(2).first?.isUppercase == true { return true }
        let lowered = label.lowercased()
        return callbackWords.contains { lowered.contains($0) }
    }
}
