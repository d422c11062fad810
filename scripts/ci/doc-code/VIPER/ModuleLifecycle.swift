// What the ModuleLifecycle article's examples rely on without showing it.

struct FavoriteChanged: Sendable { let placeID: Int64 }

enum BannerState: Equatable { case banner, noBanner }
@MainActor protocol HomeView: StateRendering where State == BannerState {}
final class HomeViewSpy: RenderSpy<BannerState>, HomeView {}

@MainActor final class HomePresenter {
    private weak var view: (any HomeView)?
    private let clock: any Clock<Duration>
    private let scope = ModuleScope()

    init(view: any HomeView, clock: any Clock<Duration>) {
        self.view = view
        self.clock = clock
    }

    func showBanner() {
        view?.render(.banner)
        scope.schedule(after: .seconds(3), clock: clock) { [weak self] in self?.view?.render(.noBanner) }
    }
}
