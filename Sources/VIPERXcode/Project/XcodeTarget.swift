/// A target of an Xcode project, as `viper` needs to know it.
public struct XcodeTarget: Sendable, Equatable {
    /// The target's name.
    public let name: String
    /// The product type, such as `com.apple.product-type.application`; empty when unknown.
    public let productType: String
    /// The Swift module the target builds: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` with
    /// `$(TARGET_NAME)` resolved, made a valid identifier as Xcode does.
    public let moduleName: String
    /// The project-relative paths of the synchronized folders the target builds (Xcode 16).
    public let synchronizedFolders: [String]
    /// The project-relative folder that holds the target's code: its first synchronized folder,
    /// else the top-level folder of most of its compiled files; `nil` when it compiles none.
    public let sourceFolder: String?

    /// A target description.
    public init(name: String, productType: String, moduleName: String, synchronizedFolders: [String] = [], sourceFolder: String? = nil) {
        self.name = name
        self.productType = productType
        self.moduleName = moduleName
        self.synchronizedFolders = synchronizedFolders
        self.sourceFolder = sourceFolder
    }

    /// Whether the target is a unit or UI test bundle.
    public var isTestBundle: Bool {
        productType.hasPrefix("com.apple.product-type.bundle.") && productType.contains("test")
    }

    /// Whether the target is a unit test bundle.
    public var isUnitTestBundle: Bool {
        productType == "com.apple.product-type.bundle.unit-test"
    }

    /// Whether the target is a test bundle meant for UI tests.
    public var isUITestBundle: Bool {
        productType == "com.apple.product-type.bundle.ui-testing"
    }

    /// A Swift identifier made from `name` the way Xcode derives a module name: every character
    /// that is not a letter, digit or underscore becomes `_`, and a leading digit gets a `_` before it.
    static func identifier(from name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if result.first?.isNumber == true { result = "_" + result }
        return result.isEmpty ? "_" : result
    }
}
