extension InterfaceFiles {
    /// The screen classes code makes from storyboards by name: each scene's
    /// `storyboardIdentifier`, and each storyboard's name for its initial scene (through a
    /// navigation controller to its root screen).
    var screenClasses: [String: String] {
        var classes: [String: String] = [:]
        for document in storyboards {
            if let initial = document.initialSceneID, let screen = screens(of: initial, in: document).first?.scene.className {
                classes[document.name] = classes[document.name] ?? screen
            }
            for scene in document.scenes {
                guard let identifier = scene.identifier, let screen = screens(of: scene.id, in: document).first?.scene.className else {
                    continue
                }
                classes[identifier] = classes[identifier] ?? screen
            }
        }
        return classes
    }

    /// The storyboards that start with a container of UIKit's, a tab bar or split view
    /// controller with no class of the app's: each is a screen of its own, named for its
    /// storyboard (`Tabbar.storyboard` holding the app's tabs), unless the app launches with it.
    var containerStoryboards: Set<String> {
        Set(
            storyboards.compactMap { document in
                guard !launchStoryboards.contains(document.name), let id = document.initialSceneID, let scene = document.scene(id: id),
                    scene.className == nil, scene.reference == nil, ["tabBarController", "splitViewController"].contains(scene.element)
                else { return nil }
                return document.name
            })
    }

    /// The scenes a scene shows, each with its storyboard: itself when it is the app's class;
    /// for a reference to another storyboard, what the scene it names shows; else (a navigation
    /// or tab bar controller of UIKit's) the screens its relationships hold.
    func screens(of id: String, in document: StoryboardDocument, depth: Int = 4) -> [(
        scene: StoryboardDocument.Scene, document: StoryboardDocument
    )] {
        guard depth > 0, let scene = document.scene(id: id) else { return [] }
        if let reference = scene.reference {
            guard let other = storyboard(named: reference.storyboard), let named = other.scene(referencedBy: reference) else { return [] }
            return screens(of: named.id, in: other, depth: depth - 1)
        }
        if scene.className != nil { return [(scene, document)] }
        return scene.segues.filter { $0.kind == "relationship" }.flatMap { screens(of: $0.destination, in: document, depth: depth - 1) }
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
            for scene in document.scenes {
                let source = module(ofScene: scene, in: document)
                let isEntry = scene.id == document.initialSceneID && interface.launchStoryboards.contains(document.name)
                let isContainer = scene.id == document.initialSceneID && storyboardContainers.contains(document.name)
                let from = source ?? (isEntry && scene.className == nil ? ModuleGraph.appNode : isContainer ? document.name : nil)
                if isEntry, let module = source {
                    draft.add(
                        ModuleEdge(from: ModuleGraph.appNode, to: module, kind: .setRoot, route: nil), at: "\(document.path):\(scene.line)",
                        target: module)
                }
                guard let from else { continue }
                for segue in scene.segues {
                    // A navigation controller's root is shown the way the segue to the navigation controller shows it.
                    let kind = InterfaceFiles.navigationKind(ofSegue: segue)
                    for (destination, storyboard) in interface.screens(of: segue.destination, in: document) {
                        guard let target = module(ofScene: destination, in: storyboard), target != from else {
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
    fileprivate func module(ofScene scene: StoryboardDocument.Scene, in document: StoryboardDocument) -> String? {
        guard let className = scene.className else { return nil }
        // The storyboard says the class is a screen, whatever its name ends with (`CartScreen`).
        let named = module(ofOwner: className) ?? module(ofScreenType: className) ?? module(named: className)
        if let named, declaredModules[named] != nil { return named }
        // An object that sets the scene's module up when it loads (`AvarageHistoryModuleInitializer`
        // beside an `AverageHistoryViewController`) names the module.
        if let module = scene.objectClasses.lazy.compactMap({ self.module(ofOwner: $0) }).first(where: { declaredModules[$0] != nil }) {
            return module
        }
        if declaredModules[document.name] != nil || (named != nil && screenModules.contains(document.name)) { return document.name }
        return named
    }
}
