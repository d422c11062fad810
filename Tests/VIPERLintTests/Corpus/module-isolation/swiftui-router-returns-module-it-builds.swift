// file: Module/Home/Router/HomeRouter.swift
import SwiftUI

final class HomeRouter {
    func makeDetailView(for category: CategoryModel) -> some View {
        let presenter = DetailPresenter(useCase: Injection().provideDetail(category: category))
        return DetailView(presenter: presenter)
    }
}

// file: Module/Home/Presenter/HomePresenter.swift
final class HomePresenter: ObservableObject {
    private let router = HomeRouter() // expect: protocol-typed-dependencies
    private let useCase: HomeUseCase
    init(useCase: HomeUseCase) { self.useCase = useCase }
}

// file: Module/Detail/Presenter/DetailPresenter.swift
final class DetailPresenter: ObservableObject {
    private let useCase: DetailUseCase
    init(useCase: DetailUseCase) { self.useCase = useCase }
}

// file: Module/Detail/View/DetailView.swift
import SwiftUI

struct DetailView: View {
    @ObservedObject var presenter: DetailPresenter
    var body: some View { Text("Detail") }
}
