/// The calls into navigating methods of types outside any module (`Type.method` keys), followed
/// back to where they start: a module's code, or a method nothing calls, which is the app's.
struct HelperCalls {
    /// A call into a navigating method: from a module, or from another method outside any module.
    private enum Caller: Hashable {
        case module(String)
        case helper(String)
    }

    /// A call into a method, with the route it dispatches and the route it is made under (see
    /// ``NavigationFacts/MemberCall``).
    private struct Link: Hashable {
        let caller: Caller
        let argumentCases: [String]
        let switchCases: [String]
    }

    /// A method reached while following calls back, with the cases a call into it must name
    /// (those of the `switch` cases the calls after it were made under).
    private struct Reached: Hashable {
        let key: String
        let required: Set<String>
        /// The cases of the `switch` that `required` came from, when they came from the
        /// navigation's own: a call naming none of them names another enum's cases, and is not
        /// held to `required`. Empty: every call naming cases is.
        var domain: Set<String> = []
    }

    /// Every navigating method, with the methods outside any module that lead to one.
    private(set) var navigating: Set<String>
    private var callers: [String: Set<Link>] = [:]

    /// Follows `calls` back from the `navigating` methods, through methods outside any module
    /// (those `module` gives no module) of the types `followsThrough` accepts, until no new one
    /// is found; then matches each call to the methods it reaches.
    init(
        _ calls: [NavigationFacts.MemberCall], types: TypeTable, module: (String) -> String?, navigating: Set<String>,
        followsThrough: (String) -> Bool
    ) {
        self.navigating = navigating
        // Each call's caller and receiver type are read once, the first time its method name is
        // followed: a common name (`present`, `push`) is followed from many methods.
        let callsByMethod = Dictionary(grouping: calls, by: \.method)
        var readByMethod: [String: [ReadCall]] = [:]
        func readCalls(named method: String) -> [ReadCall] {
            if let read = readByMethod[method] { return read }
            let read = (callsByMethod[method] ?? []).map { call in
                ReadCall(
                    caller: Self.caller(call, module: module), receiver: call.receiver.flatMap(types.resolve).map(TypeText.baseName),
                    argumentCount: call.argumentCount, argumentCases: call.argumentCases, switchCases: call.switchCases)
            }
            readByMethod[method] = read
            return read
        }
        // The ancestors of each type, read once: every call of a common name asks again.
        var ancestorsByType: [String: Set<String>] = [:]
        func related(_ owner: String, _ receiver: String) -> Bool {
            func ancestors(_ type: String) -> Set<String> {
                if let known = ancestorsByType[type] { return known }
                let found = types.ancestors(of: type)
                ancestorsByType[type] = found
                return found
            }
            // A value typed as a composition (`ModulesFactory = SelfieFactory & ChartFactory`)
            // reaches a type that adopts one of its parts.
            return ancestors(owner).contains(receiver) || ancestors(receiver).contains(owner)
                || !types.parts(ofComposition: receiver).isDisjoint(with: ancestors(owner))
        }
        func parameterCount(_ key: String) -> Int? {
            types.parameterCount(of: Self.method(of: key), in: String(Self.type(of: key)))
        }
        // A type `followsThrough` refuses still leads to its own methods.
        var followedTypes: [Substring: Bool] = [:]
        func isFollowed(_ caller: Caller?, into key: String) -> Bool {
            guard case .helper(let helper) = caller else { return caller != nil }
            let type = Self.type(of: helper)
            if let known = followedTypes[type] { return known || type == Self.type(of: key) }
            let follows = followsThrough(String(type))
            followedTypes[type] = follows
            return follows || type == Self.type(of: key)
        }
        var frontier = navigating
        while !frontier.isEmpty {
            var next: Set<String> = []
            for key in frontier {
                for call in readCalls(named: Self.method(of: key)) {
                    guard case .helper(let helper) = call.caller, isFollowed(call.caller, into: key),
                        call.reaches(key, related: related, unmatchedReaches: true, parameterCount: parameterCount),
                        self.navigating.insert(helper).inserted
                    else { continue }
                    next.insert(helper)
                }
            }
            frontier = next
        }
        let owners = Dictionary(grouping: self.navigating, by: Self.method(of:)).mapValues(\.count)
        for key in self.navigating {
            let method = Self.method(of: key)
            for call in readCalls(named: method) {
                guard let caller = call.caller, isFollowed(caller, into: key),
                    call.reaches(key, related: related, unmatchedReaches: owners[method] == 1, parameterCount: parameterCount)
                else { continue }
                callers[key, default: []].insert(Link(caller: caller, argumentCases: call.argumentCases, switchCases: call.switchCases))
            }
        }
    }

