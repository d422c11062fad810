extension BuiltInTemplate {
    /// `<Module>Interactor.swift`: the use case, bound to the module's `ModuleScope`.
    static let interactor = TemplateFile(
        path: "sources/Interactor/{{Module}}Interactor.swift.tpl",
        text: #"""
            {{#if header}}
            {{header}}

            {{/if}}
            import VIPER

            /// Loads the {{Module}} items from its service; knows nothing about the UI.
            @MainActor
            final class {{Module}}Interactor: {{Module}}UseCase {
                /// Receives the outcome; weak, because the presenter owns the interactor.
                weak var output: (any {{Module}}InteractorOutput)?
                /// The module's lifetime: a running request is cancelled when the module detaches.
                let scope: ModuleScope
                private let service: any {{Module}}Servicing

                /// An interactor that loads through `service`, its work bound to `scope`.
                init(service: any {{Module}}Servicing, scope: ModuleScope = ModuleScope()) {
                    self.service = service
                    self.scope = scope
                }

                func loadItems() {
                    let service = service
                    scope.run { [weak self] in
                        let outcome: Result<[{{Module}}Item], {{Module}}Error>
                        do throws({{Module}}Error) {
                            outcome = .success(try await service.fetchItems())
                        } catch {
                            outcome = .failure(error)
                        }
                        self?.finish(outcome)
                    }
                }

                private func finish(_ outcome: Result<[{{Module}}Item], {{Module}}Error>) {
                    guard !scope.isDetached else { return }
                    switch outcome {
                    case .success(let items):
                        output?.itemsLoaded(items)
                    case .failure(let error):
                        output?.itemsFailed(error)
                    }
                }
            }

            """#)
}
