// Stand-in for the part of Foundation that VIPER uses, with Apple's signatures. UUID and
// URL date from the first Swift overlays (macOS 10.10, iOS 8); the Linux toolchain ships
// no Apple availability for Foundation, so scripts/ci/check-availability.sh assumes it.

public struct UUID: Hashable, Sendable {
    public init() {}
    public init?(uuidString string: String) { return nil }
    public var uuidString: String { "" }
}

public struct URL: Hashable, Sendable {
    public init?(string: String) { return nil }
    public var absoluteString: String { "" }
}

// Used only by the SwiftUI stand-ins' signatures (scripts/ci/check-swiftui.sh compiles them
// for the same targets): CGFloat (from CoreGraphics, which Foundation exports) and Bundle.
public typealias CGFloat = Double

open class Bundle: @unchecked Sendable {
    public init() {}
}
