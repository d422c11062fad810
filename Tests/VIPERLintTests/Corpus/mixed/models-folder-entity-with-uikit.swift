// file: Core/Models/Track.swift
import Foundation
import UIKit // expect: no-ui-import-in-logic

final class Track {
    let title: String
    var cover: UIImage?

    init(title: String) {
        self.title = title
    }
}

extension Array where Element: Track {
    var titles: [String] { map(\.title) }
}
// file: Tracks/TrackDetailModule/TrackDetailModel.swift
import Combine
import UIKit // expect: no-ui-import-in-logic

final class TrackDetailModel {
    @Published var track: Track?
    @Published var cover: UIImage?
}
