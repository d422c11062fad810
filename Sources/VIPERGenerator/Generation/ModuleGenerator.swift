/// Renders a ``TemplateSet`` into the files of one module. Pure: it reads and
/// writes nothing, so the same generator serves `--dry-run`, tests and benchmarks.
///
/// ```swift
/// let generator = try ModuleGenerator(templateSet: BuiltInTemplate.templateSet)
/// let files = try generator.files(for: ModuleRequest(
///     name: try ModuleName(validating: "Profile"),
///     sourcesPath: "Sources/App/Modules", testsPath: "Tests/AppTests", target: "App"))
/// ```
public struct ModuleGenerator: Sendable {
    private struct CompiledFile: Sendable {
        let destination: Destination
        /// The role folders between the destination and the file name.
        let folders: [String]
        let name: Template
        let body: Template
    }

    private enum Destination: Sendable {
        case sources, tests
    }

    /// The template set this generator renders.
    public let templateSet: TemplateSet
    private let compiled: [CompiledFile]

    /// Parses every file of `templateSet` once.
    ///
    /// - Throws: ``TemplateError`` for the first file that does not parse.
    public init(templateSet: TemplateSet) throws(TemplateError) {
        self.templateSet = templateSet
        var compiled: [CompiledFile] = []
        for file in templateSet.files {
            var components = file.path.split(separator: "/").map(String.init)
            let destination: Destination
            switch components.first {
            case "sources": destination = .sources
            case "tests": destination = .tests
            default: throw TemplateError(file: file.path, line: 1, kind: .outsideOutputFolders)
            }
            components.removeFirst()
            guard let fileName = components.popLast(), !components.contains(where: { $0 == "." || $0 == ".." }) else {
                throw TemplateError(file: file.path, line: 1, kind: .outsideOutputFolders)
            }
            let outputName = fileName.hasSuffix(".tpl") ? String(fileName.dropLast(4)) : fileName
            compiled.append(
                CompiledFile(
                    destination: destination,
                    folders: components,
                    name: try Template(file: file.path, text: outputName),
                    body: try Template(file: file.path, text: file.text)
                ))
        }
        self.compiled = compiled
    }

    /// The module's files for `request`, in template order; files that render blank are left out.
    ///
    /// - Throws: ``TemplateError`` when a template uses a variable the generator does not provide.
    public func files(for request: ModuleRequest) throws(TemplateError) -> [GeneratedFile] {
        let variables = request.templateVariables
        var files: [GeneratedFile] = []
        for file in compiled {
            let contents = try file.body.render(variables)
            guard contents.contains(where: { !$0.isWhitespace }) else { continue }
            let base = file.destination == .sources ? request.moduleSourcesPath : request.moduleTestsPath
            let folders = request.layout == .roles ? file.folders.joined(separator: "/") : ""
            let path = PathJoin.join(base, folders, try Self.fileName(file.name.render(variables), of: file.name))
            files.append(GeneratedFile(path: path, contents: contents))
        }
        return files
    }

    /// `name` when it is one file name: not empty, `.` or `..`, with no `/` and no control
    /// character, so the values substituted in it cannot add, climb or loop through folders.
    private static func fileName(_ name: String, of template: Template) throws(TemplateError) -> String {
        let isOneComponent =
            !name.isEmpty && name != "." && name != ".."
            && !name.unicodeScalars.contains { $0 == "/" || $0.properties.generalCategory == .control }
        guard isOneComponent else {
            throw TemplateError(file: template.file, line: 1, kind: .fileNameNotOneComponent(name))
        }
        return name
    }
}
