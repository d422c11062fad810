import VIPER

extension Module where View == any DiscoverScreen {
    /// Returns once the work the module started has finished, the work its screen held
    /// back included, so a script prints the screen only when it is final.
    @MainActor
    func settle() async {
        await view.settle()
        await scope.settle()
    }
}
