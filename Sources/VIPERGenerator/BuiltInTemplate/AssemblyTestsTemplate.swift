extension BuiltInTemplate {
    /// `<Module>AssemblyTests.swift`: the module as its assembly builds it is wired end to end.
    static let assemblyTests = TemplateFile(
        path: "tests/{{Module}}AssemblyTests.swift.tpl",
        text: #"""
            {{#if header}}
            {{header}}

            {{/if}}
            {{#if tests == "xctest"}}
            import XCTest
            import VIPER
            import VIPERTesting
            @testable import {{target}}

            final class {{Module}}AssemblyTests: XCTestCase {
                @MainActor
                func testTheBuiltModuleAsksTheServiceAndNavigates() async {
                    let service = {{Module}}ServicingSpy(answer: .success([.sample]))
                    let navigator = NavigationRecorder<{{Module}}Route>()
                    let module = {{#if assembly == "builder"}}{{Module}}Builder(dependencies: {{else}}{{Module}}Router.build({{/if}}{{Module}}Dependencies(
                        service: service,
                        navigator: navigator
                    )){{#if assembly == "builder"}}.build(){{/if}}
                    module.view.presenter?.viewDidLoad()
                    module.view.presenter?.didSelect(.sample)
                    await module.scope.settle()
                    expectRecorded(service.invocations, ["fetchItems()"])
                    expectRecorded(navigator.commands, [.push(.detail(.sample))])
                }
            }
            {{else}}
            import Testing
            import VIPER
            import VIPERTesting
            @testable import {{target}}

            @MainActor
            @Suite("{{Module}} assembly")
            struct {{Module}}AssemblyTests {
                @Test("the built module asks the service for items and navigates to the selected item's detail")
                func theBuiltModuleAsksTheServiceAndNavigates() async {
                    let service = {{Module}}ServicingSpy(answer: .success([.sample]))
                    let navigator = NavigationRecorder<{{Module}}Route>()
                    let module = {{#if assembly == "builder"}}{{Module}}Builder(dependencies: {{else}}{{Module}}Router.build({{/if}}{{Module}}Dependencies(
                        service: service,
                        navigator: navigator
                    )){{#if assembly == "builder"}}.build(){{/if}}
                    module.view.presenter?.viewDidLoad()
                    module.view.presenter?.didSelect(.sample)
                    await module.scope.settle()
                    expectRecorded(service.invocations, ["fetchItems()"])
                    expectRecorded(navigator.commands, [.push(.detail(.sample))])
                }
            }
            {{/if}}

            """#)
}
