// file: Modules/Intro/IntroViewController.swift
import UIKit

final class IntroViewController: UIViewController {
    var presenter: IntroViewOutput?

    func makePager() -> UIPageViewController {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let firstPage = UIViewController()
        pager.setViewControllers([firstPage], direction: .forward, animated: false)
        return pager
    }
}
