// What the Debouncing article's examples rely on without showing it.

@MainActor protocol HomeUseCase: AnyObject { func search(_ query: String) }

@MainActor final class HomeInteractorSpy: HomeUseCase {
    enum Call: Equatable { case search(String) }
    let calls = Recorder<Call>()
    func search(_ query: String) { calls.record(.search(query)) }
}
