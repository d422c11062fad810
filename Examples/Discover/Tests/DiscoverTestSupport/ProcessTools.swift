import Foundation

/// The executables SwiftPM builds next to the test bundle.
public enum ProcessTools {
    /// The executable `name` in the build folder.
    ///
    /// - Throws: ``MissingExecutable`` when it was not built.
    public static func executable(_ name: String) throws -> URL {
        let folder = Bundle.main.executableURL?.deletingLastPathComponent() ?? URL(fileURLWithPath: ".")
        let tool = folder.appendingPathComponent(name)
        guard FileManager.default.isExecutableFile(atPath: tool.path) else { throw MissingExecutable(path: tool.path) }
        return tool
    }
}

/// An executable the tests run was not built.
public struct MissingExecutable: Error, CustomStringConvertible {
    /// Where it was expected.
    public let path: String
    public var description: String { "expected an executable at \(path); run swift build first" }
}
