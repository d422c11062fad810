extension InterfaceFiles {
    /// The screen classes code makes from storyboards by name: each scene's
    /// `storyboardIdentifier`, and each storyboard's name for its initial scene (through a
    /// navigation controller to its root screen).
    var screenClasses: [String: String] {
        var classes: [String: String] = [:]
        for document in storyboards {
            let scenes = Dictionary(document.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            if let initial = document.initialSceneID, let screen = Self.screens(of: initial, in: scenes).first?.className {
                classes[document.name] = classes[document.name] ?? screen
            }
            for scene in document.scenes {
                guard let identifier = scene.identifier, let screen = Self.screens(of: scene.id, in: scenes).first?.className else {
                    continue
                }
                classes[identifier] = classes[identifier] ?? screen
            }
        }
        return classes
    }

    /// The scenes a scene shows: itself when it is the app's class, else (a navigation or tab
    /// bar controller of UIKit's) the screens its relationships hold.
    static func screens(of id: String, in scenes: [String: StoryboardDocument.Scene], depth: Int = 3) -> [StoryboardDocument.Scene] {
        guard depth > 0, let scene = scenes[id] else { return [] }
        if scene.className != nil { return [scene] }
        return scene.segues.filter { $0.kind == "relationship" }.flatMap { screens(of: $0.destination, in: scenes, depth: depth - 1) }
    }

    /// How a segue of `kind` shows its destination.
    static func navigationKind(ofSegue segue: StoryboardDocument.Segue) -> NavigationKind {
        switch segue.kind {
        case "show", "push", "showDetail": .push
        case "presentation", "modal", "popoverPresentation", "popover": .present
        case "relationship": segue.relationship == "viewControllers" ? .tabs : .setRoot
        case "embed": .builds
        default: .shows
        }
    }
}

extension GraphAssembler {
    /// The edges storyboards draw: each segue from a module's scene to another module's, and
    /// the app's entry into the initial scene of a storyboard it launches with.
    func addStoryboardEdges(to draft: inout GraphDraft) {
        for document in interface.storyboards {
            let scenes = Dictionary(document.scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            for scene in document.scenes {
                let source = scene.className.flatMap { module(ofScene: $0, in: document) }
                let isEntry = scene.id == document.initialSceneID && interface.launchStoryboards.contains(document.name)
                let from = source ?? (isEntry && scene.className == nil ? ModuleGraph.appNode : nil)
                if isEntry, let module = source {
                    draft.add(
                        ModuleEdge(from: ModuleGraph.appNode, to: module, kind: .setRoot, route: nil), at: "\(document.path):\(scene.line)",
                        target: module)
                }
                guard let from else { continue }
                for segue in scene.segues {
                    // A navigation controller's root is shown the way the segue to the navigation controller shows it.
                    let kind = InterfaceFiles.navigationKind(ofSegue: segue)
                    for destination in InterfaceFiles.screens(of: segue.destination, in: scenes) {
                        guard let className = destination.className, let target = module(ofScene: className, in: document), target != from
                        else {
                            continue
                        }
                        let edgeKind = from == ModuleGraph.appNode && kind == .setRoot ? .setRoot : kind
                        draft.add(
                            ModuleEdge(from: from, to: target, kind: edgeKind, route: nil), at: "\(document.path):\(segue.line)",
                            target: target)
                    }
                }
            }
        }
    }
}

extension GraphAssembler {
    /// The module of a scene's class: the module its name gives when that module exists, else
    /// the module or screen the storyboard is named for (`MenuTabBarController` in
    /// `Menu.storyboard`, with a `MenuRouter`). A class whose name gives nothing (the template's
    /// `ViewController`, which the app replaces at launch) is only a declared module's, not a
    /// router's of that name (`MainRouter`, the app's navigation over its window).
    fileprivate func module(ofScene className: String, in document: StoryboardDocument) -> String? {
        // The storyboard says the class is a screen, whatever its name ends with (`CartScreen`).
        let named = module(ofOwner: className) ?? module(ofScreenType: className) ?? module(named: className)
        if let named, declaredModules[named] != nil { return named }
        if declaredModules[document.name] != nil || (named != nil && screenModules.contains(document.name)) { return document.name }
        return named
    }
}
