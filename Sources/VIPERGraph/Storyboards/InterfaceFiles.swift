import Foundation
import VIPERSyntax
import VIPERToolSupport

/// The storyboards of an app and the names of those it launches with, read from the folders of
/// its Swift sources.
public struct InterfaceFiles: Sendable, Hashable {
    /// The storyboards, by path.
    let storyboards: [StoryboardDocument]
    /// The storyboards the app starts with: those its `Info.plist` files name
    /// (`UIMainStoryboardFile`, `UISceneStoryboardFile`) or its Xcode project's build settings
    /// write into the `Info.plist` Xcode generates (`INFOPLIST_KEY_UIMainStoryboardFile`);
    /// `Main`, Xcode's default, when neither is found.
    let launchStoryboards: Set<String>
    /// A hash of every file's path and text: a change to any storyboard or `Info.plist` changes it.
    let contentHash: UInt64
    /// Each storyboard's index in ``storyboards`` by its name, the first by path of a repeated name
    /// (a localisation's copy).
    private let storyboardIndex: [String: Int]

    /// No storyboard.
    public static let none = InterfaceFiles(storyboards: [], infoPlists: [])

    /// Storyboards, and `Info.plist` and `project.pbxproj` files, given as text (`path` ending in
    /// `.storyboard`, `.plist` or `.pbxproj`).
    public init(storyboards: [LoadedSource], infoPlists: [LoadedSource]) {
        contentHash = ContentHash.of((storyboards + infoPlists).map { "\($0.path)\u{0}\($0.text)\u{0}" }.sorted().joined())
        let documents = storyboards.sorted { $0.path < $1.path }.map { StoryboardDocument(path: $0.path, text: $0.text) }
        self.storyboards = documents
        storyboardIndex = Dictionary(documents.indices.map { (documents[$0].name, $0) }, uniquingKeysWith: { first, _ in first })
        let named = Set(infoPlists.flatMap { Self.launchStoryboardNames(in: $0) })
        launchStoryboards = named.isEmpty && !infoPlists.contains(where: { $0.path.hasSuffix(".plist") }) ? ["Main"] : named
    }

    /// The storyboard `UIStoryboard(name:)` would load for `name`.
    func storyboard(named name: String) -> StoryboardDocument? {
        storyboardIndex[name].map { storyboards[$0] }
    }

    /// The storyboards and `Info.plist` files in the folders of `sources`, in the folders that
    /// hold them up to the one that holds them all (a target's `Info.plist` and
    /// `Base.lproj/Main.storyboard` beside its `Scenes/` folder), in the folders of no Swift
    /// file inside those, three levels deep (`StoryBoard/`, `Storyboards/Quiz/`, `Resources/`,
    /// `Supporting Files/`, the project's `App.xcodeproj/`), and in their localisation folders (`Base.lproj`), with paths as
    /// `sources` give them.
    ///
    /// - Parameter directory: where relative paths start; the working directory when nil.
    public static func besides(_ sources: [LoadedSource], relativeTo directory: String?) -> InterfaceFiles {
        read(located(besidePaths: sources.map(\.path), relativeTo: directory))
    }

    /// A storyboard, `Info.plist` or `project.pbxproj` file that ``besides(_:relativeTo:)``
    /// reads: its path as reported and on disk.
    struct Location: Sendable, Hashable {
        let path: String
        let disk: String
    }

    /// The files ``besides(_:relativeTo:)`` reads for Swift files at `paths`, found but not read.
    static func located(besidePaths paths: [String], relativeTo directory: String?) -> [Location] {
        let folders = Set(paths.map { path in path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "." })
        var found: [Location] = []
        let holding = holdingFolders(of: folders)
        for folder in holding.sorted() {
            let onDisk = folder.hasPrefix("/") || directory == nil ? folder : "\(directory ?? ".")/\(folder)"
            for (path, disk, isFolder) in entries(of: folder, onDisk: onDisk) {
                guard isFolder else {
                    add(path, at: disk, to: &found)
                    continue
                }
                // A folder of no Swift file beside the code (`StoryBoard/`, `Resources/`).
                guard !holding.contains(path) else { continue }
                addFiles(inFolder: path, onDisk: disk, skipping: holding, depth: 3, to: &found)
            }
        }
        // The project sits beside the folder of its sources (`Shop.xcodeproj` beside `Shop/`).
        if let top = holding.min(by: { $0.count < $1.count }),
            let parent = top.lastIndex(of: "/").map({ String(top[..<$0]) }) ?? (top == "." ? nil : ".")
        {
            let onDisk = parent.hasPrefix("/") || directory == nil ? parent : "\(directory ?? ".")/\(parent)"
            for (path, disk, isFolder) in entries(of: parent, onDisk: onDisk) where isFolder && path.hasSuffix(".xcodeproj") {
                add("\(path)/project.pbxproj", at: "\(disk)/project.pbxproj", to: &found)
            }
        }
        return found
    }

