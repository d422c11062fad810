// file: App/Scenes/Todo/Interactor/TodoInteractor.swift
protocol TodoInteractorInput: AnyObject { func load() }
protocol TodoStoring { func all() -> [String] }

final class TodoInteractor: TodoInteractorInput {
    private let store: TodoStoring
    init(store: TodoStoring) { self.store = store }
    func load() { _ = store.all() }
}

// file: AppTests/Todo/Interactor/TodoInteractorTests.swift
import XCTest

final class TodoInteractorTests: XCTestCase {
    var interactor: TodoInteractor!
    let store = CoreDataTodoStore.shared

    func testLoad() {
        interactor = TodoInteractor(store: InMemoryStore())
        interactor.load()
    }
}
