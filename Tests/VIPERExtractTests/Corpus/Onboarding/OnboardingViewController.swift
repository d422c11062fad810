import UIKit

/// Three onboarding pages; finishing or skipping remembers it and closes the screen.
final class OnboardingViewController: UIViewController {
    @IBOutlet weak var pageLabel: UILabel!
    @IBOutlet weak var nextButton: UIButton!

    private let pages = ["Track your runs", "Share with friends", "Reach your goals"]
    private var pageIndex = 0
    private let defaults = UserDefaults.standard

    override func viewDidLoad() {
        super.viewDidLoad()
        showPage()
    }

    @IBAction func nextTapped(_ sender: Any) {
        if isLastPage() {
            finish()
        } else {
            advance()
            showPage()
        }
    }

    @IBAction func skipTapped(_ sender: Any) {
        finish()
    }

    private func isLastPage() -> Bool {
        pageIndex == pages.count - 1
    }

    private func advance() {
        pageIndex += 1
    }

    private func showPage() {
        pageLabel.text = pages[pageIndex]
        nextButton.setTitle(isLastPage() ? "Start" : "Next", for: .normal)
    }

    private func finish() {
        rememberOnboarded()
        close()
    }

    private func rememberOnboarded() {
        defaults.set(true, forKey: "onboarded")
    }

    private func close() {
        dismiss(animated: true)
    }
}