    /// The files in a folder of no Swift file and in its own such folders, `depth` levels deep
    /// (`Storyboard/Quiz/QuizPartOne.storyboard`); bundles of other resources (`Assets.xcassets`,
    /// a framework) and hidden folders are not entered.
    private static func addFiles(
        inFolder folder: String, onDisk: String, skipping holding: Set<String>, depth: Int, to found: inout [Location]
    ) {
        for (path, disk, isFolder) in entries(of: folder, onDisk: onDisk) {
            guard isFolder else {
                add(path, at: disk, to: &found)
                continue
            }
            let name = path.split(separator: "/").last ?? ""
            guard depth > 1, !holding.contains(path), !name.hasPrefix("."), !opaqueFolderEndings.contains(where: name.hasSuffix) else {
                continue
            }
            addFiles(inFolder: path, onDisk: disk, skipping: holding, depth: depth - 1, to: &found)
        }
    }

    private static let opaqueFolderEndings = [".xcassets", ".bundle", ".framework", ".xcframework", ".xcodeproj", ".xcworkspace"]

    /// The storyboards and property lists at `located` that are regular UTF-8 files no larger
    /// than a Swift file may be (a symbolic link may lead out of the project).
    static func read(_ located: [Location]) -> InterfaceFiles {
        var storyboards: [LoadedSource] = []
        var plists: [LoadedSource] = []
        for file in located {
            guard let text = regularFile(atPath: file.disk) else { continue }
            if file.path.hasSuffix(".storyboard") {
                storyboards.append(LoadedSource(path: file.path, text: text))
            } else {
                plists.append(LoadedSource(path: file.path, text: text))
            }
        }
        return InterfaceFiles(storyboards: storyboards, infoPlists: plists)
    }

    /// The entries of a folder and of its localisation folders (`Base.lproj`), each with its
    /// path as reported, on disk, and whether it is a folder (not a localisation one).
    private static func entries(of folder: String, onDisk: String) -> [(path: String, disk: String, isFolder: Bool)] {
        guard case .success(let listed) = FolderListing.entries(of: onDisk) else { return [] }
        var found: [(path: String, disk: String, isFolder: Bool)] = []
        for entry in listed where !entry.name.hasPrefix(".") && !entry.name.hasSuffix(".swift") {
            let path = folder == "." ? entry.name : "\(folder)/\(entry.name)"
            let disk = "\(onDisk)/\(entry.name)"
            // A symbolic link is no folder here: it may lead out of the project.
            let isFolder = entry.kind == .directory
            if isFolder, entry.name.hasSuffix(".lproj") {
                guard case .success(let inside) = FolderListing.entries(of: disk) else { continue }
                found += inside.map { ("\(path)/\($0.name)", "\(disk)/\($0.name)", false) }
            } else {
                found.append((path, disk, isFolder))
            }
        }
        return found
    }

    /// Keeps a storyboard, an `Info.plist` file or an Xcode project's `project.pbxproj`.
    private static func add(_ path: String, at disk: String, to found: inout [Location]) {
        guard path.hasSuffix(".storyboard") || path.hasSuffix("Info.plist") || path.hasSuffix(".xcodeproj/project.pbxproj") else {
            return
        }
        found.append(Location(path: path, disk: disk))
    }

    /// The text of a file, when it is a regular file (a symbolic link may lead out of the
    /// project) of UTF-8 no larger than a Swift file may be.
    private static func regularFile(atPath path: String) -> String? {
        guard let stamp = FileStamp(path: path), stamp.size <= SourceLimits.default.maxFileBytes,
            let data = FileManager.default.contents(atPath: path)
        else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// `folders` and every folder between each and the deepest folder that holds them all.
    private static func holdingFolders(of folders: Set<String>) -> Set<String> {
        let paths = folders.map { $0.split(separator: "/", omittingEmptySubsequences: false) }
        guard var common = paths.first else { return [] }
        for path in paths.dropFirst() {
            common = Array(zip(common, path).prefix { $0 == $1 }.map(\.0))
        }
        var holding = folders
        for path in paths where path.count > common.count {
            for end in max(common.count, 1)..<path.count { holding.insert(path[..<end].joined(separator: "/")) }
        }
        return holding.filter { !$0.isEmpty }
    }

    /// The storyboard names a file gives to launch with: an XML property list's keys, or the
    /// build settings of a project that lets Xcode generate its `Info.plist`
    /// (`INFOPLIST_KEY_UIMainStoryboardFile = Home;`).
    private static func launchStoryboardNames(in file: LoadedSource) -> [String] {
        file.path.hasSuffix(".pbxproj") ? launchStoryboardNames(inProject: file.text) : launchStoryboardNames(inPlist: file.text)
    }

    private static func launchStoryboardNames(inProject text: String) -> [String] {
        var names: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: "INFOPLIST_KEY_UIMainStoryboardFile = ") {
            rest = rest[range.upperBound...]
            let value = rest.prefix { $0 != ";" && !$0.isNewline }.trimmingCharacters(in: CharacterSet(charactersIn: "\" \t"))
            if !value.isEmpty { names.append(value) }
        }
        return names
    }

    private static func launchStoryboardNames(inPlist text: String) -> [String] {
        var names: [String] = []
        for keyName in ["UIMainStoryboardFile", "UISceneStoryboardFile"] {
            var rest = Substring(text)
            while let range = rest.range(of: "<key>\(keyName)</key>") {
                rest = rest[range.upperBound...]
                guard let open = rest.range(of: "<string>"), let close = rest.range(of: "</string>"), open.upperBound <= close.lowerBound,
                    rest[..<open.lowerBound].allSatisfy(\.isWhitespace)
                else { continue }
                let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
                if !name.isEmpty { names.append(name) }
            }
        }
        return names
    }
}
