/// Why a ``Paginator`` could not load a page: which page, and the loader's error.
///
/// The items loaded before stay; ``Paginator/retry()`` loads the page again.
public struct PageLoadFailure: Error, CustomStringConvertible {
    /// The page that failed, 0 for the first page.
    public let pageIndex: Int
    /// The error the loader threw.
    public let underlying: any Error

    /// A failure to load page `pageIndex`, caused by `underlying`.
    public init(pageIndex: Int, underlying: any Error) {
        self.pageIndex = pageIndex
        self.underlying = underlying
    }

    /// Says which page failed, why, and what to do.
    public var description: String {
        "Expected page \(pageIndex + 1) to load, but the loader failed: \(underlying). "
            + "The items loaded so far are kept; call retry() to load the page again."
    }
}

extension PageLoadFailure: Equatable {
    /// Equal when the same page failed with errors that describe themselves the same way.
    public static func == (lhs: PageLoadFailure, rhs: PageLoadFailure) -> Bool {
        lhs.pageIndex == rhs.pageIndex
            && String(reflecting: lhs.underlying) == String(reflecting: rhs.underlying)
    }
}
