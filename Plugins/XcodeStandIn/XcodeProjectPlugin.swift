// A stand-in for Xcode's XcodeProjectPlugin module, which only Xcode ships: the declarations
// VIPERLintPlugin uses, with the signatures of Apple's XcodeProjectPlugin documentation, so that
// scripts/ci/plugin-proof.sh can type-check the plugin's Xcode path on Linux. It is compiled
// only by that script, never by SwiftPM, and does nothing at run time.
import Foundation
import PackagePlugin

/// A build-tool plugin applied to targets of an Xcode project.
public protocol XcodeBuildToolPlugin {
    /// The commands that run when `target` is built.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

/// What Xcode tells a plugin: the project, the tools, the plugin's work directory.
public struct XcodePluginContext {
    /// The project whose target is being built.
    public let xcodeProject: XcodeProject
    /// A folder the plugin may write to.
    public let pluginWorkDirectoryURL: URL

    /// The executable a plugin depends on, by name.
    public func tool(named name: String) throws -> PluginContext.Tool {
        fatalError("stand-in: type-checking only")
    }
}

/// An Xcode project.
public struct XcodeProject {
    /// The project's name.
    public let displayName: String
    /// The folder that holds the `.xcodeproj`.
    public let directoryURL: URL
    /// The project's targets.
    public let targets: [XcodeTarget]
}

/// A target of an Xcode project.
public struct XcodeTarget {
    /// The target's name.
    public let displayName: String
    /// The files the target builds, each with its type (`.source`, `.resource`, …) and URL.
    public let inputFiles: FileList
}
