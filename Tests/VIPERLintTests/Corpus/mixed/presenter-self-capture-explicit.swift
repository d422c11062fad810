// file: Modules/Quiz/QuizPresenter.swift
final class QuizPresenter {
    weak var view: QuizViewInput?
    private let interactor: QuizInteractorInput

    init(interactor: QuizInteractorInput) {
        self.interactor = interactor
    }

    func next() {
        interactor.loadQuestion { [self] question in // expect: weak-self-in-escaping-closures
            view?.show(question)
        }
    }
}
