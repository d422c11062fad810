// file: Application/ContentView.swift
import SwiftUI

struct ContentView: View {
    @EnvironmentObject var homePresenter: HomePresenter
    @EnvironmentObject var searchPresenter: SearchPresenter

    var body: some View {
        TabView {
            NavigationView { HomeView(presenter: homePresenter) }
            NavigationView { SearchView(presenter: searchPresenter) }
        }
    }
}

// file: Module/Home/Presenter/HomePresenter.swift
import Combine

final class HomePresenter: ObservableObject {
    private let interactor: HomeInteractorProtocol
    init(interactor: HomeInteractorProtocol) { self.interactor = interactor }
}

// file: Module/Home/View/HomeView.swift
import SwiftUI

struct HomeView: View {
    @ObservedObject var presenter: HomePresenter
    var body: some View { Text("Home") }
}

// file: Module/Search/Presenter/SearchPresenter.swift
import Combine

final class SearchPresenter: ObservableObject {
    private let interactor: SearchInteractorProtocol
    init(interactor: SearchInteractorProtocol) { self.interactor = interactor }
}

// file: Module/Search/View/SearchView.swift
import SwiftUI

struct SearchView: View {
    @ObservedObject var presenter: SearchPresenter
    var body: some View { Text("Search") }
}
