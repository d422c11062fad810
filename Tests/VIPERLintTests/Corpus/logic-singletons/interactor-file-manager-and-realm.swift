// file: Modules/Export/ExportInteractor.swift
import Foundation
import RealmSwift

final class ExportInteractor {
    weak var output: ExportInteractorOutput?
    private let realm: Realm

    init(realm: Realm) {
        self.realm = realm
    }

    func export() {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("export.json") // expect: protocol-typed-dependencies
        try? realm.write {
            self.output?.willExport(to: url)
        }
    }
}
