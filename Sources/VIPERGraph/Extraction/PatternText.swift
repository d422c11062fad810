import SwiftSyntax

/// A deep-link pattern as written: a literal, a constant, text joined with `+` or
/// interpolation, or each value of a loop over literals. Constants are looked up once every
/// file has been read.
indirect enum PatternText: Hashable {
    case literal(String)
    /// A constant by name, with the type written before it (`Links.poi`), if any.
    case constant(String, qualifier: String?)
    case joined([PatternText])
    case choices([PatternText])

    /// The pattern `expression` spells, or nil when it is not made of literals and names.
    /// `loopValues` are the values of the `for` loop variables around it.
    static func value(of expression: ExprSyntax, loopValues: [String: PatternText]) -> PatternText? {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            var parts: [PatternText] = []
            for segment in literal.segments {
                if let text = segment.as(StringSegmentSyntax.self) {
                    parts.append(.literal(text.content.text))
                } else if let interpolation = segment.as(ExpressionSegmentSyntax.self),
                    interpolation.expressions.count == 1, let first = interpolation.expressions.first,
                    let value = value(of: first.expression, loopValues: loopValues)
                {
                    parts.append(value)
                } else {
                    return nil
                }
            }
            return parts.count == 1 ? parts[0] : .joined(parts)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return loopValues[name] ?? .constant(name, qualifier: nil)
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) {
            let qualifier = base.baseName.text
            return .constant(member.declName.baseName.text, qualifier: qualifier == "self" || qualifier == "Self" ? nil : qualifier)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `a + b + c`, which the parser leaves as a sequence of operands and operators.
            var parts: [PatternText] = []
            for (index, element) in sequence.elements.enumerated() {
                if index % 2 == 1 {
                    guard element.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
                } else {
                    guard let part = value(of: element, loopValues: loopValues) else { return nil }
                    parts.append(part)
                }
            }
            return .joined(parts)
        }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return value(of: only.expression, loopValues: loopValues)
        }
        return nil
    }

    /// Whether some literal text is part of it: a constant worth recording.
    var containsLiteral: Bool {
        switch self {
        case .literal: true
        case .constant: false
        case .joined(let parts), .choices(let parts): parts.contains(where: \.containsLiteral)
        }
    }

    /// Every text it spells, looking constants up in `constants`; nil when a constant is
    /// unknown. Stops at a few levels of constants and a few dozen texts.
    func texts(_ constants: [String: PatternText], depth: Int = 8) -> [String]? {
        guard depth > 0 else { return nil }
        switch self {
        case .literal(let text):
            return [text]
        case .constant(let name, let qualifier):
            let found = qualifier.flatMap { constants["\($0).\(name)"] } ?? constants[name]
            return found?.texts(constants, depth: depth - 1)
        case .joined(let parts):
            var results = [""]
            for part in parts {
                guard let texts = part.texts(constants, depth: depth - 1) else { return nil }
                results = results.flatMap { prefix in texts.map { prefix + $0 } }
                if results.count > 64 { return nil }
            }
            return results
        case .choices(let options):
            var results: [String] = []
            for option in options {
                guard let texts = option.texts(constants, depth: depth - 1) else { return nil }
                results += texts
            }
            return results
        }
    }
}
