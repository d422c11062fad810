import VIPER

/// Builds a module, detaches it and fails the test naming every tracked object that is
/// still alive after `timeout`, in Swift Testing or XCTest.
///
/// ```swift
/// @Test("Login module is freed when it detaches")
/// func loginDeallocates() async {
///     let builder = LoginBuilder(auth: AuthServiceStub(), navigator: NavigationRecorder())
///     await expectModuleDeallocates {
///         TrackedModule(builder.build())   // the module's objects, scope and view
///     }
/// }
/// ```
///
/// The wait runs on a ``TestClock`` advanced by the assertion itself, so it takes no
/// real time; tasks the module's scope cancelled get the chance to unwind and release
/// their captures before the check.
///
/// - Returns: the leak report, for tests that inspect it further.
@MainActor
@discardableResult
public func expectModuleDeallocates(
    timeout: Duration = .seconds(1),
    fileID: String = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column,
    _ build: @MainActor () -> TrackedModule
) async -> LeakReport {
    let clock = TestClock()
    let detector = LeakDetector(timeout: timeout, clock: clock)
    let module = build()
    let check = Task { @MainActor in await detector.detachAndCheck(module) }
    await clock.advance(by: detector.timeout)
    let report = await check.value
    if !report.isClean {
        TestFailure.report(
            report.description,
            at: TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
        )
    }
    return report
}
