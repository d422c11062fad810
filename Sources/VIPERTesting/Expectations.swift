/// Checks that `actual` equals `expected` element by element; on failure, reports a
/// readable diff to Swift Testing or XCTest, whichever runs the test.
///
/// ```
/// Sequences differ (expected 2 elements, got 2):
///   LoginViewState.loading
/// − LoginViewState.error(message: "Email or password is incorrect.")
/// + LoginViewState.error(message: "Network error. Please try again.")
/// ```
///
/// - Returns: whether the sequences were equal, for tests that continue differently.
@discardableResult
public func expectSequence<Element: Equatable>(
    _ actual: [Element],
    _ expected: [Element],
    _ message: @autoclosure () -> String = "",
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    guard actual != expected else { return true }
    let diff = SequenceDiff(expected: expected, actual: actual)
    let context = message()
    let heading = "\(context.isEmpty ? "" : "\(context): ")Sequences differ (expected \(elements(expected.count)), got \(actual.count)):"
    TestFailure.report(
        "\(heading)\n\(diff.text)",
        at: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    )
    return false
}

/// Checks that `recorder` holds exactly `expected`, in order, with a diff on failure.
///
/// ```swift
/// expectRecorded(view.states, [.loading, .error(message: "Network error. Please try again.")])
/// ```
@discardableResult
public func expectRecorded<Element: Equatable>(
    _ recorder: Recorder<Element>,
    _ expected: [Element],
    _ message: @autoclosure () -> String = "",
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) -> Bool {
    expectSequence(
        recorder.values, expected, message(),
        fileID: fileID, filePath: filePath, line: line, column: column
    )
}

/// `1 element`, `2 elements`.
func elements(_ count: Int) -> String {
    count == 1 ? "1 element" : "\(count) elements"
}
