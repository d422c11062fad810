// file: App/Entities/Category.swift
import UIKit // expect: no-ui-import-in-logic

struct Category: Codable {
    let id: Int
    let name: String
}
