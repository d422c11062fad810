// file: Features/Messages/MessagesInteractor.swift
import Foundation
import FirebaseFirestore

final class MessagesInteractor {
    weak var output: MessagesInteractorOutput?
    private let collection: CollectionReference
    private var listener: ListenerRegistration?

    init(collection: CollectionReference) {
        self.collection = collection
    }

    func startListening() {
        listener = collection.addSnapshotListener { snapshot, error in // expect: weak-self-in-escaping-closures
            self.output?.didReceive(snapshot?.documents.count ?? 0)
        }
    }
}
