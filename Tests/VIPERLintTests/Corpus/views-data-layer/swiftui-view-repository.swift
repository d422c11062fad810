// file: Modules/Library/LibraryView.swift
import SwiftUI

struct LibraryView: View {
    @ObservedObject var presenter: LibraryPresenter
    let repository: BooksRepository // expect: view-talks-to-presenter-only

    var body: some View {
        List(presenter.books, id: \.self) { book in
            Text(book)
        }
    }
}
