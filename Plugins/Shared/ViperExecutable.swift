import Foundation

/// The `viper` SwiftPM built for a plugin, found by `lookup` (a plugin context's
/// `tool(named: "viper")`). SwiftPM builds it only when VIPERKit's `Plugins` trait is on; when
/// the package turned that trait off, the error says so instead of SwiftPM's "no access to a
/// tool named 'viper'".
func viperExecutable(_ lookup: () throws -> URL) throws -> URL {
    do {
        return try lookup()
    } catch {
        throw PluginFailure(
            description: """
                VIPERKit's plugins run the viper command, which VIPERKit builds for them only with its \
                Plugins trait (on by default). This package turned it off: add it to the dependency, \
                e.g. .package(url: …, from: …, traits: ["Plugins"]). (\(error))
                """)
    }
}

/// Why a plugin stopped; SwiftPM prints it and exits non-zero.
struct PluginFailure: Error, CustomStringConvertible {
    /// What went wrong and what to do.
    let description: String
}
