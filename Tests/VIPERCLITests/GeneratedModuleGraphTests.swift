import Foundation
import Testing
import ToolTestSupport
import VIPERCLI

/// A module from `viper new` in an app written on the module navigator: `viper graph` sees it as
/// one of the app's modules, unreached until the app routes to it.
@Suite("viper new, then viper graph")
struct GeneratedModuleGraphTests {
    let viper: VIPERToolHarness

    init() throws {
        viper = try VIPERToolHarness()
        try FileManager.default.createDirectory(at: viper.directory.url.appending(path: "Sources/App"), withIntermediateDirectories: true)
    }

    /// The app's route enum and its coordinator, whose route table builds Home and, once
    /// `servesProfile`, the generated Profile module with its routes translated into the app's.
    private func writeApp(servesProfile: Bool) throws {
        try viper.directory.write(
            """
            enum AppRoute: Hashable, Sendable {
                case home
                \(servesProfile ? "case profile\n    case profileDetail(name: String)" : "")
            }
            """, to: "Sources/App/App/AppRoute.swift")
        let profileCase =
            servesProfile
            ? """
                    case .profile:
                        return ProfileBuilder(dependencies: ProfileDependencies(
                            service: profiles,
                            navigator: navigator.translating { (route: ProfileRoute) in
                                switch route {
                                case .detail(let item): AppRoute.profileDetail(name: item.name)
                                }
                            }
                        )).build()
                    case .profileDetail:
                        return try container.resolve(HomeBuilder.self).build()
            """ : ""
        try viper.directory.write(
            """
            import VIPER

            @MainActor
            final class AppCoordinator {
                let navigator: ModuleNavigator<AppRoute, any AnyObject>
                let container = Container()
                let profiles: any ProfileServicing

                init(profiles: any ProfileServicing) throws {
                    self.profiles = profiles
                    weak var coordinator: AppCoordinator?
                    navigator = ModuleNavigator(root: .home) { route in
                        guard let coordinator else { throw AppEnded() }
                        return try coordinator.makeModule(for: route)
                    }
                    coordinator = self
                    try navigator.start()
                }

                private func makeModule(for route: AppRoute) throws -> Module<any AnyObject, Void> {
                    switch route {
                    case .home:
                        return try container.resolve(HomeBuilder.self).build()
            \(profileCase)
                    }
                }
            }
            """, to: "Sources/App/App/AppCoordinator.swift")
        try viper.directory.write(
            """
            import VIPER

            @MainActor
            final class HomeRouter: HomeRouting {
                private weak var navigator: (any Navigating<AppRoute>)?
                func routeToProfile() { \(servesProfile ? "navigator?.navigate(.push(.profile))" : "") }
            }
            """, to: "Sources/App/Modules/Home/HomeRouter.swift")
    }

    /// `viper graph --format json` on the project: its edges as "from → to" and the modules it
    /// reports as not reached.
    private func graph() throws -> (edges: Set<String>, unreached: Set<String>) {
        let outcome = viper.run("graph", "--format", "json")
        try #require(outcome.code == .success, "\(outcome.error)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        let json = try #require(document["graph"] as? [String: Any])
        let edges = (json["edges"] as? [[String: Any]] ?? []).map { "\($0["from"] ?? "?") → \($0["to"] ?? "?")" }
        let findings = json["findings"] as? [[String: Any]] ?? []
        let unreached = findings.filter { $0["kind"] as? String == "unreachedModule" }.compactMap { $0["subject"] as? String }
        return (Set(edges), Set(unreached))
    }

    @Test("a generated module is reported as not reached until the app routes to it, then drawn with its edge")
    func reachedOnceRoutedTo() throws {
        try #require(viper.run("new", "Profile", "--assembly", "builder").code == .success)
        #expect(viper.directory.read("Sources/App/Modules/Profile/ProfileRouter.swift")?.contains("any Navigating<ProfileRoute>") == true)

        try writeApp(servesProfile: false)
        let before = try graph()
        #expect(before.unreached.contains("Profile"))

        try writeApp(servesProfile: true)
        let after = try graph()
        #expect(after.edges.contains("Home → Profile"))
        #expect(!after.unreached.contains("Profile"))
        #expect(!after.unreached.contains("Home"))
    }
}
