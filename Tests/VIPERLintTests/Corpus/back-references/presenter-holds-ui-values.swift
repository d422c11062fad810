// file: Gallery/GalleryPresenter.swift
import UIKit // expect: no-ui-import-in-logic

final class GalleryPresenter {
    weak var view: GalleryViewInput?
    private var thumbnails: [UIImage] = []
    private let placeholder: UIImage?
    var viewModel: GalleryViewModel?
    var viewState: GalleryViewState = .idle

    init(placeholder: UIImage?) {
        self.placeholder = placeholder
    }
}
