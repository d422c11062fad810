#if canImport(SwiftUI)
import SwiftUI
import VIPER
#if os(macOS)
import AppKit
#endif

/// Discover with a SwiftUI front end, over the same modules, route table and app
/// coordinator as the terminal app: `swift run DiscoverSwiftUI` on a Mac.
@main
struct DiscoverApp: App {
    @StateObject private var launch = DiscoverLaunch()

    init() {
        #if os(macOS)
        // Run from a terminal, the app is no bundle: make it a regular app in front.
        NSApplication.shared.setActivationPolicy(.regular)
        NSApplication.shared.activate(ignoringOtherApps: true)
        #endif
    }

    var body: some Scene {
        WindowGroup {
            LaunchView(launch: launch)
                .task { await launch.start() }
                .onOpenURL { url in launch.open(url) }
        }
    }
}

/// The navigator once the app has started, the notice under it; progress or the failure
/// before.
private struct LaunchView: View {
    @ObservedObject var launch: DiscoverLaunch

    var body: some View {
        if let coordinator = launch.coordinator {
            VStack(spacing: 0) {
                NavigatorView(coordinator.navigator) { screen in AnyView(screen.content) }
                if let notice = launch.notice {
                    HStack {
                        Text(notice).font(.caption)
                        Spacer()
                        Button("OK") { launch.dismissNotice() }
                    }
                    .padding()
                }
            }
        } else if let failure = launch.failure {
            Text(failure).padding()
        } else {
            ProgressView("Preparing places…")
        }
    }
}
#endif
