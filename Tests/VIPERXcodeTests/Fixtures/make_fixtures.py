#!/usr/bin/env python3
"""Writes the Xcode project fixtures of VIPERXcodeTests in the formats Xcode saves.

Each fixture is a small app project as Xcode 14 (objectVersion 56), 15 (60) and 16 (70, 77)
create it, plus one that `pod install` has integrated (CocoaPods writes its own script
phases, some without inputPaths/outputPaths), and one shaped like an app that has grown
(`Packages`: five targets, Swift packages from repositories and from a folder, groups with and
without folders of their own). The text follows Xcode's layout: one section
per object type in alphabetical order, objects by identifier, build files and file
references on one line, everything else over several lines, `isa` first and the other keys
sorted, strings quoted unless they are made only of letters, digits and `_$./`.

Run from anywhere: python3 make_fixtures.py  (rewrites every fixture next to this script).
"""
import os
import re

HERE = os.path.dirname(os.path.abspath(__file__))


class Ref:
    """A reference to another object, written with that object's name as a comment."""

    def __init__(self, project, key):
        self.project = project
        self.key = key


class Project:
    def __init__(self, prefix):
        self.prefix = prefix
        self.counter = 0
        self.objects = {}

    def add(self, isa, **fields):
        self.counter += 1
        key = "%s%08X%012X" % (self.prefix, 0x2C53F5F2 + self.counter * 0x100, 0x00EF267F)
        self.objects[key] = dict(isa=isa, **fields)
        return Ref(self, key)

    def obj(self, ref):
        return self.objects[ref.key]

    # Names Xcode writes in comments.
    def comment(self, key):
        o = self.objects[key]
        isa = o["isa"]
        if isa == "PBXBuildFile":
            item = o.get("fileRef") or o.get("productRef")
            phase = next(self.comment(k) for k, p in self.objects.items()
                         if "files" in p and any(isinstance(f, Ref) and f.key == key for f in p["files"]))
            return "%s in %s" % (self.comment(item.key), phase)
        if isa == "XCRemoteSwiftPackageReference":
            return 'XCRemoteSwiftPackageReference "%s"' % o["repositoryURL"].rstrip("/").split("/")[-1].removesuffix(".git")
        if isa == "XCLocalSwiftPackageReference":
            return 'XCLocalSwiftPackageReference "%s"' % o["relativePath"]
        if isa == "XCSwiftPackageProductDependency":
            return o["productName"]
        if isa == "PBXCopyFilesBuildPhase":
            return o.get("name", "CopyFiles")
        if isa in ("PBXFileReference", "PBXGroup", "PBXVariantGroup", "PBXFileSystemSynchronizedRootGroup"):
            if key == self.main_group:
                return None
            return o.get("name") or o.get("path")
        if isa == "PBXSourcesBuildPhase":
            return "Sources"
        if isa == "PBXFrameworksBuildPhase":
            return "Frameworks"
        if isa == "PBXResourcesBuildPhase":
            return "Resources"
        if isa == "PBXShellScriptBuildPhase":
            return o.get("name", "ShellScript")
        if isa == "PBXNativeTarget":
            return o["name"]
        if isa == "PBXProject":
            return "Project object"
        if isa == "XCBuildConfiguration":
            return o["name"]
        if isa == "XCConfigurationList":
            owner = next((k, p) for k, p in self.objects.items()
                         if isinstance(p.get("buildConfigurationList"), Ref) and p["buildConfigurationList"].key == key)
            name = self.name if owner[1]["isa"] == "PBXProject" else owner[1]["name"]
            return 'Build configuration list for %s "%s"' % (owner[1]["isa"], name)
        return isa

    def render(self, object_version, name):
        self.name = name
        out = ["// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n",
               "\tobjectVersion = %d;\n\tobjects = {\n" % object_version]
        sections = sorted({o["isa"] for o in self.objects.values()})
        for isa in sections:
            out.append("\n/* Begin %s section */\n" % isa)
            for key in sorted(k for k, o in self.objects.items() if o["isa"] == isa):
                o = self.objects[key]
                single = isa in ("PBXBuildFile", "PBXFileReference") or o.get("_single")
                out.append("\t\t" + self.key_text(key) + " = " + self.value(o, 2, single) + ";\n")
            out.append("/* End %s section */\n" % isa)
        out.append("\t};\n\trootObject = %s;\n}\n" % self.key_text(self.root))
        return "".join(out)

    def key_text(self, key):
        comment = self.comment(key)
        return key if comment is None else "%s /* %s */" % (key, comment)

    def value(self, v, depth, single):
        if isinstance(v, Ref):
            return self.key_text(v.key)
        if isinstance(v, str):
            return quote(v)
        if isinstance(v, int):
            return str(v)
        if isinstance(v, list):
            if single:
                return "(" + ", ".join(self.value(x, depth + 1, True) for x in v) + ")"
            inner = "".join("\t" * (depth + 1) + self.value(x, depth + 1, False) + ",\n" for x in v)
            return "(\n" + inner + "\t" * depth + ")"
        if isinstance(v, dict):
            keys = sorted((k for k in v if not k.startswith("_")), key=lambda k: (k != "isa", k))
            if single:
                return "{" + "".join("%s = %s; " % (quote(k), self.value(v[k], depth + 1, True)) for k in keys) + "}"
            inner = "".join("\t" * (depth + 1) + "%s = %s;\n" % (quote(k), self.value(v[k], depth + 1, False)) for k in keys)
            return "{\n" + inner + "\t" * depth + "}"
        raise TypeError(v)


