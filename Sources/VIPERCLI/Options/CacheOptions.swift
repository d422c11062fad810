import ArgumentParser
import Foundation

/// `--cache-path <folder>` and `--no-cache`: the one cache folder `viper lint` and `viper graph`
/// share, each keeping its own files in it.
struct CacheOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp("Where per-file results are cached (shared by viper lint and viper graph).", valueName: "folder"),
        completion: .directory)
    var cachePath = ".build/viper-lint-cache"

    @Flag(help: "Neither read nor write the cache.")
    var noCache = false

    /// The cache folder, resolved against the working directory; nil with `--no-cache`.
    func directory(in context: CommandContext) -> URL? {
        noCache ? nil : context.url(for: cachePath)
    }
}
