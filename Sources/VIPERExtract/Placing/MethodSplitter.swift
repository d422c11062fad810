import SwiftSyntax

/// Splits a method that mixes roles into a View intent → Presenter decision → Interactor call →
/// Presenter → View render chain, or says why it cannot (``SplitRefusal``).
///
/// The View keeps the leading statements that read its UIKit (and the locals they bind); the rest
/// becomes the Presenter's intent. In it, runs of statements that only touch UIKit become View
/// render methods, runs that only navigate become Router methods, and a statement that only
/// reaches the data layer becomes an Interactor method; when that statement's completion closure
/// does more than data work, the completion becomes a Presenter method the Interactor answers
/// through its output, split the same way. `if` and `guard` whose conditions touch no role are
/// split inside. Values that cross roles are passed as parameters, so their types must be written.
final class MethodSplitter {
    private let member: Member
    private let roles: [String: ExtractRole]
    private let memberNames: Set<String>
    private let locals: Set<String>
    private let types: [String: String]
    private let stem: String
    private var taken: Set<String>
    private var pieces: [SplitPiece] = []
    private var references: [ExtractRole: Set<String>] = [:]

    /// A splitter for `member`, whose fellow members have `roles`; `taken` holds names in use.
    init(member: Member, roles: [String: ExtractRole], memberNames: Set<String>, taken: Set<String>) {
        self.member = member
        self.roles = roles
        self.memberNames = memberNames
        self.taken = taken
        locals = LocalNames.in(member.decl)
        types = LocalTypes.in(member.decl)
        stem = member.name.prefix(1).uppercased() + member.name.dropFirst()
    }

    /// The chain, or the reason there is none.
    func split() throws(SplitRefusal) -> MethodSplit {
        guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body else {
            throw SplitRefusal(reason: "it has no body to split")
        }
        let signature = function.signature
        guard signature.effectSpecifiers == nil, signature.returnClause == nil, function.genericParameterClause == nil else {
            throw SplitRefusal(reason: "it is async, throws, is generic or returns a value")
        }
        if let passed = signature.parameterClause.parameters.first(where: { $0.type.trimmedDescription.hasPrefix("inout") }) {
            throw SplitRefusal(reason: "it takes `\((passed.secondName ?? passed.firstName).text)` inout")
        }
        let items = Array(body.statements)
        var prefix = 0
        while prefix < items.count, try staysInView(items[prefix]) { prefix += 1 }
        guard prefix < items.count else { throw SplitRefusal(reason: "nothing in it leaves the View") }
        for item in items[..<prefix] { note(item, in: .view) }
        let rest = Array(items[prefix...])
        let intent = try piece(.presenter, caller: .view, named: "did\(stem)", of: rest, body: try block(rest, strongSelf: false))
        let text = member.decl.description
        let start = text.utf8.index(text.utf8.startIndex, offsetBy: rest[0].position.utf8Offset - member.decl.position.utf8Offset)
        let end = text.utf8.index(text.utf8.startIndex, offsetBy: body.rightBrace.position.utf8Offset - member.decl.position.utf8Offset)
        let indent = Indentation.of(rest[0].leadingTrivia)
        let view = String(text[..<start]) + "\n\(indent)presenter.\(intent.call)" + String(text[end...])
        return MethodSplit(member: member.index, view: view, pieces: pieces, references: references)
    }

    // MARK: - Statements

    /// Whether a leading statement stays in the View: it touches only UIKit, or binds a local
    /// from nothing else.
    private func staysInView(_ item: CodeBlockItemSyntax) throws(SplitRefusal) -> Bool {
        let touched = try roles(of: item)
        guard !ControlTransfer.in(item) else { return false }
        return touched == [.view] || (touched.isEmpty && item.item.is(VariableDeclSyntax.self))
    }

    /// The Presenter's text for `items`: what touches no role stays, the rest is handed on.
    private func block(_ items: [CodeBlockItemSyntax], strongSelf: Bool) throws(SplitRefusal) -> String {
        var text = ""
        var index = 0
        while index < items.count {
            let item = items[index]
            let touched = try runRoles(from: index, in: items)
            if touched.isEmpty {
                text += Self.text(of: item, strongSelf: strongSelf)
                note(item, in: .presenter)
                index += 1
            } else if let decided = try decision(item, strongSelf: strongSelf) {
                text += decided
                index += 1
            } else if touched == [.view] || touched == [.router] {
                var end = index + 1
                while end < items.count, try !isDecision(items[end]), try runRoles(from: end, in: items) == touched { end += 1 }
                let run = Array(items[index..<end])
                try checkRun(run, before: Array(items[end...]))
                let role = touched.first!
                let body = run.map { Self.text(of: $0, strongSelf: strongSelf) }.joined()
                run.forEach { note($0, in: role) }
                let handed = try piece(role, caller: .presenter, named: (role == .view ? "render" : "route") + stem, of: run, body: body)
                text += item.leadingTrivia.description + (role == .view ? "view?." : "router.") + handed.call
                index = end
            } else if try callRoles(item) == [.interactor] {
                text += item.leadingTrivia.description + "interactor." + (try interactorCall(item, strongSelf: strongSelf)).call
                index += 1
            } else {
                let words = touched.sorted().map(\.word).joined(separator: " and ")
                throw SplitRefusal(reason: "`\(Self.firstLine(item))` mixes \(words) work in one statement")
            }
        }
        return text
    }