def quote(s):
    if s == "":
        return '""'
    if re.fullmatch(r"[A-Za-z0-9_$./]+", s) and "//" not in s and "___" not in s:
        return s
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def swift_file(p, name):
    return p.add("PBXFileReference", lastKnownFileType="sourcecode.swift", path=name, sourceTree="<group>")


def configurations(p, settings_debug, settings_release):
    debug = p.add("XCBuildConfiguration", buildSettings=settings_debug, name="Debug")
    release = p.add("XCBuildConfiguration", buildSettings=settings_release, name="Release")
    return p.add("XCConfigurationList", buildConfigurations=[debug, release],
                 defaultConfigurationIsVisible=0, defaultConfigurationName="Release")


def phase(p, isa, files):
    return p.add(isa, buildActionMask=2147483647, files=files, runOnlyForDeploymentPostprocessing=0)


def build_files(p, refs):
    return [p.add("PBXBuildFile", fileRef=r) for r in refs]


def target_settings(name, test_host=None, extra=None):
    settings = {
        "CODE_SIGN_STYLE": "Automatic",
        "CURRENT_PROJECT_VERSION": "1",
        "GENERATE_INFOPLIST_FILE": "YES",
        "MARKETING_VERSION": "1.0",
        "PRODUCT_BUNDLE_IDENTIFIER": "com.example.%s" % name,
        "PRODUCT_NAME": "$(TARGET_NAME)",
        "SWIFT_EMIT_LOC_STRINGS": "YES",
        "SWIFT_VERSION": "5.0",
        "TARGETED_DEVICE_FAMILY": "1,2",
    }
    if test_host:
        settings["BUNDLE_LOADER"] = "$(TEST_HOST)"
        settings["TEST_HOST"] = "$(BUILT_PRODUCTS_DIR)/%s.app/$(BUNDLE_EXECUTABLE_FOLDER_PATH)/%s" % (test_host, test_host)
    else:
        settings["INFOPLIST_KEY_UILaunchStoryboardName"] = "LaunchScreen"
        settings["LD_RUNPATH_SEARCH_PATHS"] = ["$(inherited)", "@executable_path/Frameworks"]
    settings.update(extra or {})
    return settings


PROJECT_SETTINGS = {
    "ALWAYS_SEARCH_USER_PATHS": "NO",
    "CLANG_CXX_LANGUAGE_STANDARD": "gnu++20",
    "CLANG_ENABLE_MODULES": "YES",
    "GCC_PREPROCESSOR_DEFINITIONS": ["DEBUG=1", "$(inherited)"],
    "IPHONEOS_DEPLOYMENT_TARGET": "16.0",
    "SDKROOT": "iphoneos",
    "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "DEBUG $(inherited)",
    "SWIFT_OPTIMIZATION_LEVEL": "-Onone",
}


