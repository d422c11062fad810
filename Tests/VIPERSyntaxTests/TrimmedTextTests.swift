import SwiftSyntax
import Testing
import VIPERSyntax

@Suite("trimmedText")
struct TrimmedTextTests {
    @Test(
        "is trimmedDescription, without the trivia around the node",
        arguments: [
            "  /* lead */ UIStoryboard(name: \"Main\") // tail\n",
            "x",
            "\n\n   a . b ( c : [ 1 , 2 ] )   \n",
            "foo(/* inside */ bar) /* after */",
            "🙂(\"é\")\t",
        ])
    func matchesTrimmedDescription(_ source: String) throws {
        let file = SourceFileParser.parse(source: source).tree
        var checked = 0
        for node in file.tokens(viewMode: .sourceAccurate).flatMap({ token in token.ancestorsAndSelf }) {
            #expect(node.trimmedText == node.trimmedDescription, "\(node.kind)")
            checked += 1
        }
        #expect(checked > 0)
    }
}

extension TokenSyntax {
    /// The token and every node above it.
    fileprivate var ancestorsAndSelf: [Syntax] {
        var nodes = [Syntax(self)]
        while let parent = nodes.last?.parent { nodes.append(parent) }
        return nodes
    }
}
