// file: Chat/Chats/ChatsListTableViewCell.swift
import UIKit

final class ChatsListTableViewCell: UITableViewCell {
    @IBOutlet private weak var nameLabel: UILabel!
    @IBOutlet private weak var avatarView: UIImageView!

    func configure(jid: String) {
        if let user = Cache.shared.user(jid: jid) { // expect: view-talks-to-presenter-only
            nameLabel.text = user.name
        }
        avatarView.image = AvatarManager.instance.avatar(for: jid) // expect: view-talks-to-presenter-only
        avatarView.layer.cornerRadius = 20
    }
}
// file: Chat/Chats/LikeButton.swift
import UIKit

final class LikeButton: UIButton {
    var postID = ""

    @objc private func tapped() {
        APIManager.social.like(postID) { [weak self] isLiked in // expect: view-talks-to-presenter-only
            self?.isSelected = isLiked
        }
    }
}
