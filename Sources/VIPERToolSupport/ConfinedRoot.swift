import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder that paths are resolved against and kept inside: the project a tool works on.
///
/// Every path a tool takes from a file anyone can edit (`.viper/manifest.json`, `viper.json`,
/// a template's file names) and every path it derives from one goes through ``url(for:naming:)``:
/// an absolute path, a `..` component, or a path that a symbolic link leads out of the root is
/// refused with a ``PathOutsideRootError``, before anything is read, written or deleted.
/// Symbolic links are resolved first, a dangling one included, so a link inside the project
/// that points out of it is caught as well as a `../` in the text.
///
/// ```swift
/// let root = ConfinedRoot(URL(filePath: "/work/App"))
/// let file = try root.url(for: "Sources/App/Login/LoginView.swift", naming: "the manifest path")
/// try root.url(for: "../../etc/hosts", naming: "the manifest path")   // throws: a '..' component
/// root.contains(URL(filePath: "/tmp/report.txt"))                    // false
/// ```
public struct ConfinedRoot: Sendable, Equatable {
    /// The root as given, standardized (its `.` and `..` removed, links kept).
    public let url: URL
    /// The root with every symbolic link resolved: what ``contains(_:)`` compares against.
    public let resolvedPath: String

    /// The most symbolic links followed while resolving one path; more is taken as a loop.
    static let maximumLinkHops = 40

    /// A root at `url`.
    public init(_ url: URL) {
        self.url = url.standardizedFileURL
        resolvedPath = Self.resolvedPath(of: self.url.path) ?? self.url.path
    }

    /// `path`, relative to the root, as a URL inside it.
    ///
    /// - Parameter what: what the path is, for the error (`"the manifest path"`, `"--sources-path"`).
    /// - Throws: ``PathOutsideRootError`` when `path` is absolute, holds a `..` component, or
    ///   leads out of the root through a symbolic link (or a chain of links that never ends).
    public func url(for path: String, naming what: String) throws(PathOutsideRootError) -> URL {
        guard !path.hasPrefix("/") else { throw PathOutsideRootError(path: path, what: what, reason: .absolute) }
        let components = path.split(separator: "/").map(String.init).filter { $0 != "." }
        guard !components.contains("..") else { throw PathOutsideRootError(path: path, what: what, reason: .parentFolder) }
        let url = components.reduce(self.url) { $0.appending(path: $1) }
        guard let resolved = Self.resolvedPath(of: url.path) else {
            throw PathOutsideRootError(path: path, what: what, reason: .linkLoop)
        }
        guard contains(resolvedPath: resolved) else {
            throw PathOutsideRootError(path: path, what: what, reason: .symbolicLink(target: resolved))
        }
        return url
    }

    /// Whether `url` lies inside the root once every symbolic link on its way is resolved.
    public func contains(_ url: URL) -> Bool {
        Self.resolvedPath(of: url.standardizedFileURL.path).map(contains(resolvedPath:)) ?? false
    }

    private func contains(resolvedPath path: String) -> Bool {
        path == resolvedPath || path.hasPrefix(resolvedPath == "/" ? "/" : resolvedPath + "/")
    }

    /// `path` (relative to the current directory unless absolute) with every symbolic link
    /// resolved, dangling ones included (the part that does not exist is kept as written); nil
    /// when the links form a loop.
    public static func resolvedPath(of path: String) -> String? {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var pending = Array(absolute.split(separator: "/").map(String.init).reversed())
        var resolved: [String] = []
        var hops = 0
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                _ = resolved.popLast()
                continue
            }
            let candidate = "/" + (resolved + [component]).joined(separator: "/")
            guard let target = linkTarget(candidate) else {
                resolved.append(component)
                continue
            }
            hops += 1
            guard hops <= maximumLinkHops else { return nil }
            if target.hasPrefix("/") { resolved = [] }
            pending += target.split(separator: "/").map(String.init).reversed()
        }
        return "/" + resolved.joined(separator: "/")
    }

    /// What the symbolic link at `path` holds; nil when `path` is not a link.
    static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
