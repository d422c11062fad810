extension BuiltInTemplate {
    /// `<Module>InteractorTests.swift`: the use case's outcomes and its lifetime.
    static let interactorTests = TemplateFile(
        path: "tests/{{Module}}InteractorTests.swift.tpl",
        text: #"""
            {{#if header}}
            {{header}}

            {{/if}}
            {{#if tests == "xctest"}}
            import XCTest
            import VIPERTesting
            @testable import {{target}}

            final class {{Module}}InteractorTests: XCTestCase {
                @MainActor
                private func makeInteractor(
                    _ service: {{Module}}ServicingSpy,
                    output: {{Module}}InteractorOutputSpy
                ) -> {{Module}}Interactor {
                    let interactor = {{Module}}Interactor(service: service)
                    interactor.output = output
                    return interactor
                }

                /// Waits (boundedly) for the service to be asked, then lets its answer come back.
                @MainActor
                private func letTheRequestFinish(_ service: {{Module}}ServicingSpy) async {
                    var turns = 0
                    while service.invocations.isEmpty, turns < 1_000 {
                        await Task.yield()
                        turns += 1
                    }
                    for _ in 0..<10 { await Task.yield() }
                }

                @MainActor
                func testLoadedItemsAreReported() async {
                    let output = {{Module}}InteractorOutputSpy()
                    let service = {{Module}}ServicingSpy(answer: .success([.sample]))
                    let interactor = makeInteractor(service, output: output)
                    interactor.loadItems()
                    await interactor.scope.settle()
                    expectRecorded(output.itemsLoadedCalls, [[.sample]])
                    expectRecorded(service.invocations, ["fetchItems()"])
                }

                @MainActor
                func testServiceFailuresAreReportedWithTheirError() async {
                    for error in [{{Module}}Error.network, .unavailable] {
                        let output = {{Module}}InteractorOutputSpy()
                        let interactor = makeInteractor({{Module}}ServicingSpy(answer: .failure(error)), output: output)
                        interactor.loadItems()
                        await interactor.scope.settle()
                        expectRecorded(output.itemsFailedCalls, [error], "\(error)")
                    }
                }

                @MainActor
                func testAfterTheModuleDetachesALateAnswerIsNotReported() async {
                    let output = {{Module}}InteractorOutputSpy()
                    let service = {{Module}}ServicingSpy(answer: .success([.sample]))
                    let interactor = makeInteractor(service, output: output)
                    interactor.loadItems()
                    interactor.scope.detach()
                    await letTheRequestFinish(service)
                    XCTAssertTrue(output.invocations.isEmpty)
                }
            }
            {{else}}
            import Testing
            import VIPERTesting
            @testable import {{target}}

            @MainActor
            @Suite("{{Module}} interactor")
            struct {{Module}}InteractorTests {
                let output = {{Module}}InteractorOutputSpy()

                func makeInteractor(_ service: {{Module}}ServicingSpy) -> {{Module}}Interactor {
                    let interactor = {{Module}}Interactor(service: service)
                    interactor.output = output
                    return interactor
                }

                /// Waits (boundedly) for the service to be asked, then lets its answer come back.
                func letTheRequestFinish(_ service: {{Module}}ServicingSpy) async {
                    var turns = 0
                    while service.invocations.isEmpty, turns < 1_000 {
                        await Task.yield()
                        turns += 1
                    }
                    for _ in 0..<10 { await Task.yield() }
                }

                @Test("loaded items are reported to the output")
                func loadedItemsAreReported() async {
                    let service = {{Module}}ServicingSpy(answer: .success([.sample]))
                    let interactor = makeInteractor(service)
                    interactor.loadItems()
                    await interactor.scope.settle()
                    expectRecorded(output.itemsLoadedCalls, [[.sample]])
                    expectRecorded(service.invocations, ["fetchItems()"])
                }

                @Test("service failures are reported with their error", arguments: [{{Module}}Error.network, .unavailable])
                func serviceFailuresAreReported(error: {{Module}}Error) async {
                    let interactor = makeInteractor({{Module}}ServicingSpy(answer: .failure(error)))
                    interactor.loadItems()
                    await interactor.scope.settle()
                    expectRecorded(output.itemsFailedCalls, [error])
                }

                @Test("after the module detaches, a late answer is not reported")
                func afterTheModuleDetachesALateAnswerIsNotReported() async {
                    let service = {{Module}}ServicingSpy(answer: .success([.sample]))
                    let interactor = makeInteractor(service)
                    interactor.loadItems()
                    interactor.scope.detach()
                    await letTheRequestFinish(service)
                    #expect(output.invocations.isEmpty)
                }
            }
            {{/if}}

            """#)
}
