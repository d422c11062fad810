// Stand-in for the part of Swift Testing that VIPERTesting uses, with its signatures.
// Swift Testing runs on every Apple OS VIPERKit supports (it needs macOS 10.15 / iOS 13);
// scripts/ci/check-availability.sh assumes it.

public struct Test: Sendable {
    public static var current: Test? { nil }
}

public struct Comment: RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

public struct SourceLocation: Sendable {
    public init(fileID: String, filePath: String, line: Int, column: Int) {}
}

public struct Issue: Sendable {
    @discardableResult
    public static func record(_ comment: Comment? = nil, sourceLocation: SourceLocation) -> Issue { Issue() }
}
