// file: App/Globals.swift
import FirebaseFirestore

let database = Firestore.firestore()
// file: Modules/Feed/FeedInteractor.swift
import Foundation

final class FeedInteractor {
    weak var output: FeedInteractorOutput?

    func loadPosts() {
        database.collection("posts").getDocuments { [weak self] snapshot, _ in // expect: protocol-typed-dependencies
            self?.output?.didLoad(count: snapshot?.documents.count ?? 0)
        }
    }
}
