import Foundation
import VIPERToolSupport

/// One file of a template set: its path inside the set and its text.
///
/// The path says where the rendered file goes: it starts with `sources/` or
/// `tests/`, may name a role folder (`View/`) that `--layout roles` keeps and
/// `--layout flat` drops, ends in `.tpl`, and is itself a template
/// (`sources/View/{{Module}}View.swift.tpl`). A file that renders to blank text
/// is not written, so a whole file can sit inside an `{{#if}}`.
public struct TemplateFile: Sendable, Equatable {
    /// The path inside the template set, with `/` separators.
    public let path: String
    /// The template text.
    public let text: String

    /// A template file at `path` with `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// A named set of template files: the built-in one, or one a team keeps in
/// `.viper/templates/<name>/`.
public struct TemplateSet: Sendable, Equatable {
    /// The template's name, as `--template` and the manifest give it.
    public let name: String
    /// Its files, in the order they are generated.
    public let files: [TemplateFile]

    /// A set named `name` with `files`.
    public init(name: String, files: [TemplateFile]) {
        self.name = name
        self.files = files
    }

    /// Reads every `.tpl` file under `directory`, sorted by path.
    ///
    /// - Parameter root: the project; a template file a symbolic link leads out of it to is
    ///   refused, not read.
    /// - Throws: ``ProjectError`` when the folder is missing or holds no template file, or a
    ///   file leads out of `root`.
    public static func load(named name: String, from directory: URL, confinedTo root: ConfinedRoot? = nil) throws(ProjectError)
        -> TemplateSet
    {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .templateNotFound(name: name, path: directory.path)
        }
        let base = directory.standardizedFileURL.path
        var files: [TemplateFile] = []
        if let walker = manager.enumerator(atPath: base) {
            for case let relative as String in walker where relative.hasSuffix(".tpl") {
                let url = URL(filePath: base).appending(path: relative)
                if let root, !root.contains(url) {
                    throw .outsideProject(
                        PathOutsideRootError(
                            path: relative, what: "the file of template '\(name)'",
                            reason: .symbolicLink(target: ConfinedRoot.resolvedPath(of: url.path) ?? url.path)))
                }
                do {
                    files.append(TemplateFile(path: relative, text: try String(contentsOf: url, encoding: .utf8)))
                } catch {
                    throw .unreadable(path: url.path, reason: "\(error.localizedDescription)")
                }
            }
        }
        guard !files.isEmpty else { throw .emptyTemplate(name: name, path: directory.path) }
        return TemplateSet(name: name, files: files.sorted { $0.path < $1.path })
    }
}