    /// The roles of `items[index]`; a local bound from nothing but used by the View or Router
    /// statement after it (`let detail = DetailViewController(item: item)`) goes with that statement.
    private func runRoles(from index: Int, in items: [CodeBlockItemSyntax]) throws(SplitRefusal) -> Set<ExtractRole> {
        var next = index
        while next < items.count, items[next].item.is(VariableDeclSyntax.self), try roles(of: items[next]).isEmpty { next += 1 }
        guard next > index, next < items.count else { return try roles(of: items[index]) }
        let following = try roles(of: items[next])
        return following == [.view] || following == [.router] ? following : []
    }

    /// The roles of a call's callee and arguments, leaving out its completion closure.
    private func callRoles(_ item: CodeBlockItemSyntax) throws(SplitRefusal) -> Set<ExtractRole> {
        guard let call = item.item.as(FunctionCallExprSyntax.self), let completion = Self.completion(of: call) else {
            return try roles(of: item)
        }
        var result = try roles(of: call.calledExpression)
        for argument in call.arguments where argument.expression.id != completion.id { result.formUnion(try roles(of: argument)) }
        return result
    }

    /// The closure a call is completed through: its trailing closure or its last argument.
    static func completion(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
    }

    /// Whether `item` is an `if` or `guard` whose conditions touch no role, split inside.
    private func isDecision(_ item: CodeBlockItemSyntax) throws(SplitRefusal) -> Bool {
        guard let conditions = Self.decisionParts(item)?.conditions else { return false }
        for condition in conditions where try !roles(of: condition).isEmpty { return false }
        return true
    }

    /// A run handed to the View or Router must not leave its method early, nor bind a local the
    /// statements after it use.
    private func checkRun(_ run: [CodeBlockItemSyntax], before later: [CodeBlockItemSyntax]) throws(SplitRefusal) {
        if let jump = run.first(where: ControlTransfer.in) {
            throw SplitRefusal(reason: "`\(Self.firstLine(jump))` leaves the method from UIKit code")
        }
        let bound = Set(run.flatMap { LocalNames.in($0) })
        let used = Set(later.flatMap { FreeNames.in($0) })
        if let shared = bound.intersection(used).sorted().first {
            throw SplitRefusal(reason: "`\(shared)` is made in UIKit code and used by what follows")
        }
    }

    /// An `if` or `guard` whose conditions touch no role, with its blocks split inside.
    private func decision(_ item: CodeBlockItemSyntax, strongSelf: Bool) throws(SplitRefusal) -> String? {
        guard try isDecision(item), let (conditions, blocks) = Self.decisionParts(item) else { return nil }
        conditions.forEach { note($0, in: .presenter) }
        // Offsets are the original's: only the blocks' statements are rewritten.
        let text = item.description
        let base = item.position.utf8Offset
        var result = ""
        var cursor = text.utf8.startIndex
        for block in blocks {
            let start = text.utf8.index(text.utf8.startIndex, offsetBy: block.statements.position.utf8Offset - base)
            let end = text.utf8.index(text.utf8.startIndex, offsetBy: block.rightBrace.position.utf8Offset - base)
            result += String(text[cursor..<start]) + (try self.block(Array(block.statements), strongSelf: strongSelf))
            cursor = end
        }
        return result + String(text[cursor...])
    }

