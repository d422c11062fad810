#!/usr/bin/env python3
"""Checks an edit of an Xcode project with a reader that is not XcodeProj: the `pbxproj`
package from PyPI (pip install pbxproj).

    check_pbxproj.py BEFORE AFTER EXPECTATIONS

BEFORE and AFTER are project.pbxproj files; EXPECTATIONS is a JSON file:

    {"mode": "add" | "remove",
     "files": [{"path": "App/Modules/Profile/ProfileView.swift",   # relative to the project folder
                "target": "App",                                   # or null
                "phase": "PBXSourcesBuildPhase",                   # or null: in a group only
                "synchronized": false}],
     "link": {"package": "VIPERKit",                               # optional: the package linked
              "url": "https://github.com/VIPERKit/VIPERKit.git",   # the reference expected (or null
                                                                   # when an existing one is reused)
              "products": [{"target": "App", "product": "VIPER"}]}}

For "add" it checks that each file has exactly one file reference, in the group whose folder
is the file's folder, and exactly one build file in its target's phase; that a file in a
synchronized folder has no reference; and that AFTER is BEFORE plus new build files, file
references and groups, with existing objects changed only by elements added to `children` or
`files`. With "link", it also checks that the project refers to the package exactly once, by a
remote reference in `packageReferences` (with `url` when given), that each target has exactly
one dependency on its product, from that reference, and exactly one build file of it in its
Frameworks phase; package references, product dependencies and Frameworks phases may then be
added, and `packageReferences`, `packageProductDependencies` and `buildPhases` may grow. For
"remove" it checks the reverse. Prints "ok" or the problems; exits 0 or 1.
"""
import json
import os
import posixpath
import sys

try:
    from pbxproj import XcodeProject
    from pbxproj.PBXGenericObject import PBXGenericObject
except ImportError:
    print("the pbxproj package is not installed: python3 -m pip install pbxproj")
    sys.exit(2)

ADDABLE = {"PBXBuildFile", "PBXFileReference", "PBXGroup"}
GROWABLE = {"children", "files"}
LINK_ADDABLE = {"XCRemoteSwiftPackageReference", "XCSwiftPackageProductDependency", "PBXFrameworksBuildPhase"}
LINK_GROWABLE = {"packageReferences", "packageProductDependencies", "buildPhases"}


def plain(value):
    """The value as dicts, lists and strings."""
    if isinstance(value, PBXGenericObject):
        return {key: plain(value[key]) for key in value.get_keys() if not key.startswith("_")}
    if isinstance(value, list):
        return [plain(item) for item in value]
    return str(value)


def objects_of(project):
    return {key: plain(project.objects[key]) for key in project.objects.get_keys()}


def folder_paths(objects, root_id):
    """Each navigator element's folder relative to the project folder, walking from the main group."""
    main = objects[root_id]["mainGroup"]
    paths, parents = {}, {}

    def resolve(element, parent_path):
        tree = element.get("sourceTree", "<group>")
        base = parent_path if tree == "<group>" else ("" if tree == "SOURCE_ROOT" else None)
        if base is None:
            return None
        own = element.get("path", "")
        return posixpath.normpath(posixpath.join(base, own)) if own else base

    def visit(key, path):
        paths[key] = path
        for child in objects[key].get("children", []):
            parents[child] = key
            child_path = resolve(objects[child], path)
            if child_path is None:
                continue
            if objects[child]["isa"] == "PBXGroup":
                visit(child, child_path)
            else:
                paths[child] = child_path

    visit(main, resolve(objects[main], "") or "")
    return {key: ("" if path == "." else path) for key, path in paths.items()}, parents


def check_add(before, objects, paths, parents, project, expectations):
    problems = []
    for expected in expectations["files"]:
        path = expected["path"]
        references = [key for key, obj in objects.items() if obj["isa"] == "PBXFileReference" and paths.get(key) == path]
        if expected.get("synchronized"):
            if references:
                problems.append("%s is in a synchronized folder but has a file reference" % path)
            continue
        if len(references) != 1:
            problems.append("%s: expected 1 file reference, found %d" % (path, len(references)))
            continue
        reference = references[0]
        group = parents.get(reference)
        if group is None or paths.get(group) != posixpath.dirname(path):
            problems.append("%s: its group stands for folder %r, not %r" % (path, paths.get(group), posixpath.dirname(path)))
        target_name, phase_isa = expected.get("target"), expected.get("phase")
        if target_name is None or phase_isa is None:
            continue
        target = project.get_target_by_name(target_name)
        if target is None:
            problems.append("%s: pbxproj finds no target %s" % (path, target_name))
            continue
        phases = [objects[key] for key in objects[target.get_id()]["buildPhases"] if objects[key]["isa"] == phase_isa]
        if len(phases) != 1:
            problems.append("%s: target %s has %d %s" % (path, target_name, len(phases), phase_isa))
            continue
        entries = [key for key in phases[0].get("files", []) if objects[key].get("fileRef") == reference]
        if len(entries) != 1:
            problems.append("%s: expected 1 entry in %s of %s, found %d" % (path, phase_isa, target_name, len(entries)))
    link = expectations.get("link")
    if link:
        problems += check_link(objects, project, link)
    problems += only_growth(before, objects, linked=bool(link))
    return problems


