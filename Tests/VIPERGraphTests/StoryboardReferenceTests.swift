import Foundation
import Testing
import ToolTestSupport
import VIPERGraph
import VIPERSyntax

/// Apps with a storyboard per module: segues to another storyboard's scene through a reference,
/// scenes set up by an object of their module, a storyboard that starts with a plain tab bar,
/// and storyboards kept in folders inside a folder of resources.
@Suite("Storyboard references")
struct StoryboardReferenceTests {
    /// Home, Detail and History, each with its Presenter and Interactor; Detail's view controller
    /// is spelled apart from its module (`DetailsScreenViewController`, in `Details.storyboard`)
    /// and kept with the app's views, as apps sometimes do.
    private let swift = [
        LoadedSource(path: "App/AppDelegate.swift", text: "final class AppDelegate: UIResponder {}"),
        LoadedSource(path: "App/Home/HomePresenter.swift", text: "final class HomePresenter {}"),
        LoadedSource(path: "App/Home/HomeInteractor.swift", text: "final class HomeInteractor {}"),
        LoadedSource(path: "App/Home/HomeViewController.swift", text: "final class HomeViewController: UIViewController {}"),
        LoadedSource(path: "App/Detail/DetailPresenter.swift", text: "final class DetailPresenter {}"),
        LoadedSource(path: "App/Detail/DetailInteractor.swift", text: "final class DetailInteractor {}"),
        LoadedSource(path: "App/Detail/DetailModuleInitializer.swift", text: "final class DetailModuleInitializer: NSObject {}"),
        LoadedSource(
            path: "App/Views/DetailsScreenViewController.swift", text: "final class DetailsScreenViewController: UIViewController {}"),
        LoadedSource(path: "App/History/HistoryPresenter.swift", text: "final class HistoryPresenter {}"),
        LoadedSource(path: "App/History/HistoryInteractor.swift", text: "final class HistoryInteractor {}"),
        LoadedSource(path: "App/History/HistoryViewController.swift", text: "final class HistoryViewController: UIViewController {}"),
    ]

    /// Home shows Detail by a segue to a reference to `Details.storyboard` (its initial scene)
    /// and History by a reference that names History's scene.
    private let home = LoadedSource(
        path: "App/Storyboards/Home.storyboard",
        text: """
            <document initialViewController="home-1"><scenes>
            <scene sceneID="s1"><objects>
            <viewController id="home-1" customClass="HomeViewController" sceneMemberID="viewController">
                <connections>
                    <segue destination="ref-1" kind="show" identifier="openDetail" id="g1"/>
                    <segue destination="ref-2" kind="presentation" identifier="openHistory" id="g2"/>
                </connections>
            </viewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
            <viewControllerPlaceholder storyboardName="Details" id="ref-1" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s3"><objects>
            <viewControllerPlaceholder storyboardName="History" referencedIdentifier="historyScene" id="ref-2" sceneMemberID="viewController"/>
            </objects></scene>
            </scenes></document>
            """)

    /// Detail's scene, whose class names no module: the initializer object in the scene does.
    private let detail = LoadedSource(
        path: "App/Storyboards/Details.storyboard",
        text: """
            <document initialViewController="nav-1"><scenes>
            <scene sceneID="s1"><objects>
            <navigationController id="nav-1" sceneMemberID="viewController">
                <connections><segue destination="detail-1" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
            <viewController id="detail-1" customClass="DetailsScreenViewController" sceneMemberID="viewController"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="fr-1" sceneMemberID="firstResponder"/>
            <customObject id="init-1" customClass="DetailModuleInitializer" customModule="App"/>
            </objects></scene>
            </scenes></document>
            """)

    private let history = LoadedSource(
        path: "App/Storyboards/History/History.storyboard",
        text: """
            <document><scenes>
            <scene sceneID="s1"><objects>
            <viewController storyboardIdentifier="historyScene" id="history-1" customClass="HistoryViewController" sceneMemberID="viewController"/>
            </objects></scene>
            </scenes></document>
            """)

