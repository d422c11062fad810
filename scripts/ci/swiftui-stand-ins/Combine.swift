// Stand-ins for the part of Combine that SwiftUI re-exports and the checked code uses:
// observable objects, with Combine's signatures. `AnyCancellable` is here so that code
// importing both SwiftUI and VIPER (which has an `AnyCancellable` of its own) meets the
// same ambiguity it meets on Apple platforms.

/// Something that publishes values over time.
public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
}

/// The publisher an `ObservableObject` announces changes with.
final public class ObservableObjectPublisher: Publisher {
    public typealias Output = Void
    public typealias Failure = Never
    public init() {}
    /// Announces that the object is about to change.
    final public func send() {}
}

/// An object whose changes SwiftUI views observe.
public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher made for the object the first time it is asked for.
    public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
}

/// Combine's type-erasing cancellable.
final public class AnyCancellable: Hashable {
    public init(_ cancel: @escaping () -> Void) {}
    final public func cancel() {}
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool { lhs === rhs }
    final public func hash(into hasher: inout Hasher) {}
}
