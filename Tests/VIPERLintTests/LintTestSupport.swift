import Foundation
import VIPERLint

/// Lints in-memory files with the default configuration (or `configuration`).
func lint(_ files: [String: String], configuration: LintConfiguration = .default) -> LintReport {
    Linter(configuration: configuration).lint(
        sources: files.sorted { $0.key < $1.key }.map {
            SourceInput(path: $0.key, text: $0.value)
        })
}

/// A fresh temporary folder, removed by the caller with `removeItem`.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("viper-lint-tests-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// Writes `files` (relative path → text) under `folder`.
func write(_ files: [String: String], under folder: URL) throws {
    for (path, text) in files {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}

/// A Presenter with one strong View reference on line 2.
let strongViewPresenter = """
    final class LoginPresenter {
        var view: LoginView?
    }
    """
