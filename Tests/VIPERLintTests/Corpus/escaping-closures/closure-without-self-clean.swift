// file: Modules/Upload/UploadInteractor.swift
final class UploadInteractor {
    weak var output: UploadInteractorOutput?
    private let uploader: Uploading

    init(uploader: Uploading) {
        self.uploader = uploader
    }

    func upload(_ data: [UInt8], completion: @escaping (Bool) -> Void) {
        uploader.upload(data) { result in
            completion(result)
        }
    }
}
