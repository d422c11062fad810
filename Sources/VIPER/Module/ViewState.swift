/// The state a `render(_:)` view shows: nothing yet, work in progress, an empty
/// result, content, or a failure.
///
/// Presenters drive their view with one value of this type at a time, which makes
/// presenter tests a comparison of state sequences:
///
/// ```swift
/// view.render(.loading)
/// view.render(places.isEmpty ? .empty : .content(places))
/// ```
///
/// `ViewState` is `Equatable`, `Hashable` and `Sendable` whenever its parameters are.
public enum ViewState<Content, Failure> {
    /// Nothing has been requested yet.
    case idle
    /// A request is running.
    case loading
    /// The request finished with nothing to show.
    case empty
    /// The request finished with something to show.
    case content(Content)
    /// The request failed; `Failure` is usually a user-facing message.
    case failure(Failure)
}

extension ViewState: Equatable where Content: Equatable, Failure: Equatable {}
extension ViewState: Hashable where Content: Hashable, Failure: Hashable {}
extension ViewState: Sendable where Content: Sendable, Failure: Sendable {}

extension ViewState {
    /// Whether this is ``loading``.
    public var isLoading: Bool {
        if case .loading = self { return true }
        return false
    }

    /// The content, if this is ``content(_:)``.
    public var content: Content? {
        if case .content(let content) = self { return content }
        return nil
    }

    /// The failure, if this is ``failure(_:)``.
    public var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }

    /// The same state with its content transformed; other cases are kept as they are.
    public func mapContent<NewContent>(
        _ transform: (Content) throws -> NewContent
    ) rethrows -> ViewState<NewContent, Failure> {
        switch self {
        case .idle: .idle
        case .loading: .loading
        case .empty: .empty
        case .content(let content): .content(try transform(content))
        case .failure(let failure): .failure(failure)
        }
    }

    /// The same state with its failure transformed; other cases are kept as they are.
    public func mapFailure<NewFailure>(
        _ transform: (Failure) throws -> NewFailure
    ) rethrows -> ViewState<Content, NewFailure> {
        switch self {
        case .idle: .idle
        case .loading: .loading
        case .empty: .empty
        case .content(let content): .content(content)
        case .failure(let failure): .failure(try transform(failure))
        }
    }
}

extension ViewState where Content: Collection {
    /// `.empty` for an empty collection, `.content(collection)` otherwise.
    public static func from(_ collection: Content) -> ViewState {
        collection.isEmpty ? .empty : .content(collection)
    }
}
