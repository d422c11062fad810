// file: Modules/Analytics/AnalyticsPresenter.swift
import Foundation

enum AnalyticsPeriod {
    case week, month
    static let `default` = AnalyticsPeriod.week
}

enum Constants {
    static let pageSize = 20
    static let baseURL = URL(string: "https://example.com")!
}

final class AnalyticsPresenter {
    weak var view: AnalyticsViewInput?
    private var period = AnalyticsPeriod.default
    private let pageSize = Constants.pageSize
    private let calendar = Calendar.current
    private let locale = Locale.current

    func didAppear() {
        DispatchQueue.main.async { [weak self] in
            self?.view?.render(period: AnalyticsPeriod.week)
        }
        view?.show(url: Constants.baseURL.appendingPathComponent("stats"))
    }
}
