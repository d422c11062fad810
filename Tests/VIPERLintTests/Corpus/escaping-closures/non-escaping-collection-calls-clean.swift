// file: Modules/Stats/StatsPresenter.swift
import Foundation

final class StatsPresenter {
    weak var view: StatsViewInput?
    private var values: [Double] = []
    private let lock = NSLock()

    func render() {
        let labels = values.map { self.format($0) }
        let positive = values.filter { $0 > self.threshold }
        let total = values.reduce(0) { $0 + self.weight($1) }
        let sorted = values.sorted { self.weight($0) < self.weight($1) }
        let hasZero = values.contains { $0 == self.threshold }
        let first = values.first(where: { $0 > self.threshold })
        values.forEach { self.log($0) }
        let snapshot = lock.withLock { self.values }
        let grouped = Dictionary(grouping: values, by: { self.bucket($0) })
        let allValid = values.allSatisfy { $0 >= self.threshold }
        view?.show(labels: labels, positive: positive, total: total, sorted: sorted,
                   hasZero: hasZero, first: first, snapshot: snapshot, grouped: grouped.count, allValid: allValid)
    }

    private var threshold: Double { 0 }
    private func format(_ value: Double) -> String { "\(value)" }
    private func weight(_ value: Double) -> Double { value }
    private func bucket(_ value: Double) -> Int { Int(value) }
    private func log(_ value: Double) {}
}
