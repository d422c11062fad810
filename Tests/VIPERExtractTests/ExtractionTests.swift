import Foundation
import Testing
@testable import VIPERExtract

/// The corpus of MVC view controllers under `Corpus/`, one folder per screen.
enum Corpus {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Corpus")

    /// The text of `file` in the screen folder `screen`.
    static func text(_ screen: String, _ file: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(screen).appendingPathComponent(file), encoding: .utf8)
    }
}

@Suite("viper extract splits a view controller by what each member touches")
struct ExtractionTests {
    private func itemsTable() throws -> Extraction {
        try ViewControllerExtractor.extract(
            source: try Corpus.text("ItemsTable", "ItemsViewController.swift"), path: "ItemsViewController.swift")
    }

    private func role(of member: String, in extraction: Extraction) -> ExtractRole? {
        extraction.placements.first { $0.member == member }?.role
    }

    @Test("outlets and UIKit callbacks stay in the View")
    func uikitStaysInView() throws {
        let extraction = try itemsTable()
        #expect(role(of: "var tableView", in: extraction) == .view)
        #expect(role(of: "func viewDidLoad()", in: extraction) == .view)
        #expect(role(of: "func showItems()", in: extraction) == .view)
    }

    @Test("state and formatting go to the Presenter, services to the Interactor, navigation to the Router")
    func logicLeavesTheView() throws {
        let extraction = try itemsTable()
        #expect(role(of: "var items", in: extraction) == .presenter)
        #expect(role(of: "func summary()", in: extraction) == .presenter)
        #expect(role(of: "let service", in: extraction) == .interactor)
        #expect(role(of: "func fetchItems()", in: extraction) == .interactor)
        #expect(role(of: "func showDetail(of item: Item)", in: extraction) == .router)
        #expect(extraction.manualSteps.isEmpty)
    }

    @Test("the View reaches moved members through its presenter")
    func viewGoesThroughPresenter() throws {
        let view = try itemsTable().files[0].contents
        #expect(view.contains("presenter.showDetail(of: presenter.items[indexPath.row])"))
        #expect(view.contains("lazy var presenter: any ItemsPresentation = ItemsAssembly.presenter(for: self)"))
        #expect(!view.contains("private let service"))
    }

    @Test("the Interactor answers through its weak output")
    func interactorAnswersThroughOutput() throws {
        let interactor = try itemsTable().files.first { $0.path == "ItemsInteractor.swift" }?.contents ?? ""
        #expect(interactor.contains("weak var output: (any ItemsInteractorOutput)?"))
        #expect(interactor.contains("self?.output?.itemsLoaded(items)"))
        #expect(!interactor.contains("import UIKit"))
    }

    @Test("a file without a view controller is refused with the reason")
    func refusesWithoutViewController() {
        #expect(throws: ExtractError.noViewController(path: "Model.swift", asked: nil, found: [])) {
            try ViewControllerExtractor.extract(source: "struct Model {}\n", path: "Model.swift")
        }
    }

    @Test("a file that does not parse is refused")
    func refusesBrokenSource() {
        #expect(throws: ExtractError.self) {
            try ViewControllerExtractor.extract(source: "final class A: UIViewController { func f( }\n", path: "A.swift")
        }
    }

    @Test("a moved member keeps its attribute on its own line when `private` is dropped")
    func attributeKeepsItsLine() throws {
        let source = """
            import UIKit

            final class TimerViewController: UIViewController {
                private var ticks = 0

                @discardableResult
                private func tick() -> Int {
                    ticks += 1
                    return ticks
                }
            }
            """
        let presenter = try ViewControllerExtractor.extract(source: source, path: "Timer.swift").files.first {
            $0.path == "TimerPresenter.swift"
        }
        #expect(presenter?.contents.contains("    @discardableResult\n    func tick() -> Int {") == true)
    }

    @Test("a nested type's body is left as it is")
    func nestedTypesAreNotRewritten() throws {
        let source = """
            import UIKit

            final class RowsViewController: UIViewController {
                enum Row { case refresh; static let all = [refresh] }
                private var rows: [Row] = Row.all

                private func refresh() {
                    rows = Row.all
                }
            }
            """
        let view = try ViewControllerExtractor.extract(source: source, path: "Rows.swift").files[0].contents
        #expect(view.contains("enum Row { case refresh; static let all = [refresh] }"))
    }
}
