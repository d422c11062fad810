// file: Modules/Sheet/SheetView.swift
import SwiftUI

struct SheetView: View {
    @Environment(\.dismiss) private var dismiss
    @ObservedObject var presenter: SheetPresenter

    var body: some View {
        Button("Close") {
            dismiss()
        }
    }
}
