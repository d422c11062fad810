// file: Common/Sheet/SheetHeightProvider.swift
import UIKit

protocol SheetHeightProvider: AnyObject {
    var preferredHeight: CGFloat { get }
}

final class ListHeightProvider: SheetHeightProvider {
    var preferredHeight: CGFloat { 320 }
}
// file: Modules/Filters/FiltersViewController.swift
import UIKit

final class FiltersViewController: UIViewController, SheetHeightProvider {
    var presenter: FiltersViewOutput?
    weak var heightProvider: SheetHeightProvider?
    private let listHeight = ListHeightProvider()

    var preferredHeight: CGFloat { listHeight.preferredHeight }
}
