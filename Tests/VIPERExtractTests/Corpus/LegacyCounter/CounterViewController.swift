import UIKit

/// An older screen in the Objective-C style: target–action with selectors, a bar button, and
/// the count saved through a shared store.
class CounterViewController: UIViewController {
    @IBOutlet var countLabel: UILabel!
    @IBOutlet var incrementButton: UIButton!

    private var count: Int = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        self.count = self.storedCount()
        self.incrementButton.addTarget(self, action: #selector(incrementTapped(_:)), for: .touchUpInside)
        self.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Reset", style: .plain, target: self, action: #selector(resetTapped))
        self.updateLabel()
    }

    @objc func incrementTapped(_ sender: UIButton) {
        self.count += 1
        self.save(self.count)
        self.updateLabel()
    }

    @objc func resetTapped() {
        self.count = 0
        self.save(self.count)
        self.updateLabel()
    }

    func updateLabel() {
        self.countLabel.text = self.labelText(for: self.count)
    }

    private func labelText(for count: Int) -> String {
        return count == 1 ? "Tapped once" : String(format: "Tapped %d times", count)
    }

    private func storedCount() -> Int {
        return CounterStore.shared.count
    }

    private func save(_ count: Int) {
        CounterStore.shared.count = count
    }
}
