import Foundation

// A zoo of protocols that are hard to mock. `viper mocks` turns this file into spies; the
// proof (scripts/ci/mocks-proof.sh) compiles them under Swift 6 and runs ZooSpyTests.swift.

public struct Item: Equatable, Sendable {
    public let id: Int
    public let title: String
    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

public enum ZooError: Error, Equatable, Sendable {
    case notFound
    case offline
}

public enum Mode: Sendable {
    case fast
    case slow
}

/// Sendable, async, throwing (untyped and typed).
public protocol ItemService: Sendable {
    func fetch(id: Int) async throws -> Item
    func fetchAll() async throws(ZooError) -> [Item]
    func save(_ item: Item, mode: Mode) async
}

/// Class-bound, with overloads told apart by labels, types and arity.
public protocol Loader: AnyObject {
    func load(id: Int) -> Item?
    func load(name: String) -> Item?
    func load(_ id: Int) -> String
    func load(_ name: String) -> String
    func load() -> [Item]
}

/// Properties: get, get set, non-defaultable, effectful, static.
public protocol Settings {
    var name: String { get }
    var volume: Int { get set }
    var owner: Item { get }
    var current: Item { get set }
    var token: String { get async throws }
    static var shared: String { get }
}

/// Generic methods and opaque parameters.
public protocol Storage {
    func value<T: Decodable>(forKey key: String) -> T?
    func store<T: Encodable>(_ value: T, forKey key: String) throws
    func decode<T>(_ type: T.Type, from data: Data) throws -> T
    func count(of items: some Collection<Int>) -> Int
}

/// Closures: escaping and Sendable, non-escaping, optional, autoclosure.
public protocol Downloader: Sendable {
    func download(_ url: URL, completion: @escaping @Sendable (Result<Data, ZooError>) -> Void)
    func each(_ body: (Int) -> Void)
    func onChange(_ handler: (@Sendable (String) -> Void)?)
    func log(_ message: @autoclosure () -> String)
}

/// inout and variadic parameters.
public protocol Mutator {
    func bump(_ value: inout Int)
    func sum(_ values: Int...) -> Int
}

/// Static requirements, `Self` and an initialiser.
public protocol Factory {
    static func make(named name: String) -> Self
    static var instances: Int { get }
    init(seed: Int)
}

/// A main-actor protocol and one that inherits it.
@MainActor
public protocol Screen: AnyObject {
    var title: String { get set }
    func show()
}

@MainActor
public protocol DetailScreen: Screen {
    func show(item: Item)
}

/// A Sendable protocol with one main-actor requirement.
public protocol Tracker: Sendable {
    @MainActor func track(_ event: String)
    func flush() async -> Int
}

/// Associated types: a primary one fixed by `where` or by argument, and a default.
public protocol Repository<Element> {
    associatedtype Element
    func all() -> [Element]
    func add(_ element: Element)
}

public protocol ItemRepository: Repository where Element == Item {}

public protocol NameRepository: Repository<String> {}

public protocol Cache {
    associatedtype Key = String
    func data(for key: Key) -> Data?
}

/// Optional existentials, main-actor closures, discardable results, rethrowing generics,
/// typed-throwing getters.
public protocol Coordinator: AnyObject {
    var delegate: (any Sendable)? { get set }
    func handle(_ completion: @escaping @MainActor (Int) -> Void)
    @discardableResult func remove(id: Int) -> Bool
    func perform<T>(_ work: () throws -> T) rethrows -> T
    var status: Int { get throws(ZooError) }
}

/// Closures behind a type alias: non-escaping ones are left out, escaping ones kept.
public typealias Visit = (Int) -> Void

public protocol Walker {
    func walk(_ visit: Visit)
    func later(_ visit: @escaping Visit)
}

/// Two parents that share a grandparent: each requirement is implemented once.
public protocol Named { var name: String { get } }
public protocol Titled: Named { var title: String { get } }
public protocol Labelled: Named { var label: String { get } }
public protocol Badge: Titled, Labelled {}

/// A protocol nested in a type.
public enum Feature {
    public protocol Service: Sendable {
        func run() async
    }
}

/// An associated type without a default, and a subscript.
public protocol Container {
    associatedtype Content
    func put(_ content: Content)
}

public protocol Indexed {
    subscript(index: Int) -> Item { get }
}
