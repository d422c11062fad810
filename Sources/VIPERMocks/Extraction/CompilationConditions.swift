import SwiftSyntax
import VIPERSyntax

/// The compilation conditions of `#if` / `#elseif` / `#else` branches, as one condition each, so
/// what a branch declares can be wrapped in a single `#if` of its own in the spy file.
enum CompilationConditions {
    /// Each clause of `block` with the condition under which its branch is compiled:
    /// `#elseif B` after `#if A` is `!A && B`; `#else` is `!A && !B`.
    static func clauses(of block: IfConfigDeclSyntax) -> [(clause: IfConfigClauseSyntax, condition: String)] {
        var earlier: [String] = []
        return block.clauses.map { clause in
            let negated = earlier.map { "!" + grouped($0) }
            let own = clause.condition.map { [negated.isEmpty ? $0.trimmedText : grouped($0.trimmedText)] } ?? []
            if let condition = clause.condition { earlier.append(condition.trimmedText) }
            return (clause, (negated + own).joined(separator: " && "))
        }
    }

    /// The conjunction of nested conditions, outermost first; nil when there are none.
    static func all(_ conditions: [String]) -> String? {
        switch conditions.count {
        case 0: nil
        case 1: conditions[0]
        default: conditions.map(grouped).joined(separator: " && ")
        }
    }

    /// `condition` in parentheses unless it is one call, name or negation of them.
    private static func grouped(_ condition: String) -> String {
        condition.contains(" ") ? "(\(condition))" : condition
    }
}
