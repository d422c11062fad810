import SwiftSyntax
import VIPERSyntax

/// A `Package.swift` read as Swift syntax: its tools version, platforms, package dependencies and
/// targets, as far as they are written as literals. What is computed (a target list built by a
/// function, dependencies held in a variable) is reported as such, never guessed.
public struct PackageManifest: Sendable {
    /// The manifest's text.
    public let text: String
    /// Its syntax tree.
    let tree: SourceFileSyntax
    /// The version on the `// swift-tools-version:` line, `nil` when the line is missing.
    public let toolsVersion: String?

    /// Parses `text`.
    ///
    /// - Throws: ``PackageManifestError/unparsable(reason:)`` when the text is not valid Swift.
    public init(text: String) throws(PackageManifestError) {
        let parsed = SourceFileParser.parse(source: text)
        if let first = parsed.diagnostics.first {
            throw .unparsable(reason: "line \(first.line): \(first.message)")
        }
        self.text = text
        tree = parsed.tree
        toolsVersion = Self.toolsVersion(in: text)
    }

    /// `6.1` from `// swift-tools-version: 6.1` (or `//swift-tools-version:5.9.2`) on the first line.
    static func toolsVersion(in text: String) -> String? {
        let firstLine = text.prefix { $0 != "\n" && $0 != "\r" }.lowercased()
        guard let marker = firstLine.range(of: "swift-tools-version:"), firstLine.hasPrefix("//") else { return nil }
        let rest = firstLine[marker.upperBound...].drop { $0 == " " || $0 == "\t" }
        let version = rest.prefix { $0.isNumber || $0 == "." }
        return version.isEmpty ? nil : String(version)
    }

    // MARK: The Package call

    /// The `Package(…)` initializer call, when the manifest makes one.
    var packageCall: FunctionCallExprSyntax? {
        CallFinder.first(in: tree) { $0.calledName == "Package" }
    }

    /// The package's targets, or why they cannot be read.
    func targets() -> Result<[ManifestTarget], PackageManifestError> {
        guard let call = packageCall else { return .failure(.noPackageCall) }
        guard let argument = call.argument("targets") else { return .success([]) }
        guard let array = argument.expression.as(ArrayExprSyntax.self) else { return .failure(.computed(what: "its list of targets")) }
        return .success(array.elements.compactMap { ManifestTarget($0.expression) })
    }

    /// The package dependencies written anywhere in the manifest: every `.package(…)` call, with
    /// the URL, path or identity it names.
    var packageDependencies: [ManifestPackageDependency] {
        CallFinder.all(in: tree) { $0.calledMemberName == "package" }.compactMap(ManifestPackageDependency.init)
    }

    /// Whether the `Package(…)` call's `dependencies:` is missing or an array literal, so an
    /// element can be added to it.
    var hasLiteralDependencies: Bool {
        guard let argument = packageCall?.argument("dependencies") else { return true }
        return argument.expression.is(ArrayExprSyntax.self)
    }

    /// The platforms the manifest declares with their oldest version: `("iOS", "15")` for
    /// `.iOS(.v15)`, `("macOS", "10.15")` for `.macOS(.v10_15)` or `.macOS("10.15")`.
    var platforms: [(platform: String, version: String)] {
        guard let array = packageCall?.argument("platforms")?.expression.as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { element in
            guard let call = element.expression.as(FunctionCallExprSyntax.self), let platform = call.calledMemberName,
                let value = call.arguments.first?.expression
            else { return nil }
            if let literal = value.stringLiteral { return (platform, literal) }
            guard let member = value.as(MemberAccessExprSyntax.self)?.declName.baseName.text, member.hasPrefix("v") else { return nil }
            return (platform, member.dropFirst().replacingOccurrences(of: "_", with: "."))
        }
    }
}

/// One `.package(…)` dependency as written.
struct ManifestPackageDependency {
    /// The URL, path or registry identity.
    let location: String
    /// The `name:` it gives the package, in manifests older than tools version 5.5.
    let name: String?
    /// Its call.
    let call: FunctionCallExprSyntax

    init?(_ call: FunctionCallExprSyntax) {
        guard let location = ["url", "path", "id"].lazy.compactMap({ call.argument($0)?.expression.stringLiteral }).first else {
            return nil
        }
        self.location = location
        name = call.argument("name")?.expression.stringLiteral
        self.call = call
    }
}

/// Why a manifest cannot be read, or edited safely.
public enum PackageManifestError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text is not valid Swift.
    case unparsable(reason: String)
    /// There is no `Package(…)` call.
    case noPackageCall
    /// Something an edit needs is computed rather than written as a literal.
    case computed(what: String)
    /// The edit changed more than it should, or not what it should.
    case editNotReproduced(reason: String)

    /// What is wrong.
    public var description: String {
        switch self {
        case .unparsable(let reason): "it does not parse as Swift (\(reason))"
        case .noPackageCall: "it makes no Package(…) call viper can find"
        case .computed(let what): "\(what) is computed, not written as a list viper can extend"
        case .editNotReproduced(let reason): "the edit would not be the one intended (\(reason))"
        }
    }
}
