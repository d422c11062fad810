// file: Screens/Notes/View/NotesView.swift
import SwiftUI

struct NotesView: View {
    @ObservedObject var presenter: NotesPresenter
    var body: some View { Text(presenter.title) }
}

struct NotesPreview: PreviewProvider {
    static var previews: some View {
        NotesPreviewWrapper()
    }

    struct NotesPreviewWrapper: View {
        let router: NotesRouter
        let presenter: NotesPresenter

        init() {
            self.router = NotesRouter(router: AppRouter())
            self.presenter = NotesPresenter(router: router)
        }

        var body: some View { NotesView(presenter: presenter) }
    }
}

// file: Screens/Notes/Presenter/NotesPresenter.swift
import Combine

final class NotesPresenter: ObservableObject {
    @Published var title = ""
    private let router: NotesRouter // expect: protocol-typed-dependencies
    init(router: NotesRouter) { self.router = router }
}

// file: Screens/Notes/Router/NotesRouter.swift
final class NotesRouter {
    private let router: AppRouter
    init(router: AppRouter) { self.router = router }
}

// file: App/AppRouter.swift
final class AppRouter {}
