import Testing
@testable import VIPERExtract

@Suite("A method that mixes roles is split into a chain, or refused with the reason")
struct SplittingTests {
    private func voucher() throws -> Extraction {
        try ViewControllerExtractor.extract(
            source: try Corpus.text("RedeemVoucher", "VoucherViewController.swift"), path: "VoucherViewController.swift")
    }

    private func file(_ name: String, of extraction: Extraction) throws -> String {
        try #require(extraction.files.first { $0.path == name }).contents
    }

    @Test("an action that validates, calls a service and renders and navigates on completion becomes a chain")
    func actionBecomesChain() throws {
        let extraction = try voucher()
        let action = try #require(extraction.placements.first { $0.member == "func redeemTapped(_ sender: Any)" })
        #expect(action.role == .view)
        #expect(action.manualStep == nil)
        #expect(extraction.manualSteps.isEmpty)
        let view = try file("VoucherViewController.swift", of: extraction)
        #expect(view.contains("let code = (codeField.text ?? \"\").uppercased()\n        presenter.didRedeemTapped(code: code)\n    }"))
        #expect(view.contains("func renderRedeemTapped() {"))
        #expect(view.contains("statusLabel.text = \"A code has 8 characters (attempt \\(presenter.attempts)).\""))
        let presenter = try file("VoucherPresenter.swift", of: extraction)
        #expect(presenter.contains("func didRedeemTapped(code: String) {"))
        #expect(presenter.contains("guard code.count == 8 else {\n            view?.renderRedeemTapped()\n            return\n        }"))
        #expect(presenter.contains("interactor.performRedeemTapped(code: code)"))
        #expect(presenter.contains("func redeemTappedFinished(credit: Int) {"))
        #expect(presenter.contains("router.routeRedeemTapped(credit: credit)"))
        let interactor = try file("VoucherInteractor.swift", of: extraction)
        #expect(interactor.contains("vouchers.redeem(code) { [weak self] (credit: Int) in"))
        #expect(interactor.contains("guard let self else { return }"))
        #expect(interactor.contains("self.output?.redeemTappedFinished(credit: credit)"))
        let router = try file("VoucherRouter.swift", of: extraction)
        #expect(router.contains("let wallet = WalletViewController(credit: credit)"))
        #expect(router.contains("viewController?.navigationController?.pushViewController(wallet, animated: true)"))
        let contracts = try file("VoucherContracts.swift", of: extraction)
        #expect(contracts.contains("protocol VoucherInteractorOutput: AnyObject {\n    func redeemTappedFinished(credit: Int)\n}"))
    }

    private func refusal(_ body: String, member: String) throws -> String? {
        let source = """
            import UIKit

            final class NoteViewController: UIViewController {
                @IBOutlet weak var label: UILabel!
                private let store: NoteStore = NoteStore()
                private var edits = 0
            \(body)
            }
            """
        let extraction = try ViewControllerExtractor.extract(source: source, path: "NoteViewController.swift")
        return extraction.placements.first { $0.member == member }?.manualStep
    }

    @Test("a part that would need another role's state is refused: shared mutable state")
    func sharedStateIsRefused() throws {
        let step = try refusal(
            """
                @IBAction func save(_ sender: Any) {
                    edits += 1
                    label.text = "Saved"
                    store.save(edits)
                }
            """, member: "func save(_ sender: Any)")
        #expect(step?.contains("not split into a chain: its Interactor part needs `edits`, which stays in the Presenter") == true)
    }

    @Test("a method taking a value inout is refused")
    func inoutIsRefused() throws {
        let step = try refusal(
            """
                func adjust(_ value: inout Int) {
                    label.text = "\\(value)"
                    store.save(value)
                }
            """, member: "func adjust(_ value: inout Int)")
        #expect(step?.contains("not split into a chain: it takes `value` inout") == true)
    }

    @Test("a closure that touches views and services in one statement is refused")
    func mixedClosureIsRefused() throws {
        let step = try refusal(
            """
                @IBAction func refresh(_ sender: Any) {
                    store.load { (count: Int) in
                        self.label.text = self.store.describe(count)
                    }
                }
            """, member: "func refresh(_ sender: Any)")
        #expect(step?.contains("mixes View and Interactor work in one statement") == true)
    }

    @Test("a value whose type is not written is refused, naming it")
    func untypedValueIsRefused() throws {
        let step = try refusal(
            """
                @IBAction func refresh(_ sender: Any) {
                    store.load { count in
                        self.label.text = "\\(count)"
                    }
                }
            """, member: "func refresh(_ sender: Any)")
        #expect(step?.contains("the completion's `count` has no written type") == true)
    }
}
