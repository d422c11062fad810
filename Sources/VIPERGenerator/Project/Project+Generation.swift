import Foundation
import VIPERToolSupport

extension Project {
    /// What generating `request` with `templateSet` would write, compared with the files on disk.
    /// Reads, never writes; ``apply(_:)`` carries the plan out.
    ///
    /// Everything that can be known before writing is checked here, so a plan that is made
    /// is one that can be applied: the name (``GeneratedNameCheck``, then the types the target
    /// already declares), the module's existence, what stands in the way of each file, and
    /// the files that would be overwritten.
    ///
    /// - Throws: ``ModuleNameError`` for a name that would break the target;
    ///   ``ProjectError/moduleExists(name:path:)`` or ``ProjectError/filesExist(_:)`` unless
    ///   `force`; ``ProjectError/unwritable(path:reason:)`` for a file in the way of a folder;
    ///   ``TemplateError`` for a broken template.
    public func plan(_ request: ModuleRequest, templateSet: TemplateSet, force: Bool) throws -> GenerationPlan {
        try plan(request, generator: try ModuleGenerator(templateSet: templateSet), force: force)
    }

    /// ``plan(_:templateSet:force:)`` with a generator parsed beforehand, for generating many modules.
    public func plan(_ request: ModuleRequest, generator: ModuleGenerator, force: Bool) throws -> GenerationPlan {
        _ = try url(for: request.sourcesPath, naming: "the sources path")
        _ = try url(for: request.testsPath, naming: "the tests path")
        let files = try generator.files(for: request)
        let names = try GeneratedNameCheck(files, for: request, generator: generator)
        let manifest = try loadManifest()
        let previous = manifest.entry(named: request.name.value)
        if !force, let location = try existingLocation(of: request, recordedAs: previous) {
            throw ProjectError.moduleExists(name: request.name.value, path: location)
        }
        for file in files {
            if let obstacle = FileTransaction.obstacle(to: try url(for: file.path, naming: "the generated file")) {
                throw ProjectError.unwritable(path: file.path, reason: obstacle)
            }
        }
        try checkTargetTypes(names, of: request, files: files, previous: previous)
        var changes: [FileChange] = []
        for file in files {
            changes.append(FileChange(file: file, existing: try AtomicFile.read(try url(for: file.path, naming: "the generated file"))))
        }
        let clobbered = changes.filter { $0.kind == .overwrite }.map(\.file.path)
        if !force, !clobbered.isEmpty {
            throw ProjectError.filesExist(clobbered)
        }
        return GenerationPlan(request: request, template: generator.templateSet.name, changes: changes, manifest: manifest)
    }

    /// Writes the plan's files and records the module in the manifest, all or nothing.
    ///
    /// - Parameters:
    ///   - companions: files written in the same transaction, such as the Xcode project that
    ///     lists the module's files (paths relative to the root, or absolute).
    ///   - xcode: the Xcode project and targets the module is added to, for the manifest.
    public func apply(_ plan: GenerationPlan, with companions: [GeneratedFile] = [], xcode: Manifest.XcodeMembership? = nil)
        throws(ProjectError)
    {
        var manifest = plan.manifest
        let request = plan.request
        manifest.record(
            Manifest.Entry(
                name: request.name.value, template: plan.template, version: VIPERVersion.current,
                layout: request.layout, ui: request.ui, tests: request.tests, assembly: request.assembly,
                files: plan.changes.map { Manifest.File(path: $0.file.path, contents: $0.file.contents) }, xcode: xcode
            ))
        var transaction = FileTransaction(root: confinedRoot)
        for change in plan.changes where change.kind != .unchanged {
            try transaction.stage(change.file.contents, at: url(for: change.file.path, naming: "the generated file"))
        }
        for file in companions {
            try transaction.stage(file.contents, at: companionURL(for: file.path))
        }
        try transaction.stage(try manifestText(manifest), at: manifestURL)
        try transaction.commit()
    }

    /// Where the module already exists: its sources folder when it holds a file, or else the
    /// first file its manifest entry lists that is still there. Nil when neither exists, so a
    /// module whose files were deleted can be generated again.
    private func existingLocation(of request: ModuleRequest, recordedAs entry: Manifest.Entry?) throws(ProjectError) -> String? {
        let folder = request.moduleSourcesPath
        if holdsFile(try url(for: folder, naming: "the module folder")) { return folder }
        for file in entry?.files ?? []
        where FileManager.default.fileExists(atPath: try url(for: file.path, naming: "the manifest path").path) {
            return file.path
        }
        return nil
    }

    /// Where a companion file (an Xcode project, `Package.swift`) goes: an absolute path as
    /// given (the tool found or was given it), a relative one inside the root.
    func companionURL(for path: String) throws(ProjectError) -> URL {
        path.hasPrefix("/") ? URL(filePath: path) : try url(for: path, naming: "the project file")
    }

    /// Whether `folder` exists and a file lies anywhere below it: an empty folder holds no work to lose.
    private func holdsFile(_ folder: URL) -> Bool {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else { return false }
        while let url = walker.nextObject() as? URL {
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true { return true }
        }
        return false
    }

    /// Refuses the name when the target already declares one of the types the module would:
    /// the files of the target's sources and tests folders are scanned, except those the
    /// module itself wrote or will write.
    private func checkTargetTypes(
        _ names: GeneratedNameCheck, of request: ModuleRequest, files: [GeneratedFile], previous: Manifest.Entry?
    ) throws {
        let ownFiles = files.map(\.path) + (previous?.files.map(\.path) ?? [])
        let folders = Set([request.sourcesPath, request.testsPath].map(ExistingTypeScan.targetFolder(of:)))
        var excluded: Set<String> = []
        for path in ownFiles { excluded.insert(try url(for: path, naming: "the manifest path").path) }
        var scanned: [URL] = []
        for folder in folders.sorted() { scanned.append(try url(for: folder, naming: "the target folder")) }
        let found = ExistingTypeScan.firstDeclaration(
            of: Set(names.declarations.map(\.name)), common: request.name.value,
            under: scanned, excluding: excluded, root: root
        )
        if let found {
            throw ModuleNameError.clashesWithTarget(request.name.value, type: found.name, declaredAt: found.location)
        }
    }
}
