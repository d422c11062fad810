// file: Modules/Gallery/GalleryViewController.swift
import UIKit

final class GalleryViewController: UIViewController {
    var presenter: GalleryPresenterInput?
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    func reload() {
        DispatchQueue.main.async {
            self.collectionView.reloadData()
        }
    }
}
