// file: MyGoal/Modules/GoalsList/Interactor/GoalsListInteractor.swift
import Foundation

final class GoalsListInteractor {
    weak var output: GoalsListInteractorOutput!

    func obtainGoals() {
        output.didObtain(goals: GoalService.allGoals()) // expect: protocol-typed-dependencies
    }
}
