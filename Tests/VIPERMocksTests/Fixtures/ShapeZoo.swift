import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// Every shape of protocol Swift allows, one or more of each. `viper mocks` turns this file
// (with ProtocolZoo.swift) into spies; the proof (scripts/ci/mocks-proof.sh) compiles them in
// Swift 6 and Swift 5 language modes and runs ShapeZooSpyTests.swift against them.

public enum ParseError: Error, Equatable, Sendable {
    case empty
    case invalid(String)
}

// MARK: Associated types

/// Associated types without a default, one constrained: the spy is generic over them.
public protocol Store {
    associatedtype Value: Equatable
    associatedtype Key: Hashable = String
    func value(for key: Key) -> Value?
    func set(_ value: Value, for key: Key)
}

/// A primary associated type, and one constrained by a `where` clause on the declaration.
public protocol Source<Element> {
    associatedtype Element
    associatedtype Elements: Sequence where Elements.Element == Element
    func elements() -> Elements
}

/// A protocol-level `where` clause that constrains an associated type without fixing it.
public protocol Index where Entry: Hashable {
    associatedtype Entry
    func contains(_ entry: Entry) -> Bool
}

/// Two parents declare `ID`: one with a default, one with a constraint the default breaks.
public protocol Identified {
    associatedtype ID = Int
    var id: ID { get }
}

public protocol Keyed {
    associatedtype ID: StringProtocol
    func lookup(_ id: ID) -> Bool
}

public protocol Record: Identified, Keyed {}

/// A parent's associated type fixed by a child, and another left open.
public protocol Pair<First, Second> {
    associatedtype First
    associatedtype Second
    func swap(_ first: First, _ second: Second) -> (Second, First)
}

public protocol IntPair: Pair where First == Int {}

// MARK: Keywords, subscripts, operators

/// Parameters named with keywords, spelled bare and in backticks.
public protocol Keywords {
    func move(for: Int, in: String, default: Bool)
    func run(throws: Bool, `repeat`: Int) -> Int
    func `switch`(to `case`: String)
    var `default`: String { get set }
}

/// Subscripts: read-only, get / set, generic, throwing and static.
public protocol Grid {
    subscript(row: Int, column: Int) -> Double { get set }
    subscript(name: String) -> Int? { get }
    subscript<T: Decodable>(key key: String) -> T? { get }
    subscript(checked index: Int) -> Item { get throws(ParseError) }
    static subscript(id: Int) -> String { get }
}

/// Operators and `Self` in parameters and results.
public protocol Combinable {
    static func + (lhs: Self, rhs: Self) -> Self
    static prefix func - (value: Self) -> Self
    static func <=> (lhs: Self, rhs: Self) -> Int
    func merged(with other: Self) -> Self
}

infix operator <=>: ComparisonPrecedence

// MARK: Isolation

/// An actor protocol: the spy is an actor.
public protocol Counter: Actor {
    var value: Int { get }
    func increment()
    func add(_ amount: Int) async throws -> Int
    nonisolated func describe() -> String
}

/// An actor protocol with an associated type: a generic actor spy.
public protocol Vault: Actor {
    associatedtype Secret: Sendable
    func store(_ secret: Secret)
    func secrets() -> [Secret]
}

/// A global actor of the zoo's own.
@globalActor
public actor ZooActor {
    public static let shared = ZooActor()
}

/// A protocol isolated to a custom global actor.
@ZooActor
public protocol Background: AnyObject {
    var progress: Double { get set }
    func work(_ units: Int) -> Int
}

/// A main-actor protocol that is not class-bound, with an async requirement.
@MainActor
public protocol ViewModel {
    var title: String { get }
    func load() async throws -> [Item]
}

/// A Sendable protocol whose closures cross isolation.
public protocol Scheduler: Sendable {
    func schedule(after delay: Duration, _ work: @escaping @Sendable () async -> Void)
    func cancelAll() async
}

// MARK: Effects

