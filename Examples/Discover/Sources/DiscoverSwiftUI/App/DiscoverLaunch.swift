#if canImport(SwiftUI)
import Foundation
import SwiftUI
import VIPER

/// The SwiftUI app's composition root: opens the local places database (importing the
/// places on first run), builds the app coordinator over it, and hands it the deep links
/// the app is asked to open, holding those that arrive before it exists.
@MainActor
final class DiscoverLaunch: ObservableObject {
    /// The app's flow, once the data is open; nil while it opens or after it failed.
    private(set) var coordinator: AppCoordinator? {
        willSet { objectWillChange.send() }
    }
    /// Why the app could not start, for the launch screen.
    private(set) var failure: String? {
        willSet { objectWillChange.send() }
    }
    /// What the app should tell the user that no screen shows: a link it cannot open, a
    /// refused navigation.
    var notice: String? { linkFailure ?? coordinator?.notice }

    private var linkFailure: String? {
        willSet { objectWillChange.send() }
    }
    private var heldLinks: [URL] = []

    /// A launch that has not started yet.
    init() {}

    /// Opens the data and builds the coordinator; does nothing once started.
    func start() async {
        guard coordinator == nil, failure == nil else { return }
        do {
            let database = try await DiscoverDatabase.open(at: DiscoverDatabase.defaultURL())
            let coordinator = try AppCoordinator(services: try await DiscoverServices.local(database: database))
            coordinator.needsDisplay = { [weak self] in self?.objectWillChange.send() }
            self.coordinator = coordinator
            heldLinks.forEach(open)
            heldLinks = []
        } catch {
            failure = "Discover could not start: \(error)"
        }
    }

    /// Opens a `discover://` link: through the coordinator (which holds it until sign-in
    /// when nobody is signed in), or once the coordinator exists.
    func open(_ url: URL) {
        guard let coordinator else { return heldLinks.append(url) }
        do {
            try coordinator.open(link: url.absoluteString)
        } catch {
            linkFailure = "\(url.absoluteString) cannot be opened: \(error)"
        }
    }

    /// Forgets the notice once the user has read it.
    func dismissNotice() {
        linkFailure = nil
        coordinator?.clearNotice()
        objectWillChange.send()
    }
}
#endif