def check_link(objects, project, link):
    """Problems unless the project refers to the package once and each target links its product once."""
    problems = []
    root = objects[str(project["rootObject"])]
    name = link["package"].lower()

    def package_name(obj):
        location = obj.get("repositoryURL") or obj.get("relativePath") or ""
        last = location.rstrip("/").replace(":", "/").split("/")[-1]
        return (last[:-4] if last.endswith(".git") else last).lower()

    references = [key for key in root.get("packageReferences", [])
                  if objects[key]["isa"] in ("XCRemoteSwiftPackageReference", "XCLocalSwiftPackageReference")
                  and package_name(objects[key]) == name]
    if len(references) != 1:
        return ["expected 1 reference to package %s, found %d" % (link["package"], len(references))]
    reference = objects[references[0]]
    if reference["isa"] != "XCRemoteSwiftPackageReference":
        problems.append("the reference to %s is a %s" % (link["package"], reference["isa"]))
    if link.get("url") and reference.get("repositoryURL") != link["url"]:
        problems.append("the reference to %s has URL %r, not %r" % (link["package"], reference.get("repositoryURL"), link["url"]))
    for expected in link["products"]:
        target = project.get_target_by_name(expected["target"])
        if target is None:
            problems.append("pbxproj finds no target %s" % expected["target"])
            continue
        target_object = objects[target.get_id()]
        dependencies = [key for key in target_object.get("packageProductDependencies", [])
                        if objects[key].get("productName") == expected["product"]]
        if len(dependencies) != 1:
            problems.append("%s: expected 1 dependency on %s, found %d" % (expected["target"], expected["product"], len(dependencies)))
            continue
        if objects[dependencies[0]].get("package") != references[0]:
            problems.append("%s: its %s does not come from the reference to %s" % (expected["target"], expected["product"], link["package"]))
        phases = [objects[key] for key in target_object["buildPhases"] if objects[key]["isa"] == "PBXFrameworksBuildPhase"]
        if len(phases) != 1:
            problems.append("%s: expected 1 Frameworks phase, found %d" % (expected["target"], len(phases)))
            continue
        entries = [key for key in phases[0].get("files", []) if objects[key].get("productRef") == dependencies[0]]
        if len(entries) != 1:
            problems.append("%s: expected 1 build file of %s in its Frameworks phase, found %d" % (expected["target"], expected["product"], len(entries)))
    return problems


def only_growth(old, new, linked=False):
    """Problems unless `new` is `old` plus addable objects and elements added to children/files
    (and, when `linked`, what linking a package adds)."""
    addable = ADDABLE | LINK_ADDABLE if linked else ADDABLE
    growable = GROWABLE | LINK_GROWABLE if linked else GROWABLE
    problems = []
    for key, obj in old.items():
        if key not in new:
            problems.append("object %s (%s) disappeared" % (key, obj["isa"]))
            continue
        for field in set(obj) | set(new[key]):
            if obj.get(field) == new[key].get(field):
                continue
            if field in growable and is_subsequence(obj.get(field, []), new[key].get(field, [])):
                continue
            problems.append("object %s (%s) changed its %s" % (key, obj["isa"], field))
    for key, obj in new.items():
        if key not in old and obj["isa"] not in addable:
            problems.append("unexpected new object %s (%s)" % (key, obj["isa"]))
    return problems


def is_subsequence(short, long):
    iterator = iter(long)
    return all(any(item == candidate for candidate in iterator) for item in short)


def check_remove(before, objects, paths, parents, project, expectations):
    problems = []
    for expected in expectations["files"]:
        path = expected["path"]
        if any(obj["isa"] == "PBXFileReference" and paths.get(key) == path for key, obj in objects.items()):
            problems.append("%s still has a file reference" % path)
    dangling = [key for key, obj in objects.items() if obj["isa"] == "PBXBuildFile" and obj.get("fileRef") not in objects]
    problems += ["build file %s refers to a removed file" % key for key in dangling]
    problems += only_growth(objects, before)
    return problems


def main():
    before_path, after_path, expectations_path = sys.argv[1:4]
    with open(expectations_path) as handle:
        expectations = json.load(handle)
    before = objects_of(XcodeProject.load(before_path))
    project = XcodeProject.load(after_path)
    objects = objects_of(project)
    paths, parents = folder_paths(objects, str(project["rootObject"]))
    check = check_add if expectations["mode"] == "add" else check_remove
    problems = check(before, objects, paths, parents, project, expectations)
    if problems:
        print("\n".join(problems))
        sys.exit(1)
    print("ok")


if __name__ == "__main__":
    main()
