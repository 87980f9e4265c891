#!/usr/bin/env bash
# Fails when a target's Swift file imports a module the target does not declare in Package.swift: such an
# import compiles only because some other dependency happened to build the module first, and breaks when that
# dependency goes. Reads the declared dependencies from `swift package dump-package`.
# Usage: .ci/check-imports.sh   (from anywhere in the package; exit 1 naming target, file and module)
set -euo pipefail
cd "$(dirname "$0")/.."

manifest=$(mktemp)
trap 'rm -f "$manifest"' EXIT
swift package dump-package >"$manifest"

python3 - "$manifest" <<'PY'
import json, os, re, sys

# Modules of the toolchain and the OS, which no target declares.
SYSTEM = {
    "Foundation", "Testing", "XCTest", "Dispatch", "Glibc", "Musl", "Darwin", "FoundationEssentials",
    "FoundationNetworking", "_Concurrency", "Synchronization", "os",
}
IMPORT = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)")
CAN_IMPORT = re.compile(r"^\s*#(if|elseif)\s+canImport\((\w+)\)\s*$")


def declared(target):
    """The target and product names the target depends on."""
    names = set()
    for dependency in target["dependencies"]:
        for kind in ("byName", "target", "product"):
            if kind in dependency:
                names.add(dependency[kind][0])
    return names


def directory(target):
    if target.get("path"):
        return target["path"]
    return os.path.join("Tests" if target["type"] == "test" else "Sources", target["name"])


def imports(path):
    """(line number, module) of each import, leaving out `import M` inside `#if canImport(M)`."""
    guards = []  # per open #if: the module its current branch is guarded by, or None
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            stripped = line.strip()
            guard = CAN_IMPORT.match(line)
            if guard and guard.group(1) == "if":
                guards.append(guard.group(2))
            elif guard:
                guards[-1:] = [guard.group(2)]
            elif stripped.startswith("#if"):
                guards.append(None)
            elif stripped.startswith(("#elseif", "#else")):
                guards[-1:] = [None]
            elif stripped.startswith("#endif"):
                guards[-1:] = []
            else:
                match = IMPORT.match(line)
                if match and match.group(1) not in guards:
                    yield number, match.group(1)


def swift_files(root, excluded):
    for folder, subfolders, files in os.walk(root):
        subfolders[:] = sorted(d for d in subfolders if os.path.join(folder, d) not in excluded)
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(folder, name)


package = json.load(open(sys.argv[1]))
problems = 0
for target in package["targets"]:
    if target["type"] not in ("regular", "executable", "test"):
        continue
    root = directory(target)
    allowed = declared(target) | SYSTEM | {target["name"]}
    excluded = {os.path.join(root, path) for path in target.get("exclude", [])}
    for path in swift_files(root, excluded):
        for number, module in imports(path):
            if module not in allowed:
                print(f"{target['name']}: {path}:{number} imports {module}, which the target does not declare")
                problems += 1
if problems:
    print(f"{problems} undeclared import(s): add the modules to the targets' dependencies in Package.swift")
    sys.exit(1)
print("every imported module is declared by its target")
PY
