import UIKit

/// A chat thread: lists messages and sends new ones.
final class ChatViewController: UIViewController, UITableViewDataSource {
    @IBOutlet weak var messagesTable: UITableView!
    @IBOutlet weak var composeField: UITextField!
    @IBOutlet weak var sendButton: UIButton!

    var threadID = "general"
    private let client: MessageClient = MessageClient()
    private var messages: [ChatMessage] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        messagesTable.dataSource = self
        title = "#\(threadID)"
        client.history(of: threadID) { [weak self] history in
            self?.messages = history
            self?.messagesTable.reloadData()
        }
    }

    @IBAction func sendTapped(_ sender: Any) {
        guard let text = composeField.text, !text.isEmpty else { return }
        composeField.text = ""
        client.send(text, to: threadID)
        messages.append(ChatMessage(author: "me", text: text))
        messagesTable.reloadData()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
        let message = messages[indexPath.row]
        cell.textLabel?.text = "\(message.author): \(message.text)"
        return cell
    }
}
