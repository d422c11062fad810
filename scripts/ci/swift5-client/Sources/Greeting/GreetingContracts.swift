import VIPER

// A small VIPER module written the way a Swift 5 app writes one, on VIPER as shipped.

/// What the greeting screen shows.
public struct Greeting: Equatable, Sendable {
    public let text: String
    public init(text: String) { self.text = text }
}

/// The app's routes.
public enum GreetingRoute: Hashable, Sendable {
    case greeting(name: String)
    case details(name: String)
}

@MainActor
public protocol GreetingView: StateRendering where State == ViewState<Greeting, String> {}

@MainActor
public protocol GreetingPresentation: AnyObject {
    func viewDidLoad()
    func didTapDetails()
}

@MainActor
public protocol GreetingUseCase: AnyObject {
    func loadGreeting(for name: String)
}

@MainActor
public protocol GreetingInteractorOutput: AnyObject {
    func greetingLoaded(_ greeting: Greeting)
    func greetingFailed()
}

@MainActor
public protocol GreetingRouting: AnyObject {
    func routeToDetails(name: String)
}

public protocol GreetingService: Sendable {
    func greeting(for name: String) async throws -> Greeting
}
