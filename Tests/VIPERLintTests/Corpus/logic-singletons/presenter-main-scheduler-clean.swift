// file: Modules/Prices/PricesPresenter.swift
import RxSwift

final class PricesPresenter {
    weak var view: PricesViewInput?
    private let prices: Observable<[Double]>
    private let disposeBag = DisposeBag()

    init(prices: Observable<[Double]>) {
        self.prices = prices
    }

    func viewDidLoad() {
        prices
            .observe(on: MainScheduler.instance)
            .subscribe(onNext: { [weak self] values in self?.view?.show(values) })
            .disposed(by: disposeBag)
    }
}