/// async, throws, rethrows and typed throws, `throws(Never)` included, on methods and getters.
public protocol Parser {
    func parse(_ text: String) throws(ParseError) -> Int
    func safe() throws(Never) -> Int
    func anyError() throws(any Error)
    func transform(_ body: (Int) throws -> Int) rethrows -> Int
    func attempt<E: Error>(_ body: () throws(E) -> Void) throws(E)
    func fetch() async throws(ParseError) -> String
    var checked: Int { get throws(ParseError) }
    var settled: Int { get throws(Never) }
    var remote: String { get async throws(ParseError) }
}

// MARK: Parameters

/// inout, variadic, autoclosure and closures that escape, do not, are optional or throw.
public protocol Pipeline {
    func sum(_ values: Int..., into total: inout Int)
    func names(_ names: String...) -> Int
    func check(_ condition: @autoclosure () -> Bool, message: @autoclosure @escaping () -> String)
    func map(_ transform: (Int) throws -> String) rethrows -> [String]
    func subscribe(_ handler: @escaping (Int) -> Void, onError: ((any Error) -> Void)?)
    func collect(_ sink: @escaping ([Item]) async throws -> Void)
}

/// A protocol the zoo's opaque and existential parameters name.
public protocol Shape {
    var area: Double { get }
}

/// `some` and `any` parameters and results, and existential and optional existential properties.
public protocol Canvas {
    func draw(_ shape: some Shape)
    func fill(_ shapes: [any Shape])
    func describe(_ value: some CustomStringConvertible & Sendable) -> String
    func first(of shapes: some Collection<Int>) -> (any Shape)?
    func make() -> any Shape
    func transform(_ body: @escaping (any Shape) -> any Shape)
    var current: any Shape { get set }
    var highlighted: (any Shape)? { get }
}

/// A property wrapper whose projected value a protocol names.
@propertyWrapper
public struct Clamped: Sendable {
    public struct Projection: Sendable {
        public let range: ClosedRange<Int>
    }

    private var value: Int
    private let range: ClosedRange<Int>

    public init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }

    public var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }

    public var projectedValue: Projection { Projection(range: range) }
}

/// A protocol that names a wrapper's value and its projection.
public protocol Volume {
    var level: Int { get set }
    var levelLimits: Clamped.Projection { get }
}

// MARK: Availability and conditional compilation

/// `@available` on requirements.
public protocol Versioned {
    @available(macOS 14, iOS 17, *)
    func modern() -> Int
    @available(*, deprecated, message: "Use modern()")
    func legacy()
    @available(swift 5.9)
    var version: String { get }
}

/// Requirements in `#if`, `#elseif` and `#else` branches, nested, and beside plain ones.
public protocol Platform {
    func common()
    #if os(Linux)
    func linuxOnly() -> Int
    #elseif os(macOS)
    func macOnly() -> Int
    #else
    func elsewhere()
    #endif
    #if DEBUG
    var debugName: String { get }
    #if os(Linux)
    func debugOnLinux()
    #endif
    #endif
    #if compiler(>=5.9) && !ZOO_NEVER_DEFINED
    func recent(_ value: Int)
    #endif
}

#if canImport(FoundationNetworking) || canImport(Darwin)
/// A protocol declared inside `#if`, using a type an import inside `#if` provides.
public protocol Networked {
    func send(_ request: URLRequest) async throws -> Data
}
#endif

#if ZOO_NEVER_DEFINED
/// Never compiled: its spy must not be either.
public protocol Phantom {
    func missing(_ value: UndefinedType)
}
#endif

// MARK: Initialisers, statics, composition

/// Static requirements beside an associated type nothing fixes: a generic spy whose statics
/// are kept per specialisation.
public protocol Crate {
    associatedtype Content
    static var capacity: Int { get set }
    static func pack(_ content: Content) throws -> Int
    func unpack() -> Content
}

/// Initialisers of every kind, and static members.
public protocol Buildable {
    init()
    init?(name: String)
    init(data: Data) throws
    static var count: Int { get set }
    static func reset() async
    static func named(_ name: String) -> Self?
}

/// Composition and several parents, some of them compositions.
public protocol Everything: Loader & Mutator, Badge, Sendable {
    func everything() -> Bool
}
