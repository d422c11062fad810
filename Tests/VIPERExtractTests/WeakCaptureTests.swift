import Testing
@testable import VIPERExtract

@Suite("Escaping closures that move out of the View capture self weakly")
struct WeakCaptureTests {
    private let source = """
        import UIKit

        final class StockViewController: UIViewController {
            @IBOutlet weak var priceLabel: UILabel!
            private let quotes: QuoteService = QuoteService()

            override func viewDidLoad() {
                super.viewDidLoad()
                refresh()
            }

            private func refresh() {
                quotes.latest { price in
                    self.priceLoaded(price)
                }
            }

            private var lastPrice: Double = 0

            private func priceLoaded(_ price: Double) {
                lastPrice = price
                showPrice()
            }

            private func showPrice() {
                priceLabel.text = "\\(lastPrice)"
            }
        }
        """

    @Test("a strong capture in a closure moved to the Interactor becomes [weak self] with guard let self")
    func interactorCapturesWeakly() throws {
        let extraction = try ViewControllerExtractor.extract(source: source, path: "StockViewController.swift")
        #expect(extraction.placements.first { $0.member == "func refresh()" }?.role == .interactor)
        #expect(extraction.manualSteps.isEmpty)
        let interactor = try #require(extraction.files.first { $0.path == "StockInteractor.swift" }).contents
        #expect(interactor.contains("quotes.latest { [weak self] price in"))
        #expect(interactor.contains("guard let self else { return }\n            self.output?.priceLoaded(price)"))
    }

    @Test("a closure that already captures self is left as written")
    func explicitCaptureIsKept() {
        let text = "final class A {\n    func f() {\n        run { [self] in\n            self.g()\n        }\n    }\n}\n"
        #expect(WeakSelfCapture.rewritten(text, at: [(3, 13)]) == text)
    }

    @Test("a closure without a signature gains one")
    func bareClosureGainsSignature() {
        let text = "final class A {\n    func f() {\n        run {\n            self.g()\n        }\n    }\n}\n"
        let rewritten = WeakSelfCapture.rewritten(text, at: [(3, 13)])
        #expect(rewritten.contains("run { [weak self] in\n            guard let self else { return }\n            self.g()"))
    }
}
