// file: Common/ViewController/Picker/ViewModel/SortOption.swift
enum SortOption: Equatable {
    case newest, oldest
}
// file: Modules/Pools/PoolsPresenter.swift
final class PoolsPresenter {
    weak var view: PoolsViewInput?
    private var sort: SortOption?

    func didSelect(_ option: SortOption) {
        sort = option
    }
}
