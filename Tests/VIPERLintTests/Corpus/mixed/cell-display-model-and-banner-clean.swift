// file: Tracks/TrackListModule/Cell/TrackListCellModel.swift
import Foundation
import UIKit

struct TrackListCellModel {
    var track: TrackDetail
    var cover: UIImage?

    init(track: TrackDetail) {
        self.track = track
    }
}
// file: Tracks/TrackListModule/Cell/TrackListCellView.swift
import UIKit

final class TrackListCellView: UITableViewCell {
    func configure(with model: TrackListCellModel) {
        imageView?.image = model.cover
    }
}
// file: Core/Models/Toast.swift
import Foundation
import UIKit

class Toast {
    let style: ToastViewStyle
    let title: String
    var next: Toast?

    init(style: ToastViewStyle, title: String) {
        self.style = style
        self.title = title
    }
}

extension Array where Element: Toast {
    func showAll(onto view: UIView) {
        for (index, toast) in enumerated() where index + 1 < count {
            toast.next = self[index + 1]
        }
        if let first = first {
            ToastViewBase.show(onto: view, using: first)
        }
    }
}
// file: Core/Models/ShadowedCardView.swift
import UIKit

final class ShadowedCardModel: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowOpacity = 0.2
    }
}
