import Testing
import VIPER
import VIPERTesting
@testable import Sample

// Runs in the scratch package of scripts/ci/mocks-proof.sh: a module written by `viper new`,
// driven through spies `viper mocks` generated from its Contracts file.

@MainActor
@Suite("Generated spies for a viper new module")
struct NewModuleSpyTests {
    let item = SampleItem(id: "1", title: "First")

    @Test("the presenter shows loading and asks the use case once")
    func presenterLoads() {
        let view = SampleViewSpy()
        let useCase = SampleUseCaseSpy()
        let presenter = SamplePresenter(view: view, interactor: useCase, router: SampleRoutingSpy())
        presenter.viewDidLoad()
        expectRecorded(view.renderCalls, [.loading])
        #expect(useCase.loadItemsCalls.count == 1)
    }

    @Test("selecting an item asks the router for its detail")
    func presenterRoutes() {
        let router = SampleRoutingSpy()
        let presenter = SamplePresenter(view: SampleViewSpy(), interactor: SampleUseCaseSpy(), router: router)
        presenter.didSelect(item)
        expectRecorded(router.routeToDetailCalls, [item])
    }

    @Test("the interactor reports the stubbed service's items, then its typed error")
    func interactorReports() async {
        let service = SampleServicingSpy()
        let output = SampleInteractorOutputSpy()
        let interactor = SampleInteractor(service: service)
        interactor.output = output
        service.fetchItemsReturnValue = [item]
        interactor.loadItems()
        await interactor.scope.settle()
        service.fetchItemsError = .network
        interactor.loadItems()
        await interactor.scope.settle()
        expectRecorded(output.itemsLoadedCalls, [[item]])
        expectRecorded(output.itemsFailedCalls, [.network])
        #expect(service.fetchItemsCalls.count == 2)
    }
}
