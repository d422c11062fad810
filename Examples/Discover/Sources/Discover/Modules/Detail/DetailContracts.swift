import VIPER

// The Detail module's boundaries: one place, its facts and its favorite toggle.
// View → Presenter → Interactor → Presenter → View / Router.

/// The Detail screen: shows one ``DetailViewState`` at a time and forwards taps.
@MainActor
protocol DetailView: StateRendering where State == DetailViewState {}

/// What the Detail screen's user can do.
@MainActor
protocol DetailPresentation: AnyObject {
    /// The screen appeared.
    func viewDidLoad()
    /// The user asked to add the place to their favorites, or to remove it.
    func didTapFavorite()
    /// The user wants to leave the screen.
    func didTapBack()
}

/// The Detail use case: reads the place and its favorite status, toggles the status.
@MainActor
protocol DetailUseCase: AnyObject {
    /// Reads the place and whether it is a favorite; the outcome arrives on ``DetailInteractorOutput``.
    func loadPlace()
    /// Flips the favorite status at once and saves it; a failed save is undone and reported.
    func toggleFavorite()
}

/// Where the interactor reports the place and every change of its favorite status.
@MainActor
protocol DetailInteractorOutput: AnyObject {
    /// The place is loaded, or its favorite status changed (here or on another screen).
    func placeUpdated(_ place: Place, isFavorite: Bool)
    /// The place could not be read.
    func placeLoadFailed(_ failure: PlaceFailure)
    /// Saving a new favorite status failed; `isFavorite` is the status restored.
    func favoriteChangeFailed(_ place: Place, isFavorite: Bool, failure: PlaceFailure)
}

/// Where the Detail screen can lead.
@MainActor
protocol DetailRouting: AnyObject {
    /// Goes back to the screen that opened this one.
    func routeBack()
}
