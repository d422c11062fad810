/// How a generated module's files are arranged on disk.
public enum Layout: String, CaseIterable, Sendable, Codable {
    /// Every file of the module in one folder, one file per role.
    case flat
    /// A folder per VIPER role: View/, Presenter/, Interactor/, Router/, Entity/.
    case roles
}

/// Which kind of view a generated module gets. Every other file is the same for all kinds.
public enum UIKind: String, CaseIterable, Sendable, Codable {
    /// A plain view class that keeps the last state: for modules driven from tests or another layer.
    case none
    /// A view that prints its states to a terminal.
    case terminal
    /// A `UIViewController`, behind `#if canImport(UIKit)`.
    case uikit
    /// A SwiftUI view over an observable view model that a `NavigatorView` shows, behind
    /// `#if canImport(SwiftUI)`.
    case swiftui
}

/// Which test framework the generated tests use.
public enum TestFramework: String, CaseIterable, Sendable, Codable {
    /// Swift Testing: `@Suite`, `@Test`, `#expect`.
    case swiftTesting = "swift-testing"
    /// XCTest: `XCTestCase` subclasses.
    case xctest
}

/// Where the code that creates and wires a module's objects lives.
public enum Assembly: String, CaseIterable, Sendable, Codable {
    /// A `static func build` on the module's Router.
    case router
    /// A separate `<Module>Builder` conforming to `ModuleBuilder`.
    case builder
}
