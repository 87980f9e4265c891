#!/usr/bin/env bash
# Lists every Swift function, initializer, subscript or deinit of more than 100 lines in the files git tracks
# (or in the files given), and fails when one lacks a `// Long on purpose: why` comment just above it (among its
# attributes and doc comments). Comments and string literals are blanked before braces are counted.
set -euo pipefail
cd "$(dirname "$0")/.."

python3 - "$@" <<'PY'
import bisect, re, subprocess, sys

LIMIT = 100
MARK = "// Long on purpose:"
DECLARATION = re.compile(r"(?<![.\w])(func|init|deinit|subscript)(?!\w)")
# A declaration that cannot stand in a function's signature: a pending body-less requirement ends there.
OTHER = re.compile(r"(?<![.\w])(var|let|case|struct|class|enum|protocol|extension|actor|typealias)(?!\w)")
TOKENS = re.compile(r"[{}()\[\]]|" + DECLARATION.pattern + "|" + OTHER.pattern)


def code_only(text):
    """The text with comments and string contents blanked; newlines kept, so that line numbers hold."""
    out, i, n, depth = [], 0, len(text), 0
    while i < n:
        if depth:
            if text.startswith("/*", i):
                depth, i = depth + 1, i + 2
            elif text.startswith("*/", i):
                depth, i = depth - 1, i + 2
            else:
                out.append("\n" if text[i] == "\n" else " ")
                i += 1
            continue
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = n if end < 0 else end
            out.append(" " * (end - i))
            i = end
            continue
        if text.startswith("/*", i):
            depth, i = 1, i + 2
            continue
        opening = re.match(r'(#*)("""|")', text[i:])
        if not opening:
            out.append(text[i])
            i += 1
            continue
        hashes, quote = opening.group(1), opening.group(2)
        close = quote + hashes
        i += len(opening.group(0))
        out.append('"')
        while i < n and not text.startswith(close, i):
            if text[i] == "\\" and not hashes and text[i + 1 : i + 2] != "\n":
                out.append("  ")
                i += 2
                continue
            if text[i] == "\n" and quote == '"':
                break
            out.append("\n" if text[i] == "\n" else " ")
            i += 1
        i += len(close)
        out.append('"')
    return "".join(out)


def functions(text):
    """(first line, last line) of every function body, 1-based."""
    code = code_only(text)
    line_starts = [0] + [k + 1 for k, c in enumerate(code) if c == "\n"]
    line = lambda position: bisect.bisect_right(line_starts, position)
    found, open_bodies = [], []
    depth, parens, pending = 0, 0, None  # pending: (line, parens, depth) of a declaration awaiting its body
    for token in TOKENS.finditer(code):
        t = token.group(0)
        if t in "([":
            parens += 1
        elif t in ")]":
            parens -= 1
        elif t == "{":
            if pending is not None and parens == pending[1]:
                open_bodies.append((depth, pending[0]))
                pending = None
            depth += 1
        elif t == "}":
            depth -= 1
            if open_bodies and open_bodies[-1][0] == depth:
                found.append((open_bodies.pop()[1], line(token.start())))
            if pending is not None and depth < pending[2]:
                pending = None
        elif DECLARATION.fullmatch(t):
            pending = (line(token.start()), parens, depth)
        elif parens == 0:
            pending = None
    return found


def marked(lines, first):
    """Whether a `// Long on purpose:` comment stands among the comments and attributes above line `first`."""
    k = first - 2
    while k >= 0:
        stripped = lines[k].strip()
        if stripped.startswith(MARK):
            return True
        if not (stripped.startswith("//") or stripped.startswith("@")):
            return False
        k -= 1
    return False


paths = sys.argv[1:] or subprocess.run(
    ["git", "ls-files", "*.swift"], capture_output=True, text=True, check=True).stdout.split()
unexplained = 0
for path in paths:
    text = open(path, encoding="utf-8").read()
    lines = text.split("\n")
    for first, last in functions(text):
        length = last - first + 1
        if length <= LIMIT:
            continue
        explained = marked(lines, first)
        unexplained += not explained
        state = "explained" if explained else "too long"
        print(f"{path}:{first}: {state}: {length} lines: {lines[first - 1].strip()[:80]}")
if unexplained:
    print(f"error: {unexplained} function(s) over {LIMIT} lines without a '{MARK}' comment", file=sys.stderr)
    sys.exit(1)
PY