    /// Where the navigation of `key` starts: the modules that reach it, and the app when a chain
    /// of calls leading to it starts in a method nothing in the sources calls that `isCalledFromOutside`
    /// says is (its delegate's launch callback). A chain that starts in another method nothing
    /// calls (a helper's unused `switchToSignup()`) starts nowhere.
    ///
    /// A route dispatched through a chain of methods (`coordinator?.moveTo(flow: .search(.detail(item)))`,
    /// each `moveTo` switching on what it is given, under `case .search` and then `case .detail`)
    /// reaches only the branches it names: a call whose arguments name cases must name every case
    /// of the `switch` cases the calls after it were made under.
    ///
    /// Navigation written under a `switch` case in the method (`case .eventDetails:` over the
    /// step after the one it is given) is reached, through `cases`, only by calls that name that
    /// case, or name none of the switch's cases: `pushNextStep(for: .templateEditor)` does not
    /// reach what `case .eventDetails` builds.
    func sources(
        of key: String, under cases: NavigationFacts.RouteCases? = nil, isCalledFromOutside: (String) -> Bool
    ) -> Set<String> {
        var seen: Set<Reached> = []
        var pending = [Reached(key: key, required: Set(cases?.cases.map(\.name) ?? []), domain: Set(cases?.siblings ?? []))]
        var found: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            // A method calling itself, or an overload of its name (`start()` calling
            // `start(with:)`), is no caller of its own.
            let direct = (callers[next.key] ?? []).filter { $0.caller != .helper(next.key) }
            if direct.isEmpty, isCalledFromOutside(next.key) { found.insert(ModuleGraph.appNode) }
            for link in direct {
                var required = next.required
                var domain = next.domain
                if !link.argumentCases.isEmpty {
                    if domain.isEmpty || !domain.isDisjoint(with: link.argumentCases) {
                        guard required.isSubset(of: link.argumentCases) else { continue }
                    }
                    required = []
                    domain = []
                }
                switch link.caller {
                case .module(let module): found.insert(module)
                case .helper(let helper):
                    pending.append(
                        Reached(key: helper, required: required.union(link.switchCases), domain: link.switchCases.isEmpty ? domain : []))
                }
            }
        }
        return found
    }

    /// `Type` of a `Type.method` key (found in its UTF-8: keys are read in the innermost loops).
    private static func type(of key: String) -> Substring {
        key[..<(key.utf8.lastIndex(of: UInt8(ascii: ".")) ?? key.endIndex)]
    }

    /// `method` of a `Type.method` key.
    private static func method(of key: String) -> String {
        guard let dot = key.utf8.lastIndex(of: UInt8(ascii: ".")) else { return key }
        return String(key[key.utf8.index(after: dot)...])
    }

    private static func caller(_ call: NavigationFacts.MemberCall, module: (String) -> String?) -> Caller? {
        guard let owner = call.owner else { return nil }
        if let callerModule = module(owner) { return .module(callerModule) }
        return call.function.map { .helper("\(owner).\($0)") }
    }

    /// A call as the following reads it: who makes it, and the base name of its receiver's type
    /// when that can be read.
    private struct ReadCall {
        let caller: Caller?
        let receiver: String?
        let argumentCount: Int
        let argumentCases: [String]
        let switchCases: [String]

        /// Whether it calls the method `key`: matched through the receiver's type, which the
        /// method's type adopts (`coordinator: AppCoordinating`) or inherits from (a
        /// `CartWireframe` calling its `BaseWireframe`'s method), as `related` says, or, when
        /// that cannot be read, `unmatchedReaches` (a method name only one navigating type
        /// declares) when it passes no more arguments than that method takes (`parameterCount`).
        func reaches(
            _ key: String, related: (String, String) -> Bool, unmatchedReaches: Bool, parameterCount: (String) -> Int?
        ) -> Bool {
            guard let receiver else { return unmatchedReaches && argumentCount <= parameterCount(key) ?? argumentCount }
            return related(String(HelperCalls.type(of: key)), receiver)
        }
    }
}
