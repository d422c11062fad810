import Foundation
import Testing
@testable import VIPERExtract

extension Corpus {
    /// Every screen folder with its view controller file.
    static var screens: [(folder: String, file: String)] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return folders.sorted().compactMap { name in
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(name).path)) ?? []
            return files.first { $0.hasSuffix("ViewController.swift") }.map { (name, $0) }
        }
    }
}

@Suite("The corpus of MVC screens extracts with nothing lost")
struct CorpusTests {
    @Test("the corpus holds at least twenty screens")
    func corpusSize() {
        #expect(Corpus.screens.count >= 20)
    }

    @Test("every screen extracts, and every member is placed once", arguments: Corpus.screens.map(\.folder))
    func screenExtracts(_ folder: String) throws {
        let file = try #require(Corpus.screens.first { $0.folder == folder }?.file)
        let text = try Corpus.text(folder, file)
        let extraction = try ViewControllerExtractor.extract(source: text, path: file)
        let source = try ViewControllerSource(text: text, path: file, typeName: nil)
        #expect(extraction.placements.map(\.member) == source.members.map(\.title))
        #expect(extraction.files.count == 6)
        #expect(extraction.files[0].path == file)
    }

    @Test("a screen whose pieces share state across roles lists manual steps with reasons")
    func paginatedFeedNeedsManualSteps() throws {
        let extraction = try ViewControllerExtractor.extract(
            source: try Corpus.text("PaginatedFeed", "FeedViewController.swift"), path: "Feed.swift")
        let loader = try #require(extraction.placements.first { $0.member == "func loadNextPage()" })
        #expect(loader.role == .view)
        #expect(loader.manualStep?.contains("isLoading") == true)
    }

    @Test("a UIKit callback that also navigates and uploads stays in the View as a manual step")
    func pickerCallbackIsManual() throws {
        let extraction = try ViewControllerExtractor.extract(
            source: try Corpus.text("PhotoPicker", "AvatarViewController.swift"), path: "Avatar.swift")
        let callback = try #require(
            extraction.placements.first { $0.member.hasPrefix("func imagePickerController(_ picker: UIImagePickerController, didFinish") })
        #expect(callback.role == .view)
        #expect(callback.manualStep?.contains("UIKit callback") == true)
    }

    @Test("a method that hands the view controller to UIKit never leaves it")
    func handingOverSelfStaysInView() throws {
        let extraction = try ViewControllerExtractor.extract(
            source: try Corpus.text("PhotoPicker", "AvatarViewController.swift"), path: "Avatar.swift")
        #expect(extraction.placements.first { $0.member == "func showPicker()" }?.role == .view)
    }

    @Test("the Objective-C style screen keeps its selectors' targets in the View")
    func selectorsStayInView() throws {
        let extraction = try ViewControllerExtractor.extract(
            source: try Corpus.text("LegacyCounter", "CounterViewController.swift"), path: "Counter.swift")
        #expect(extraction.placements.first { $0.member == "func incrementTapped(_ sender: UIButton)" }?.role == .view)
        #expect(extraction.placements.first { $0.member == "func save(_ count: Int)" }?.role == .interactor)
        let interactor = try #require(extraction.files.first { $0.path == "CounterInteractor.swift" })
        #expect(interactor.contents.contains("CounterStore.shared.count = count"))
    }
}
