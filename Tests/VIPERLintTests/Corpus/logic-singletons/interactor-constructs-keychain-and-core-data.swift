// file: Modules/Session/SessionInteractor.swift
import Foundation

final class SessionInteractor {
    weak var output: SessionInteractorOutput?
    private let keychain = KeychainWrapper() // expect: protocol-typed-dependencies

    func signOut() {
        keychain.removeAll()
        let stack = CoreDataStack(modelName: "Model") // expect: protocol-typed-dependencies
        stack.wipe()
        output?.didSignOut()
    }
}