    /// A storyboard that starts with UIKit's own tab bar controller holding Home and History.
    private let tabs = LoadedSource(
        path: "App/Storyboards/Tabs.storyboard",
        text: """
            <document initialViewController="tabs-1"><scenes>
            <scene sceneID="s1"><objects>
            <tabBarController id="tabs-1" sceneMemberID="viewController">
                <connections>
                    <segue destination="ref-1" kind="relationship" relationship="viewControllers" id="t1"/>
                    <segue destination="ref-2" kind="relationship" relationship="viewControllers" id="t2"/>
                </connections>
            </tabBarController>
            </objects></scene>
            <scene sceneID="s2"><objects>
            <viewControllerPlaceholder storyboardName="Home" id="ref-1" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s3"><objects>
            <viewControllerPlaceholder storyboardName="History" referencedIdentifier="historyScene" id="ref-2" sceneMemberID="viewController"/>
            </objects></scene>
            </scenes></document>
            """)

    @Test("a segue to a storyboard reference leads to the scene it names, or to that storyboard's initial scene")
    func referencedScenes() {
        let interface = InterfaceFiles(storyboards: [home, detail, history], infoPlists: [])
        let graph = GraphReader.read(swift, interface: interface).graph
        #expect(
            graph.edges.filter { $0.from == "Home" }
                == [
                    ModuleEdge(from: "Home", to: "Detail", kind: .push, route: nil),
                    ModuleEdge(from: "Home", to: "History", kind: .present, route: nil),
                ])
    }

    @Test("a scene whose class names no module belongs to the module whose object sets it up")
    func sceneSetUpByItsModule() {
        let withoutObject = LoadedSource(
            path: detail.path, text: detail.text.replacingOccurrences(of: "DetailModuleInitializer", with: "Spinner"))
        let interface = { (detail: LoadedSource) in InterfaceFiles(storyboards: [self.home, detail, self.history], infoPlists: []) }
        #expect(pairs(GraphReader.read(swift, interface: interface(detail)).graph).contains("Home -> Detail"))
        #expect(!pairs(GraphReader.read(swift, interface: interface(withoutObject)).graph).contains("Home -> Detail"))
    }

    @Test(
        "a storyboard that starts with UIKit's tab bar controller is a screen named for it, holding its tabs; code that loads it shows it")
    func plainTabBarStoryboard() {
        let login =
            module("Login", folder: "App")
            + [
                (
                    "App/Login/LoginRouter.swift",
                    """
                    final class LoginRouter {
                        func finish() { window?.rootViewController = UIStoryboard(name: "Tabs", bundle: nil).instantiateInitialViewController() }
                    }
                    """
                )
            ]
        let sources = swift + login.map { LoadedSource(path: $0.0, text: $0.1) }
        let graph = GraphReader.read(sources, interface: InterfaceFiles(storyboards: [home, history, tabs], infoPlists: [])).graph
        #expect(pairs(graph).isSuperset(of: ["Tabs -> Home", "Tabs -> History", "Login -> Tabs"]))
        #expect(!graph.findings.contains { $0.subject == "Home" || $0.subject == "History" })
        // The storyboard the app launches with is the app's own start, not a screen of its own.
        let launched = InterfaceFiles(
            storyboards: [home, history, tabs],
            infoPlists: [LoadedSource(path: "App/Info.plist", text: "<dict><key>UIMainStoryboardFile</key>\n<string>Tabs</string></dict>")])
        #expect(pairs(GraphReader.read(sources, interface: launched).graph).isSuperset(of: ["App -> Home", "App -> History"]))
    }

    @Test("storyboards in folders inside a folder of resources are found, three levels deep; an asset catalog is not entered")
    func nestedResourceFolders() throws {
        let scratch = try TemporaryDirectory()
        for source in swift { try scratch.write(source.text, to: source.path) }
        try scratch.write(home.text, to: home.path)
        try scratch.write(detail.text, to: "App/Storyboards/Screens/Detail/Details.storyboard")
        try scratch.write(history.text, to: "App/Storyboards/Assets.xcassets/History.storyboard")
        let interface = InterfaceFiles.besides(swift, relativeTo: scratch.url.path)
        let nestedDetail = LoadedSource(path: "App/Storyboards/Screens/Detail/Details.storyboard", text: detail.text)
        #expect(interface == InterfaceFiles(storyboards: [home, nestedDetail], infoPlists: []))
    }
}
