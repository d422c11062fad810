import ToolTestSupport

/// Which module of a generated app shows which, decided from a seed: feature folders of about
/// ten screens each, tabs from the app, pushes and presents inside a feature, entries from
/// other features, a few links back (so there are cycles), routes with deep links, and a few
/// screens nothing shows.
///
/// The same module count always gives the same plan.
public struct NavigationPlan: Sendable {
    /// A screen of the app.
    public struct Module: Sendable, Hashable {
        /// `WalletSend`.
        public let name: String
        /// `Wallet`: the feature folder it lives in.
        public let feature: String
        /// Its position among all modules.
        public let index: Int
    }

    /// How one module shows another.
    public enum Style: String, Sendable {
        /// `pushViewController(XRouter.build(), animated: true)`.
        case push
        /// `present(XRouter.build(), animated: true)`.
        case present
        /// `navigator?.push(.x)` through the app's route table.
        case route
    }

    /// One module showing another.
    public struct Navigation: Sendable, Hashable {
        public let from: Int
        public let to: Int
        public let style: Style
    }

    /// Screens per feature folder.
    public static let screensPerFeature = 10
    /// How many features the app's tab bar opens.
    public static let tabCount = 5

    public let modules: [Module]
    /// Navigation between modules, in the order it is written.
    public let navigations: [Navigation]
    /// Modules the app's tab bar shows.
    public let tabs: [Int]
    /// Modules with a route case (navigated to or deep-linked through the route table), in index order.
    public let routed: [Int]
    /// Modules with a deep link.
    public let deepLinked: [Int]

    private static let featureNames = [
        "Feed", "Profile", "Search", "Settings", "Checkout", "Cart", "Catalog", "Login", "Signup", "Inbox",
        "Map", "Player", "Gallery", "Orders", "Wallet", "Help", "Rewards", "Stores", "Booking", "Trips",
        "Payments", "Chat", "Contacts", "Calendar", "Notes", "Tasks", "Photos", "Music", "Podcasts", "News",
        "Weather", "Fitness", "Recipes", "Events", "Tickets", "Jobs", "Courses", "Library", "Garage", "Pets",
    ]
    private static let screenNames = ["Home", "List", "Detail", "Search", "Filter", "Edit", "Summary", "Share", "Review", "Confirm"]
    /// The screen each screen of a feature is opened from, by position in ``screenNames``.
    private static let screenParents = [0, 0, 1, 0, 3, 2, 5, 2, 2, 6]

    /// The plan of an app of `count` modules.
    public init(modules count: Int) {
        var random = SplitMix(state: UInt64(count) &* 0x9E37_79B9 &+ 7)
        modules = (0..<count).map { index in
            let featureIndex = index / Self.screensPerFeature
            let round = featureIndex / Self.featureNames.count
            let feature = Self.featureNames[featureIndex % Self.featureNames.count] + (round == 0 ? "" : "\(round + 1)")
            return Module(name: feature + Self.screenNames[index % Self.screensPerFeature], feature: feature, index: index)
        }
        let featureCount = (count + Self.screensPerFeature - 1) / Self.screensPerFeature
        tabs = (0..<min(Self.tabCount, featureCount)).map { $0 * Self.screensPerFeature }
        // Every 50th module is left for nothing to show: the map marks it unreached.
        let unreached = Set(stride(from: 49, to: count, by: 50))
        var navigations: [Navigation] = []
        var seen: Set<[Int]> = []
        func add(_ from: Int, _ to: Int, _ style: Style) {
            guard from != to, from < count, to < count, !unreached.contains(to), seen.insert([from, to]).inserted else { return }
            navigations.append(Navigation(from: from, to: to, style: style))
        }
        // Inside a feature, a tree of screens: Home opens List and Search, List opens Detail,
        // Detail opens Edit, Share and Review, and so on; now and then a second way in.
        for feature in 0..<featureCount {
            let first = feature * Self.screensPerFeature
            for (screen, parent) in Self.screenParents.enumerated() where screen > 0 {
                add(first + parent, first + screen, random.next(below: 5) == 0 ? .present : .push)
                if random.next(below: 6) == 0 { add(first + random.next(below: screen), first + screen, .push) }
            }
        }
        // Features beyond the tabs open from a shallow screen (Home, List, Detail) of a tab's
        // feature or of one a tab opens: the app is a few levels deep, as real ones are.
        var level = [Int](repeating: 0, count: featureCount)
        for feature in Self.tabCount..<max(featureCount, Self.tabCount) {
            let shallow = (0..<feature).filter { level[$0] <= 1 }
            let parent = shallow[random.next(below: shallow.count)]
            level[feature] = level[parent] + 1
            add(parent * Self.screensPerFeature + random.next(below: 3), feature * Self.screensPerFeature, .push)
        }
        // Links across features to their shallow screens: mostly to the few features every app
        // opens from everywhere (a product, the profile, help: the first features are picked
        // most, by a Zipf law), some to a nearby feature; some lead back, closing cycles.
        let popularity = (0..<featureCount).map { 1.0 / Double($0 + 1) }
        let totalPopularity = popularity.reduce(0, +)
        for index in 0..<count where random.next(below: 100) < 30 {
            let feature = index / Self.screensPerFeature
            var target = max(0, min(featureCount - 1, feature + random.next(below: 7) - 3))
            if random.next(below: 10) < 7 {
                var draw = Double(random.next(below: 1_000_000)) / 1_000_000 * totalPopularity
                target =
                    popularity.firstIndex {
                        draw -= $0
                        return draw < 0
                    } ?? 0
            }
            add(index, target * Self.screensPerFeature + random.next(below: 3), random.next(below: 4) == 0 ? .route : .push)
        }
        self.navigations = navigations
        deepLinked = stride(from: 3, to: count, by: 20).filter { !unreached.contains($0) }
        routed = Array(Set(navigations.filter { $0.style == .route }.map(\.to) + deepLinked)).sorted()
    }

    /// The route case of a module: `walletSend`.
    public func routeCase(of module: Int) -> String {
        let name = modules[module].name
        return name.prefix(1).lowercased() + name.dropFirst()
    }
}