    /// The conditions and blocks of an `if` (with its `else if`s) or a `guard`.
    static func decisionParts(_ item: CodeBlockItemSyntax) -> (conditions: [ConditionElementListSyntax], blocks: [CodeBlockSyntax])? {
        if let guardStmt = item.item.as(GuardStmtSyntax.self) { return ([guardStmt.conditions], [guardStmt.body]) }
        guard var ifExpr = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self)
        else { return nil }
        var conditions: [ConditionElementListSyntax] = []
        var blocks: [CodeBlockSyntax] = []
        while true {
            conditions.append(ifExpr.conditions)
            blocks.append(ifExpr.body)
            switch ifExpr.elseBody {
            case nil: return (conditions, blocks)
            case .codeBlock(let block):
                blocks.append(block)
                return (conditions, blocks)
            case .ifExpr(let next): ifExpr = next
            }
        }
    }

    /// The Interactor method for a statement that only reaches the data layer; a completion
    /// closure that does more becomes the Presenter method the Interactor answers through.
    private func interactorCall(_ item: CodeBlockItemSyntax, strongSelf: Bool) throws(SplitRefusal) -> SplitPiece {
        let call = item.item.as(FunctionCallExprSyntax.self)
        let completion = call.flatMap(Self.completion)
        guard let completion, try roles(of: completion.statements) != [.interactor], try !roles(of: completion.statements).isEmpty else {
            note(item, in: .interactor)
            return try piece(
                .interactor, caller: .presenter, named: "perform" + stem, of: [item], body: Self.text(of: item, strongSelf: strongSelf))
        }
        guard let call, call.additionalTrailingClosures.isEmpty else {
            throw SplitRefusal(reason: "`\(Self.firstLine(item))` hands the data layer several closures")
        }
        let weakly = try Completion.capturesSelfWeakly(completion)
        let parameters = try Completion.parameters(of: completion)
        var statements = Array(completion.statements)
        let unwrap = statements.first.flatMap { Completion.isSelfUnwrap($0) ? $0 : nil }
        if unwrap != nil { statements.removeFirst() }
        for argument in call.arguments where argument.expression.id != completion.id { note(argument, in: .interactor) }
        note(call.calledExpression, in: .interactor)
        let answer = try piece(
            .presenter, caller: .interactor, named: member.name + "Finished", of: statements,
            body: try block(statements, strongSelf: weakly), extra: parameters)
        let itemText = Self.text(of: item, strongSelf: false)
        let base = item.position.utf8Offset
        let start = itemText.utf8.index(itemText.utf8.startIndex, offsetBy: completion.statements.position.utf8Offset - base)
        let end = itemText.utf8.index(itemText.utf8.startIndex, offsetBy: completion.rightBrace.position.utf8Offset - base)
        let indent = Indentation.of(completion.statements.first?.leadingTrivia ?? [])
        let receiver = weakly && unwrap == nil ? "self?." : "self."
        let glue = (unwrap?.description ?? "") + "\n\(indent)\(receiver)output?.\(answer.call)"
        let body = String(itemText[..<start]) + glue + String(itemText[end...])
        return try piece(.interactor, caller: .presenter, named: "perform" + stem, of: [item], body: body)
    }

    // MARK: - Pieces

    /// A new method of `role` holding `items` as `body`, handed the locals they use.
    private func piece(
        _ role: ExtractRole, caller: ExtractRole, named base: String, of items: [CodeBlockItemSyntax], body: String,
        extra: [(name: String, type: String)] = []
    ) throws(SplitRefusal) -> SplitPiece {
        var name = base
        var counter = 2
        while taken.contains(name) {
            name = base + String(counter)
            counter += 1
        }
        taken.insert(name)
        var order: [String] = []
        for used in items.flatMap({ FreeNames.in($0) }) where locals.contains(used) && !order.contains(used) { order.append(used) }
        let declaredInside = Set(items.flatMap { LocalNames.in($0) })
        var parameters = extra
        for used in order where !declaredInside.contains(used) && !parameters.contains(where: { $0.name == used }) {
            guard let type = types[used] else {
                throw SplitRefusal(reason: "the \(role.word) part needs `\(used)`, whose type is not written")
            }
            if role == .presenter || role == .interactor, RoleClassifier.namesUIKit(type) {
                throw SplitRefusal(reason: "the \(role.word) part needs `\(used)`, a UIKit value (\(type))")
            }
            parameters.append((used, type))
        }
        let made = SplitPiece(role: role, caller: caller, name: name, parameters: parameters, body: body)
        pieces.append(made)
        return made
    }

    /// The roles a part of the method touches; a part that hands over `self` is not split.
    private func roles(of node: some SyntaxProtocol) throws(SplitRefusal) -> Set<ExtractRole> {
        let touched = TouchScanner.touches(of: node, memberNames: memberNames, locals: locals)
        guard !touched.passesSelf else {
            throw SplitRefusal(reason: "`\(Self.firstLine(node))` hands the view controller itself over")
        }
        var result: Set<ExtractRole> = []
        if !touched.uikit.isEmpty || (touched.navigation.isEmpty && !touched.uikitTypes.isEmpty) { result.insert(.view) }
        if !touched.services.isEmpty { result.insert(.interactor) }
        if !touched.navigation.isEmpty { result.insert(.router) }
        for name in touched.members where name != member.name {
            if let role = roles[name], role != .presenter { result.insert(role) }
        }
        return result
    }

    /// Records the members a part refers to from `role`.
    private func note(_ node: some SyntaxProtocol, in role: ExtractRole) {
        references[role, default: []].formUnion(TouchScanner.touches(of: node, memberNames: memberNames, locals: locals).members)
    }

    private static func text(of item: CodeBlockItemSyntax, strongSelf: Bool) -> String {
        strongSelf ? StrongSelf().rewrite(item).description : item.description
    }

    static func firstLine(_ node: some SyntaxProtocol) -> String {
        let line = node.trimmedDescription.split(separator: "\n").first.map(String.init) ?? ""
        return line.count > 60 ? String(line.prefix(59)) + "…" : line
    }
}