def native_target(p, name, product_type, product, phases, config_list, dependencies=(), synchronized=None):
    fields = dict(buildConfigurationList=config_list, buildPhases=phases, buildRules=[],
                  dependencies=list(dependencies), name=name, productName=name,
                  productReference=product, productType=product_type)
    if synchronized is not None:
        fields["fileSystemSynchronizedGroups"] = synchronized
        fields["packageProductDependencies"] = []
    return p.add("PBXNativeTarget", **fields)


def dependency(p, project, target, name):
    proxy = p.add("PBXContainerItemProxy", containerPortal=project, proxyType="1",
                  remoteGlobalIDString=target.key, remoteInfo=name)
    return p.add("PBXTargetDependency", target=target, targetProxy=proxy)


def classic_project(prefix, object_version, compatibility, created_on, upgrade_check, cocoapods=False, with_framework=False):
    """An app with App, AppTests and AppUITests targets (and optionally a Core framework), in groups."""
    p = Project(prefix)
    app_delegate = swift_file(p, "AppDelegate.swift")
    scene_delegate = swift_file(p, "SceneDelegate.swift")
    home_view = swift_file(p, "HomeView.swift")
    home_presenter = swift_file(p, "HomePresenter.swift")
    assets = p.add("PBXFileReference", lastKnownFileType="folder.assetcatalog", path="Assets.xcassets", sourceTree="<group>")
    launch_base = p.add("PBXFileReference", lastKnownFileType="file.storyboard", name="Base", path="Base.lproj/LaunchScreen.storyboard", sourceTree="<group>")
    launch = p.add("PBXVariantGroup", children=[launch_base], name="LaunchScreen.storyboard", sourceTree="<group>")
    info = p.add("PBXFileReference", lastKnownFileType="text.plist.xml", path="Info.plist", sourceTree="<group>")
    app_tests_file = swift_file(p, "AppTests.swift")
    home_tests = swift_file(p, "HomePresenterTests.swift")
    ui_tests_file = swift_file(p, "AppUITests.swift")
    app_product = p.add("PBXFileReference", explicitFileType="wrapper.application", includeInIndex=0, path="App.app", sourceTree="BUILT_PRODUCTS_DIR")
    tests_product = p.add("PBXFileReference", explicitFileType="wrapper.cfbundle", includeInIndex=0, path="AppTests.xctest", sourceTree="BUILT_PRODUCTS_DIR")
    ui_product = p.add("PBXFileReference", explicitFileType="wrapper.cfbundle", includeInIndex=0, path="AppUITests.xctest", sourceTree="BUILT_PRODUCTS_DIR")

    home = p.add("PBXGroup", children=[home_view, home_presenter], path="Home", sourceTree="<group>")
    modules = p.add("PBXGroup", children=[home], path="Modules", sourceTree="<group>")
    supporting = p.add("PBXGroup", children=[info], name="Supporting Files", sourceTree="<group>")
    app_group = p.add("PBXGroup", children=[app_delegate, scene_delegate, modules, assets, launch, supporting], path="App", sourceTree="<group>")
    home_tests_group = p.add("PBXGroup", children=[home_tests], path="Home", sourceTree="<group>")
    tests_group = p.add("PBXGroup", children=[app_tests_file, home_tests_group], path="AppTests", sourceTree="<group>")
    ui_group = p.add("PBXGroup", children=[ui_tests_file], path="AppUITests", sourceTree="<group>")
    products = [app_product, tests_product, ui_product]
    main_children = [app_group, tests_group, ui_group]

    app_sources = phase(p, "PBXSourcesBuildPhase", build_files(p, [scene_delegate, home_presenter, app_delegate, home_view]))
    app_resources = phase(p, "PBXResourcesBuildPhase", build_files(p, [launch, assets]))
    test_sources = phase(p, "PBXSourcesBuildPhase", build_files(p, [home_tests, app_tests_file]))
    ui_sources = phase(p, "PBXSourcesBuildPhase", build_files(p, [ui_tests_file]))
    frameworks = {name: phase(p, "PBXFrameworksBuildPhase", []) for name in ("App", "AppTests", "AppUITests")}
    extra_settings = {}
    app_phases_before, app_phases_after, test_phases_before = [], [], []
    frameworks_group = None
    if cocoapods:
        pods_app = p.add("PBXFileReference", explicitFileType="wrapper.framework", includeInIndex=0, path="Pods_App.framework", sourceTree="BUILT_PRODUCTS_DIR")
        pods_tests = p.add("PBXFileReference", explicitFileType="wrapper.framework", includeInIndex=0, path="Pods_AppTests.framework", sourceTree="BUILT_PRODUCTS_DIR")
        xcconfigs = {}
        for pod_target in ("App", "AppTests"):
            for configuration in ("debug", "release"):
                xcconfigs[(pod_target, configuration)] = p.add(
                    "PBXFileReference", includeInIndex=1, lastKnownFileType="text.xcconfig",
                    name="Pods-%s.%s.xcconfig" % (pod_target, configuration),
                    path="Target Support Files/Pods-%s/Pods-%s.%s.xcconfig" % (pod_target, pod_target, configuration),
                    sourceTree="<group>")
        pods_group = p.add("PBXGroup", children=list(xcconfigs.values()), path="Pods", sourceTree="<group>")
        frameworks_group = p.add("PBXGroup", children=[pods_app, pods_tests], name="Frameworks", sourceTree="<group>")
        main_children += [pods_group, frameworks_group]
        p.obj(frameworks["App"])["files"] = build_files(p, [pods_app])
        p.obj(frameworks["AppTests"])["files"] = build_files(p, [pods_tests])

        def check_manifest(target):
            return p.add("PBXShellScriptBuildPhase", buildActionMask=2147483647, files=[], inputFileListPaths=[],
                         inputPaths=["${PODS_PODFILE_DIR_PATH}/Podfile.lock", "${PODS_ROOT}/Manifest.lock"],
                         name="[CP] Check Pods Manifest.lock", outputFileListPaths=[],
                         outputPaths=["$(DERIVED_FILE_DIR)/Pods-%s-checkManifestLockResult.txt" % target],
                         runOnlyForDeploymentPostprocessing=0, shellPath="/bin/sh",
                         shellScript='diff "${PODS_PODFILE_DIR_PATH}/Podfile.lock" "${PODS_ROOT}/Manifest.lock" > /dev/null\nif [ $? != 0 ] ; then\n    echo "error: The sandbox is not in sync with the Podfile.lock. Run \'pod install\'." >&2\n    exit 1\nfi\necho "SUCCESS" > "${SCRIPT_OUTPUT_FILE_0}"\n',
                         showEnvVarsInLog=0)

        embed = p.add("PBXShellScriptBuildPhase", buildActionMask=2147483647, files=[],
                      inputFileListPaths=["${PODS_ROOT}/Target Support Files/Pods-App/Pods-App-frameworks-${CONFIGURATION}-input-files.xcfilelist"],
                      name="[CP] Embed Pods Frameworks",
                      outputFileListPaths=["${PODS_ROOT}/Target Support Files/Pods-App/Pods-App-frameworks-${CONFIGURATION}-output-files.xcfilelist"],
                      runOnlyForDeploymentPostprocessing=0, shellPath="/bin/sh",
                      shellScript='"${PODS_ROOT}/Target Support Files/Pods-App/Pods-App-frameworks.sh"\n', showEnvVarsInLog=0)
        app_phases_before = [check_manifest("App")]
        app_phases_after = [embed]
        test_phases_before = [check_manifest("AppTests")]
        extra_settings = {"App": xcconfigs[("App", "debug")], "AppTests": xcconfigs[("AppTests", "debug")]}
        release_settings = {"App": xcconfigs[("App", "release")], "AppTests": xcconfigs[("AppTests", "release")]}

    core_target = None
    core_sources_ref = None
    if with_framework:
        core_file = swift_file(p, "Networking.swift")
        core_product = p.add("PBXFileReference", explicitFileType="wrapper.framework", includeInIndex=0, path="Core.framework", sourceTree="BUILT_PRODUCTS_DIR")
        products.append(core_product)
        core_group = p.add("PBXGroup", children=[core_file], path="Core", sourceTree="<group>")
        main_children.insert(1, core_group)
        core_sources_ref = phase(p, "PBXSourcesBuildPhase", build_files(p, [core_file]))
        core_list = configurations(p, target_settings("Core", extra={"DEFINES_MODULE": "YES"}), target_settings("Core", extra={"DEFINES_MODULE": "YES"}))
        core_target = native_target(p, "Core", "com.apple.product-type.framework", core_product,
                                    [core_sources_ref, phase(p, "PBXFrameworksBuildPhase", [])], core_list)

    products_group = p.add("PBXGroup", children=products, name="Products", sourceTree="<group>")
    main = p.add("PBXGroup", children=main_children + [products_group], sourceTree="<group>")
    p.main_group = main.key

    def list_for(name, host=None):
        debug = target_settings(name, host)
        release = target_settings(name, host)
        configuration_list = configurations(p, debug, release)
        if cocoapods and name in extra_settings:
            debug_config, release_config = p.obj(configuration_list)["buildConfigurations"]
            p.obj(debug_config)["baseConfigurationReference"] = extra_settings[name]
            p.obj(release_config)["baseConfigurationReference"] = release_settings[name]
        return configuration_list

    app = native_target(p, "App", "com.apple.product-type.application", app_product,
                        app_phases_before + [app_sources, frameworks["App"], app_resources] + app_phases_after, list_for("App"))
    project_list = configurations(p, dict(PROJECT_SETTINGS), dict(PROJECT_SETTINGS, SWIFT_OPTIMIZATION_LEVEL="-O"))
    targets = [app]
    if core_target is not None:
        targets.append(core_target)
    attributes = {"BuildIndependentTargetsInParallel": "1", "LastSwiftUpdateCheck": upgrade_check, "LastUpgradeCheck": upgrade_check}
    project_fields = dict(buildConfigurationList=project_list, developmentRegion="en", hasScannedForEncodings=0,
                          knownRegions=["en", "Base"], mainGroup=main, productRefGroup=products_group,
                          projectDirPath="", projectRoot="")
    if compatibility:
        project_fields["compatibilityVersion"] = compatibility
    else:
        project_fields["minimizedProjectReferenceProxies"] = "1"
        project_fields["preferredProjectObjectVersion"] = str(object_version)
    project = p.add("PBXProject", attributes=attributes, **project_fields)
    p.root = project.key
    tests = native_target(p, "AppTests", "com.apple.product-type.bundle.unit-test", tests_product,
                          test_phases_before + [test_sources, frameworks["AppTests"], phase(p, "PBXResourcesBuildPhase", [])],
                          list_for("AppTests", host="App"), [dependency(p, project, app, "App")])
    ui = native_target(p, "AppUITests", "com.apple.product-type.bundle.ui-testing", ui_product,
                       [ui_sources, frameworks["AppUITests"], phase(p, "PBXResourcesBuildPhase", [])],
                       list_for("AppUITests"), [dependency(p, project, app, "App")])
    targets += [tests, ui]
    p.obj(project)["targets"] = targets
    attributes["TargetAttributes"] = {t.key: {"CreatedOnToolsVersion": created_on} for t in targets}
    return p


