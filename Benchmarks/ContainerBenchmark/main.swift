// Measures resolving a Login-shaped graph from `Container` against a hand-written
// factory doing the same work, in one process, and prints ns per resolve and the
// ratio.
//
// The graph: a transient presenter that takes a transient interactor and a
// transient router; the interactor takes a singleton service.
//
//     swift run -c release ContainerBenchmark

import VIPER

protocol Service: AnyObject {
    var calls: Int { get }
}

final class NetworkService: Service {
    var calls = 0
}

final class Interactor {
    let service: any Service
    init(service: any Service) { self.service = service }
}

final class Router {}

final class Presenter {
    let interactor: Interactor
    let router: Router
    init(interactor: Interactor, router: Router) {
        self.interactor = interactor
        self.router = router
    }
}

/// The baseline: what a developer writes without a container.
final class HandWrittenFactory {
    private let service: any Service = NetworkService()

    func makePresenter() -> Presenter {
        Presenter(interactor: Interactor(service: service), router: Router())
    }
}

func makeContainer() -> Container {
    let container = Container()
    container.register((any Service).self, scope: .singleton) { _ in NetworkService() }
    container.register(Interactor.self) { r in Interactor(service: try r.resolve()) }
    container.register(Router.self) { _ in Router() }
    container.register(Presenter.self) { r in Presenter(interactor: try r.resolve(), router: try r.resolve()) }
    return container
}

/// Keeps results alive so the optimizer cannot drop the work.
nonisolated(unsafe) var sink: [ObjectIdentifier] = []

/// Nanoseconds per call of `body` over `iterations` calls.
func nanosecondsPerCall(iterations: Int, _ body: () throws -> Presenter) rethrows -> Double {
    var last: ObjectIdentifier?
    let elapsed = try ContinuousClock().measure {
        for _ in 0..<iterations {
            last = ObjectIdentifier(try body())
        }
    }
    if let last { sink.append(last) }
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    return nanoseconds / Double(iterations)
}

let iterations = 200_000
let rounds = 9
let container = makeContainer()
let factory = HandWrittenFactory()

// Warm up both paths (the first resolve creates the singleton).
_ = try container.resolve(Presenter.self)
_ = factory.makePresenter()

// Rounds alternate between the two, so load from other processes hits both alike;
// each keeps its best round.
var handWritten = Double.infinity
var resolved = Double.infinity
for _ in 0..<rounds {
    handWritten = min(handWritten, nanosecondsPerCall(iterations: iterations) { factory.makePresenter() })
    resolved = min(resolved, try nanosecondsPerCall(iterations: iterations) { try container.resolve(Presenter.self) })
}

func format(_ value: Double) -> String {
    let tenths = (value * 10).rounded() / 10
    return "\(tenths)"
}

print("ContainerBenchmark: 4-object graph (presenter <- interactor <- singleton service, + router), best of \(rounds) x \(iterations)")
print("  hand-written factory : \(format(handWritten)) ns/resolve")
print("  Container.resolve    : \(format(resolved)) ns/resolve")
print("  ratio                : \(format(resolved / handWritten))x")
