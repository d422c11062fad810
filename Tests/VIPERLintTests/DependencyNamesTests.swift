import Testing
import ToolTestSupport
@testable import VIPERLint

@Suite("Data-layer names")
struct DependencyNamesTests {
    /// Names of every shape the rules meet: data-layer words, UI words, framework prefixes,
    /// acronyms, digits, underscores, one letter, none.
    static let names = [
        "", "A", "a", "UI", "UIA", "UIView", "UIManager", "NSUserDefaults", "SCNNode", "SCNManager", "MTLDevice",
        "AVAudioSession", "CLLocationManager", "PHImageManager", "URLSession", "UserDefaults", "APIManager",
        "APIClient", "APIClient2", "HTTPClient", "NetworkManager", "DBChatStore", "CoreDataStack", "RealmDB",
        "MyRealmWrapper", "FirebaseAuth", "KeychainWrapper", "ThemeManager", "KeyboardManager", "ImageCache",
        "AnalyticsManager", "AnalyticsService", "ProfileRepository", "SettingsStore", "AppSettings", "X1Service",
        "Service", "service", "userservice", "Service_Manager", "a1B2", "ABCDef", "ABCService", "DataStore",
        "UIKitDatabase", "LoginViewController", "LoginPresenter", "LoginInteractor", "Storage", "CellStyle",
        "GLKit", "GLKService", "ARSession", "ARsession", "NSNumber", "UINavigationManager", "TrackingProvider",
    ]

    @Test(
        "names that say what they are",
        arguments: [
            ("NetworkManager", true), ("APIClient", true), ("URLSession", true), ("UserDefaults", true),
            ("DBChatStore", true), ("CoreDataStack", true), ("RealmDB", true), ("MyRealmWrapper", true),
            ("ThemeManager", false), ("ImageCache", false), ("AnalyticsManager", false), ("CLLocationManager", false),
            ("AVAudioSession", false), ("LoginPresenter", false), ("", false), ("A", false),
        ])
    func verdicts(name: String, isDataLayer: Bool) {
        #expect(DependencyNames.isDataLayer(name) == isDataLayer)
    }

    @Test("an ASCII name gets the same answer from its bytes as from its characters")
    func asciiMatchesCharacters() {
        for name in Self.names {
            #expect(DependencyNames.isDataLayer(name) == DependencyNames.isDataLayerByCharacters(name), "\(name)")
        }
        // Every word order of a few parts, so the split into words is checked beyond the list.
        let parts = ["API", "Network", "ui", "UI", "Theme", "Store", "db", "DB", "2", "_", "Core", "Data", "x"]
        var random = SplitMix(state: 7)
        for _ in 0..<2_000 {
            let name = (0..<Int.random(in: 1...4, using: &random)).map { _ in parts.randomElement(using: &random)! }.joined()
            #expect(DependencyNames.isDataLayer(name) == DependencyNames.isDataLayerByCharacters(name), "\(name)")
        }
    }

    @Test("a name with a non-ASCII letter is read by characters")
    func nonASCII() {
        #expect(DependencyNames.isDataLayer("ÜberNetworkManager"))
        #expect(!DependencyNames.isDataLayer("ÜberThemeManager"))
        #expect(DependencyNames.isDataLayer("CaféRepository"))
    }
}
