// file: Modules/Broken/BrokenPresenter.swift
final class BrokenPresenter {
    func present( // expect: parse-error
}