def synchronized_project(prefix, object_version, tests_synchronized=True):
    """An Xcode 16 app whose App folder is synchronized; AppTests is synchronized or a classic group."""
    p = Project(prefix)
    app_product = p.add("PBXFileReference", explicitFileType="wrapper.application", includeInIndex=0, path="App.app", sourceTree="BUILT_PRODUCTS_DIR")
    tests_product = p.add("PBXFileReference", explicitFileType="wrapper.cfbundle", includeInIndex=0, path="AppTests.xctest", sourceTree="BUILT_PRODUCTS_DIR")
    app_sources = phase(p, "PBXSourcesBuildPhase", [])
    test_sources_files = []
    main_children = []
    exceptions = p.add("PBXFileSystemSynchronizedBuildFileExceptionSet", membershipExceptions=["Info.plist", "Legacy/OldScreen.swift"])
    app_folder = p.add("PBXFileSystemSynchronizedRootGroup", exceptions=[exceptions], explicitFileTypes={}, explicitFolders=[], path="App", sourceTree="<group>", _single=True)
    main_children.append(app_folder)
    test_sync = []
    if tests_synchronized:
        tests_folder = p.add("PBXFileSystemSynchronizedRootGroup", path="AppTests", sourceTree="<group>")
        main_children.append(tests_folder)
        test_sync = [tests_folder]
    else:
        tests_file = swift_file(p, "AppTests.swift")
        tests_group = p.add("PBXGroup", children=[tests_file], path="AppTests", sourceTree="<group>")
        main_children.append(tests_group)
        test_sources_files = build_files(p, [tests_file])
    products_group = p.add("PBXGroup", children=[app_product, tests_product], name="Products", sourceTree="<group>")
    main = p.add("PBXGroup", children=main_children + [products_group], sourceTree="<group>")
    p.main_group = main.key
    project_list = configurations(p, dict(PROJECT_SETTINGS), dict(PROJECT_SETTINGS, SWIFT_OPTIMIZATION_LEVEL="-O"))
    app = native_target(p, "App", "com.apple.product-type.application", app_product,
                        [app_sources, phase(p, "PBXFrameworksBuildPhase", []), phase(p, "PBXResourcesBuildPhase", [])],
                        configurations(p, target_settings("App"), target_settings("App")), synchronized=[app_folder])
    p.obj(exceptions)["target"] = app
    project = p.add("PBXProject", attributes={"BuildIndependentTargetsInParallel": "1", "LastSwiftUpdateCheck": "1600", "LastUpgradeCheck": "1600"},
                    buildConfigurationList=project_list, developmentRegion="en", hasScannedForEncodings=0,
                    knownRegions=["en", "Base"], mainGroup=main, minimizedProjectReferenceProxies="1",
                    preferredProjectObjectVersion=str(object_version), productRefGroup=products_group,
                    projectDirPath="", projectRoot="")
    p.root = project.key
    tests = native_target(p, "AppTests", "com.apple.product-type.bundle.unit-test", tests_product,
                          [phase(p, "PBXSourcesBuildPhase", test_sources_files), phase(p, "PBXFrameworksBuildPhase", []), phase(p, "PBXResourcesBuildPhase", [])],
                          configurations(p, target_settings("AppTests", "App"), target_settings("AppTests", "App")),
                          [dependency(p, project, app, "App")], synchronized=test_sync)
    p.obj(project)["targets"] = [app, tests]
    p.obj(project)["attributes"]["TargetAttributes"] = {t.key: {"CreatedOnToolsVersion": "16.0"} for t in (app, tests)}
    return p


