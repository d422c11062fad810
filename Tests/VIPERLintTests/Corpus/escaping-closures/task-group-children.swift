// file: Modules/Details/DetailsInteractor.swift
import Foundation

final class DetailsInteractor {
    weak var output: DetailsInteractorOutput?
    private let jobs: JobQueueing

    init(jobs: JobQueueing) {
        self.jobs = jobs
    }

    func loadAll() async {
        await withTaskGroup(of: Void.self) { group in
            group.addTask(priority: .background) {
                await self.loadCredits()
            }
            group.addTaskUnlessCancelled {
                await self.loadReviews()
            }
        }
        jobs.addTask { // expect: weak-self-in-escaping-closures
            self.output?.didQueue()
        }
    }

    private func loadCredits() async {}
    private func loadReviews() async {}
}
