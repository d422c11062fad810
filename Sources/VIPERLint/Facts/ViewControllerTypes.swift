import VIPERSyntax

/// UIKit's and AppKit's view-controller and view classes, and the project classes that descend
/// from them.
///
/// A Router, Presenter or Interactor that holds a view controller strongly closes the cycle View →
/// Presenter → Router → View, whatever the property is called. A project class that descends
/// from a content controller (`UIViewController`, `UITableViewController`, …) is a screen: a
/// View, even when its name says `LoginController` or `ProfileVC`. A project class that descends
/// from a view (`UIView`, `UITableViewCell`, …) is part of a View.
struct ViewControllerTypes: Sendable, Equatable {
    /// What a project class descends from.
    private enum Descent: String {
        case screen, container, view, infrastructure
    }

    /// Controllers that show a screen's content; their subclasses are Views.
    static let contentControllers: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIHostingController",
        "UIInputViewController", "NSViewController", "NSWindowController",
    ]
    /// Controllers that contain or present others; holding one strongly still closes a cycle,
    /// but their subclasses are navigation infrastructure, not a module's View.
    static let containerControllers: Set<String> = [
        "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
        "UISearchController", "UIAlertController", "UIImagePickerController", "UIDocumentPickerViewController",
        "UIActivityViewController", "SFSafariViewController", "NSTabViewController", "NSSplitViewController",
    ]
    /// Views; their subclasses (cells, custom views, controls) belong to the View layer.
    static let viewClasses: Set<String> = [
        "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
        "UIControl", "UIButton", "UILabel", "UIImageView", "UIStackView", "UIScrollView", "UITextField", "UITextView",
        "NSView", "NSTableCellView", "NSControl",
    ]
    /// Name endings of a screen class that are not its module's name (`LoginController` → `Login`).
    static let screenSuffixes = ["ViewController", "Controller", "VC", "Screen", "Scene"]

    /// Project classes descending from a framework controller or view, with what they descend from.
    private let descendants: [String: Descent]

    /// Finds the descendants among project classes, given each class's inheritance clause: a
    /// class descends from the first class it inherits that is a framework controller or view or
    /// descends from one; failing that, a class whose superclass is another framework class
    /// (`UIResponder`, but not `NSObject`) is infrastructure. Each class is resolved once, its
    /// superclasses first; a class that inherits from itself, directly or not, descends from
    /// nothing through that loop.
    init(classes: [String: [String]]) {
        var resolved: [String: Descent?] = [:]
        resolved.reserveCapacity(classes.count)
        func descent(of name: String) -> Descent? {
            if let known = resolved[name] { return known }
            guard let inherited = classes[name] else { return nil }
            resolved[name] = .some(nil)
            var found: Descent?
            for parent in inherited {
                found = Self.frameworkDescent(of: parent) ?? descent(of: parent)
                if found != nil { break }
            }
            if found == nil, let superclass = inherited.first, Self.isFrameworkName(superclass), superclass != "NSObject" {
                found = .infrastructure
            }
            resolved[name] = .some(found)
            return found
        }
        for name in classes.keys { _ = descent(of: name) }
        descendants = resolved.compactMapValues { $0 }
    }

    private static func frameworkDescent(of name: String) -> Descent? {
        if contentControllers.contains(name) { return .screen }
        if containerControllers.contains(name) { return .container }
        return viewClasses.contains(name) ? .view : nil
    }

    /// Whether a type name is a view controller: a framework controller or a project subclass.
    func isViewController(_ name: String) -> Bool {
        switch Self.frameworkDescent(of: name) ?? descendants[name] {
        case .screen?, .container?: true
        case .view?, .infrastructure?, nil: false
        }
    }

    /// Whether a project class subclasses a container controller (`UINavigationController`,
    /// `UITabBarController`, …): it manages its children, so its own stack calls are not
    /// navigation, and its folder does not make it a View.
    func isContainer(_ name: String) -> Bool {
        descendants[name] == .container
    }

    /// Whether a project class is framework infrastructure that plays no VIPER role whatever its
    /// name, conformances or folder: a `UIPresentationController`, a `UIWindow`, an app delegate
    /// (`UIResponder`).
    func isInfrastructure(_ name: String) -> Bool {
        descendants[name] == .infrastructure
    }

    /// Whether a project class is a screen: it descends from a content controller.
    func isScreen(_ name: String) -> Bool {
        descendants[name] == .screen
    }

    /// Whether a project class belongs to the View layer: a screen, or a view, cell or control.
    func isViewLayer(_ name: String) -> Bool {
        switch descendants[name] {
        case .screen?, .view?: true
        case .container?, .infrastructure?, nil: false
        }
    }

    /// Whether a name belongs to Apple's frameworks (`UIViewController`, `NSView`): such a type
    /// is never a module's View, Presenter or Router, even when extended in the project.
    static func isFrameworkName(_ name: String) -> Bool {
        var bytes = name.utf8.makeIterator()
        guard let first = bytes.next(), let second = bytes.next(), let third = bytes.next(),
            third >= UInt8(ascii: "A"), third <= UInt8(ascii: "Z")
        else { return false }
        return (first == UInt8(ascii: "U") && second == UInt8(ascii: "I")) || (first == UInt8(ascii: "N") && second == UInt8(ascii: "S"))
    }
}

extension ViewControllerTypes {
    /// Writes the project classes found to descend from a framework class, for the cache.
    func write(to writer: inout BinaryWriter) {
        writer.write(descendants) { $0.write($1.rawValue) }
    }

    /// Reads what `write(to:)` wrote.
    init(from reader: inout BinaryReader) throws(CacheFormatError) {
        descendants = try reader.dictionary { reader throws(CacheFormatError) in try reader.enumeration(Descent.self) }
    }
}
