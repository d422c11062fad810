import Testing
import VIPERTesting

@Suite("expectSequence and expectRecorded")
struct ExpectationsTests {
    @Test("equal sequences pass and report nothing")
    func equalPasses() {
        #expect(expectSequence([1, 2], [1, 2]))
        let recorder = Recorder<String>()
        recorder.record("a")
        #expect(expectRecorded(recorder, ["a"]))
    }

    @Test("a mismatch is recorded as a Swift Testing issue carrying a readable diff")
    func mismatchRecordsIssueWithDiff() {
        var result = true
        withKnownIssue {
            result = expectSequence(["loading", "error A"], ["loading", "error B"], "rendered states")
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("rendered states: Sequences differ (expected 2 elements, got 2):")
                && text.contains("  \"loading\"")
                && text.contains("− \"error B\"")
                && text.contains("+ \"error A\"")
        }
        #expect(result == false)
    }

    @Test("a recorder mismatch names the extra element")
    func recorderMismatch() {
        let recorder = Recorder<Int>()
        [1, 2, 3].forEach(recorder.record)
        withKnownIssue {
            expectRecorded(recorder, [1, 2])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("+ 3")
        }
    }

    @Test("the heading counts in English: 1 element, 2 elements")
    func countsInEnglish() {
        withKnownIssue {
            expectSequence([1, 2], [3])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Sequences differ (expected 1 element, got 2):")
        }
        withKnownIssue {
            expectSequence([1], [Int]())
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("Sequences differ (expected 0 elements, got 1):")
        }
    }
}
