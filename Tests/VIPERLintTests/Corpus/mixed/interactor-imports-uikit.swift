// file: Modules/Avatar/AvatarInteractor.swift
import UIKit // expect: no-ui-import-in-logic

final class AvatarInteractor {
    weak var output: AvatarInteractorOutput?

    func resize(_ image: UIImage) -> UIImage {
        image
    }
}
