/// What a storyboard file says about the app's screens: each scene's view controller class and
/// identifier, the segues between scenes, and which scene the storyboard starts with.
///
/// Read with a small scanner of the XML's start tags and their attributes (Interface Builder
/// writes plain XML: no entities in names, no CDATA where scenes are declared).
struct StoryboardDocument: Sendable, Hashable {
    /// A scene: one view controller and the segues that leave it.
    struct Scene: Sendable, Hashable {
        let id: String
        /// The app's class of the controller (`customClass`), nil for UIKit's own controllers.
        let className: String?
        /// The `storyboardIdentifier` code instantiates it by.
        let identifier: String?
        /// The controller's element, `viewController`, `navigationController`, `tabBarController`….
        let element: String
        let line: Int
        /// For a storyboard reference (`viewControllerPlaceholder`), the scene it stands for.
        let reference: Reference?
        var segues: [Segue] = []
        /// The app's classes of the scene's other objects: an object that sets up the scene's
        /// module when the storyboard loads it (`LoginModuleInitializer`).
        var objectClasses: [String] = []
    }

    /// A scene of another storyboard a segue leads to: the one with `identifier`
    /// (`referencedIdentifier`), or that storyboard's initial scene when nil.
    struct Reference: Sendable, Hashable {
        let storyboard: String
        let identifier: String?
    }

    /// A segue from a scene to another: `kind` is `show`, `presentation`, `relationship`….
    struct Segue: Sendable, Hashable {
        let destination: String
        let kind: String
        /// For a relationship, what it is: `rootViewController`, `viewControllers`.
        let relationship: String?
        let line: Int
    }

    /// The file's name without `.storyboard`, as `UIStoryboard(name:)` gives it.
    let name: String
    let path: String
    let initialSceneID: String?
    let scenes: [Scene]
    /// Each scene's index in ``scenes`` by its id, the first of a repeated id.
    private let sceneIndex: [String: Int]

    /// Reads the storyboard at `path` from its text.
    init(path: String, text: String) {
        self.path = path
        let file = path.split(separator: "/").last.map(String.init) ?? path
        name = file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file
        var initial: String?
        var scenes: [Scene] = []
        var inScene = false
        XMLStartTags.scan(text) { element, attributes, line in
            switch element {
            case "document": initial = attributes["initialViewController"]
            case "scene": inScene = true
            case "/scene": inScene = false
            case "customObject":
                guard inScene, let className = attributes["customClass"], !scenes.isEmpty else { return }
                scenes[scenes.count - 1].objectClasses.append(className)
            case "segue":
                guard inScene, let destination = attributes["destination"], !scenes.isEmpty else { return }
                scenes[scenes.count - 1].segues.append(
                    Segue(destination: destination, kind: attributes["kind"] ?? "", relationship: attributes["relationship"], line: line))
            default:
                guard inScene, attributes["sceneMemberID"] == "viewController", let id = attributes["id"] else { return }
                let reference = attributes["storyboardName"].map {
                    Reference(storyboard: $0, identifier: attributes["referencedIdentifier"])
                }
                scenes.append(
                    Scene(
                        id: id, className: attributes["customClass"], identifier: attributes["storyboardIdentifier"], element: element,
                        line: line, reference: element == "viewControllerPlaceholder" ? reference : nil))
            }
        }
        initialSceneID = initial
        self.scenes = scenes
        sceneIndex = Dictionary(scenes.indices.map { (scenes[$0].id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The scene with `id`.
    func scene(id: String) -> Scene? {
        sceneIndex[id].map { scenes[$0] }
    }

    /// The scene a reference names: the one with its identifier, else the initial scene.
    func scene(referencedBy reference: Reference) -> Scene? {
        guard let identifier = reference.identifier else { return initialSceneID.flatMap(scene(id:)) }
        return scenes.first { $0.identifier == identifier }
    }
}

/// The start tags of an XML text, each with its attributes and line; end tags are reported as
/// `/name`, comments and declarations are skipped.
enum XMLStartTags {
    static func scan(_ text: String, _ visit: (String, [String: String], Int) -> Void) {
        let bytes = Array(text.utf8)
        var index = 0
        var line = 1
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1 }
            guard byte == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let start = index + 1
            var end = start
            var quote: UInt8?
            var tagLine = line
            while end < bytes.count, quote != nil || bytes[end] != UInt8(ascii: ">") {
                if bytes[end] == UInt8(ascii: "\n") { tagLine += 1 }
                if bytes[end] == UInt8(ascii: "\"") || bytes[end] == UInt8(ascii: "'") {
                    quote = quote == nil ? bytes[end] : (quote == bytes[end] ? nil : quote)
                }
                end += 1
            }
            if start < bytes.count, bytes[start] != UInt8(ascii: "!"), bytes[start] != UInt8(ascii: "?") {
                let (element, attributes) = tag(bytes[start..<end])
                visit(element, attributes, line)
            }
            line = tagLine
            index = end + 1
        }
    }

    /// The element name and attributes of a tag's inside (`scene sceneID="x"`).
    private static func tag(_ bytes: ArraySlice<UInt8>) -> (String, [String: String]) {
        var index = bytes.startIndex
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == UInt8(ascii: "/") }
        let nameStart = index
        while index < bytes.endIndex, !isSpace(bytes[index]) || (index == nameStart && bytes[index] == UInt8(ascii: "/")) { index += 1 }
        let element = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        var attributes: [String: String] = [:]
        while index < bytes.endIndex {
            while index < bytes.endIndex, isSpace(bytes[index]) { index += 1 }
            let keyStart = index
            while index < bytes.endIndex, bytes[index] != UInt8(ascii: "="), !isSpace(bytes[index]) { index += 1 }
            let key = String(decoding: bytes[keyStart..<index], as: UTF8.self)
            guard index < bytes.endIndex, bytes[index] == UInt8(ascii: "="), index + 1 < bytes.endIndex else {
                index += 1
                continue
            }
            let quote = bytes[index + 1]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                index += 1
                continue
            }
            let valueStart = index + 2
            var valueEnd = valueStart
            while valueEnd < bytes.endIndex, bytes[valueEnd] != quote { valueEnd += 1 }
            attributes[key] = String(decoding: bytes[valueStart..<min(valueEnd, bytes.endIndex)], as: UTF8.self)
            index = valueEnd + 1
        }
        return (element, attributes)
    }
}