def packages_project(prefix):
    """An app that has grown: App, a ShareExtension, a Core framework, AppTests and AppUITests;
    packages from two repositories (one with an exact version) and from a folder, linked to App
    and Core; groups with a folder of their own, a group named apart from its folder, and
    groups without a folder."""
    p = Project(prefix)
    app_delegate = swift_file(p, "AppDelegate.swift")
    scene_delegate = swift_file(p, "SceneDelegate.swift")
    home_view = swift_file(p, "HomeView.swift")
    home_presenter = swift_file(p, "HomePresenter.swift")
    info = p.add("PBXFileReference", lastKnownFileType="text.plist.xml", path="Info.plist", sourceTree="<group>")
    assets = p.add("PBXFileReference", lastKnownFileType="folder.assetcatalog", path="Assets.xcassets", sourceTree="<group>")
    share_file = swift_file(p, "ShareViewController.swift")
    core_file = swift_file(p, "APIClient.swift")
    app_tests_file = swift_file(p, "AppTests.swift")
    ui_tests_file = swift_file(p, "AppUITests.swift")
    design_system = p.add("PBXFileReference", lastKnownFileType="wrapper", path="DesignSystem", sourceTree="<group>")
    app_product = p.add("PBXFileReference", explicitFileType="wrapper.application", includeInIndex=0, path="App.app", sourceTree="BUILT_PRODUCTS_DIR")
    share_product = p.add("PBXFileReference", explicitFileType="wrapper.app-extension", includeInIndex=0, path="ShareExtension.appex", sourceTree="BUILT_PRODUCTS_DIR")
    core_product = p.add("PBXFileReference", explicitFileType="wrapper.framework", includeInIndex=0, path="Core.framework", sourceTree="BUILT_PRODUCTS_DIR")
    tests_product = p.add("PBXFileReference", explicitFileType="wrapper.cfbundle", includeInIndex=0, path="AppTests.xctest", sourceTree="BUILT_PRODUCTS_DIR")
    ui_product = p.add("PBXFileReference", explicitFileType="wrapper.cfbundle", includeInIndex=0, path="AppUITests.xctest", sourceTree="BUILT_PRODUCTS_DIR")

    # Home has its folder; "Features" stands for the folder Modules; "Supporting Files" and
    # "Frameworks" have no folder of their own.
    home = p.add("PBXGroup", children=[home_view, home_presenter], path="Home", sourceTree="<group>")
    features = p.add("PBXGroup", children=[home], name="Features", path="Modules", sourceTree="<group>")
    supporting = p.add("PBXGroup", children=[info], name="Supporting Files", sourceTree="<group>")
    app_group = p.add("PBXGroup", children=[app_delegate, scene_delegate, features, assets, supporting], path="App", sourceTree="<group>")
    share_group = p.add("PBXGroup", children=[share_file], path="ShareExtension", sourceTree="<group>")
    core_group = p.add("PBXGroup", children=[core_file], path="Core", sourceTree="<group>")
    tests_group = p.add("PBXGroup", children=[app_tests_file], path="AppTests", sourceTree="<group>")
    ui_group = p.add("PBXGroup", children=[ui_tests_file], path="AppUITests", sourceTree="<group>")
    packages_group = p.add("PBXGroup", children=[design_system], path="Packages", sourceTree="<group>")
    frameworks_group = p.add("PBXGroup", children=[], name="Frameworks", sourceTree="<group>")
    products_group = p.add("PBXGroup", children=[app_product, share_product, core_product, tests_product, ui_product], name="Products", sourceTree="<group>")
    main = p.add("PBXGroup", children=[packages_group, app_group, share_group, core_group, tests_group, ui_group, frameworks_group, products_group], sourceTree="<group>")
    p.main_group = main.key

    collections = p.add("XCRemoteSwiftPackageReference", repositoryURL="https://github.com/apple/swift-collections.git",
                        requirement={"kind": "upToNextMajorVersion", "minimumVersion": "1.1.0"})
    kingfisher = p.add("XCRemoteSwiftPackageReference", repositoryURL="https://github.com/onevcat/Kingfisher",
                       requirement={"kind": "exactVersion", "version": "7.10.0"})
    design = p.add("XCLocalSwiftPackageReference", relativePath="Packages/DesignSystem")
    deque = p.add("XCSwiftPackageProductDependency", package=collections, productName="DequeModule")
    kingfisher_product = p.add("XCSwiftPackageProductDependency", package=kingfisher, productName="Kingfisher")
    design_product = p.add("XCSwiftPackageProductDependency", package=design, productName="DesignSystem")

    app_sources = phase(p, "PBXSourcesBuildPhase", build_files(p, [home_presenter, scene_delegate, app_delegate, home_view]))
    core_in_app = p.add("PBXBuildFile", fileRef=core_product)
    app_frameworks = phase(p, "PBXFrameworksBuildPhase", [p.add("PBXBuildFile", productRef=kingfisher_product),
                                                          p.add("PBXBuildFile", productRef=design_product), core_in_app])
    embed_core = p.add("PBXBuildFile", fileRef=core_product, settings={"ATTRIBUTES": ["CodeSignOnCopy", "RemoveHeadersOnCopy"]}, _single=True)
    embed_share = p.add("PBXBuildFile", fileRef=share_product, settings={"ATTRIBUTES": ["RemoveHeadersOnCopy"]}, _single=True)
    embed_frameworks = p.add("PBXCopyFilesBuildPhase", buildActionMask=2147483647, dstPath="", dstSubfolderSpec=10,
                             files=[embed_core], name="Embed Frameworks", runOnlyForDeploymentPostprocessing=0)
    embed_extensions = p.add("PBXCopyFilesBuildPhase", buildActionMask=2147483647, dstPath="", dstSubfolderSpec=13,
                             files=[embed_share], name="Embed Foundation Extensions", runOnlyForDeploymentPostprocessing=0)
    app_resources = phase(p, "PBXResourcesBuildPhase", build_files(p, [assets]))
    share_sources = phase(p, "PBXSourcesBuildPhase", build_files(p, [share_file]))
    core_sources = phase(p, "PBXSourcesBuildPhase", build_files(p, [core_file]))
    core_frameworks = phase(p, "PBXFrameworksBuildPhase", [p.add("PBXBuildFile", productRef=deque)])
    test_sources = phase(p, "PBXSourcesBuildPhase", build_files(p, [app_tests_file]))
    ui_sources = phase(p, "PBXSourcesBuildPhase", build_files(p, [ui_tests_file]))

    def configured(name, host=None, extra=None):
        return configurations(p, target_settings(name, host, extra), target_settings(name, host, extra))

    project_list = configurations(p, dict(PROJECT_SETTINGS), dict(PROJECT_SETTINGS, SWIFT_OPTIMIZATION_LEVEL="-O"))
    attributes = {"BuildIndependentTargetsInParallel": "1", "LastSwiftUpdateCheck": "1530", "LastUpgradeCheck": "1530"}
    project = p.add("PBXProject", attributes=attributes, buildConfigurationList=project_list, compatibilityVersion="Xcode 15.0",
                    developmentRegion="en", hasScannedForEncodings=0, knownRegions=["en", "Base"], mainGroup=main,
                    packageReferences=[collections, kingfisher, design], productRefGroup=products_group,
                    projectDirPath="", projectRoot="")
    p.root = project.key
    share = native_target(p, "ShareExtension", "com.apple.product-type.app-extension", share_product,
                          [share_sources, phase(p, "PBXFrameworksBuildPhase", []), phase(p, "PBXResourcesBuildPhase", [])],
                          configured("ShareExtension", extra={"IPHONEOS_DEPLOYMENT_TARGET": "15.0"}))
    core = native_target(p, "Core", "com.apple.product-type.framework", core_product, [core_sources, core_frameworks],
                         configured("Core", extra={"DEFINES_MODULE": "YES"}))
    p.obj(core)["packageProductDependencies"] = [deque]
    app = native_target(p, "App", "com.apple.product-type.application", app_product,
                        [app_sources, app_frameworks, app_resources, embed_frameworks, embed_extensions], configured("App"),
                        [dependency(p, project, share, "ShareExtension"), dependency(p, project, core, "Core")])
    p.obj(app)["packageProductDependencies"] = [kingfisher_product, design_product]
    # AppTests predates Swift packages in this project: it has no packageProductDependencies.
    tests = native_target(p, "AppTests", "com.apple.product-type.bundle.unit-test", tests_product,
                          [test_sources, phase(p, "PBXFrameworksBuildPhase", []), phase(p, "PBXResourcesBuildPhase", [])],
                          configured("AppTests", host="App"), [dependency(p, project, app, "App")])
    ui = native_target(p, "AppUITests", "com.apple.product-type.bundle.ui-testing", ui_product,
                       [ui_sources, phase(p, "PBXFrameworksBuildPhase", []), phase(p, "PBXResourcesBuildPhase", [])],
                       configured("AppUITests"), [dependency(p, project, app, "App")])
    targets = [app, share, core, tests, ui]
    p.obj(project)["targets"] = targets
    attributes["TargetAttributes"] = {t.key: {"CreatedOnToolsVersion": "15.3"} for t in targets}
    return p


FIXTURES = {
    "Xcode14": (classic_project("1C3D", 56, "Xcode 14.0", "14.3", "1430"), 56),
    "Xcode15": (classic_project("7CA2", 60, "Xcode 15.0", "15.2", "1520", with_framework=True), 60),
    "Xcode16Groups": (synchronized_project("A4C5", 70, tests_synchronized=False), 70),
    "Xcode16": (synchronized_project("6CF0", 77), 77),
    "CocoaPods": (classic_project("13A6", 56, "Xcode 14.0", "14.2", "1420", cocoapods=True), 56),
    "Packages": (packages_project("5D81"), 60),
}


def main():
    for folder, (project, version) in FIXTURES.items():
        path = os.path.join(HERE, folder, "App.xcodeproj")
        os.makedirs(path, exist_ok=True)
        with open(os.path.join(path, "project.pbxproj"), "w") as handle:
            handle.write(project.render(version, "App"))


if __name__ == "__main__":
    main()
