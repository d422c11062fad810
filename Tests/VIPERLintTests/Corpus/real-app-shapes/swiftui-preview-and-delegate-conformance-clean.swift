// file: Common/View/BadgeView.swift
import SwiftUI

struct BadgeView: View {
    let text: String
    var body: some View { Text(text) }
}

struct BadgeView_Preview: PreviewProvider {
    static var previews: some View { BadgeView(text: "New") }
}
