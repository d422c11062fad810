import ArgumentParser
import VIPERGenerator

/// `viper doctor`: says what the project lacks for generated modules to build against VIPERKit.
struct DoctorCommand: RunnableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check that the project links VIPERKit where generated modules need it.",
        discussion: """
            Generated modules import VIPER, their tests VIPERTesting. For the Xcode project \
            (--xcodeproj, else the one viper.json records, else the only .xcodeproj in the \
            folder) and its --target and --test-target, or else for the targets of \
            Package.swift that build --sources-path and --tests-path, it says what is missing: \
            the VIPERKit package, a product on a target; and what stands in the way: a \
            deployment target older than VIPERKit supports (iOS 16, macOS 13, tvOS 16, \
            watchOS 9), a Swift tools version older than 6.1, which cannot turn off VIPERKit's \
            default traits. It changes nothing: 'viper init --link' (or 'viper new') adds what \
            is missing. Exits 1 when it reports anything.
            """
    )

    @OptionGroup
    var settings: SettingOptions

    /// Prints the diagnosis; fails when something is missing or in the way.
    func run(in context: CommandContext) throws -> ExitCode {
        let project = Project(root: context.workingDirectory)
        let (resolved, xcode) = try settings.resolveWithXcode(in: project)
        let request = try ProjectLink.request(resolved, adds: false)
        guard let check = try ProjectLink.check(request, project: project, settings: resolved, xcode: xcode) else {
            context.console.error(
                "Found no Xcode project or Package.swift in \(project.root.path), so there is nothing to check; run viper doctor at the project's root, or pass --xcodeproj <path>."
            )
            return .failure
        }
        check.report.diagnosis.forEach { context.console.output($0) }
        return check.report.isHealthy ? .success : .failure
    }
}
