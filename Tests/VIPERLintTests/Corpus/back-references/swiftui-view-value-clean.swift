// file: Shared/Presenter/DetailViewPresenter.swift
import Foundation

final class DetailViewPresenter: ObservableObject {
    var view: DetailView?
    private let interactor: DetailViewInteractor

    init(interactor: DetailViewInteractor) {
        self.interactor = interactor
    }
}

// file: Shared/View/DetailView.swift
import SwiftUI

struct DetailView: View {
    @ObservedObject var presenter: DetailViewPresenter

    var body: some View {
        Text("Detail")
    }
}

// file: Shared/Interactor/DetailViewInteractor.swift
final class DetailViewInteractor {}
