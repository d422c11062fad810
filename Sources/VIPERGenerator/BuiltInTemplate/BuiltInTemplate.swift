/// The template `viper new` uses unless `--template` names another: the files of
/// a module whose example use case loads a list of items.
///
/// Its text lives in Swift string literals, one file per template file, and is the
/// same text `viper template eject` writes out for a team to edit.
public enum BuiltInTemplate {
    /// The name manifests record for the built-in template.
    public static let name = "module"

    /// Every file of the built-in template.
    public static let templateSet = TemplateSet(
        name: name,
        files: [
            contracts, view, presenter, interactor, router, builder, models,
            presenterTests, interactorTests, assemblyTests, spies, testData,
        ])
}
