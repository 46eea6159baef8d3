#!/usr/bin/env python3
"""Lists the Swift functions (func, init, deinit, subscript) in Sources/ whose bodies are longer
than a limit, longest first: the evidence for issue 33's "functions a reader can hold".

Body lines are the lines strictly between the line of the opening brace and the line of the
closing one. Strings and comments are masked first, so braces inside them do not count.

    python3 Scripts/long-functions.py [--limit 80] [--top 15] [ROOT]
"""

import argparse
import os
import re
import sys


def mask(text):
    """Returns text with the contents of comments and string literals replaced by spaces
    (newlines kept), so that only code braces and keywords remain."""
    out = list(text)
    n = len(text)

    def blank(a, b):
        for k in range(a, b):
            if out[k] != "\n":
                out[k] = " "

    def string_end(i, hashes, multi):
        """i is just after the opening quote(s); returns the index after the closing delimiter."""
        close = ('"""' if multi else '"') + "#" * hashes
        escape = "\\" + "#" * hashes
        start = i
        while i < n:
            if text.startswith(escape, i):
                j = i + len(escape)
                if j < n and text[j] == "(":
                    blank(start, i)
                    i = code(j + 1, ")")
                    start = i
                    continue
                i = j + 1
                continue
            if text.startswith(close, i):
                blank(start, i)
                return i + len(close)
            if not multi and text[i] == "\n":
                blank(start, i)
                return i
            i += 1
        blank(start, n)
        return n

    def code(i, until=None):
        """Scans code from i; with `until`, stops after the matching closing parenthesis."""
        depth = 0
        while i < n:
            c = text[i]
            if text.startswith("//", i):
                j = text.find("\n", i)
                j = n if j < 0 else j
                blank(i, j)
                i = j
            elif text.startswith("/*", i):
                j, level = i + 2, 1
                while j < n and level:
                    if text.startswith("/*", j):
                        level, j = level + 1, j + 2
                    elif text.startswith("*/", j):
                        level, j = level - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
            elif c == "#" or c == '"':
                j = i
                while j < n and text[j] == "#":
                    j += 1
                if j < n and text[j] == '"':
                    hashes = j - i
                    multi = text.startswith('"""', j)
                    i = string_end(j + (3 if multi else 1), hashes, multi)
                else:
                    i = j if j > i else i + 1
            elif until and c == "(":
                depth += 1
                i += 1
            elif until and c == ")":
                if depth == 0:
                    return i + 1
                depth -= 1
                i += 1
            else:
                i += 1
        return n

    code(0)
    return "".join(out)


DECL = re.compile(r"\b(func\s+([^\s(<]+)|init\b[?!]?|deinit\b|subscript\b)")
NOT_BODY_START = re.compile(
    r"^\s*(@|func\b|var\b|let\b|init\b|deinit\b|subscript\b|case\b|typealias\b|associatedtype\b|"
    r"static\b|class\b|struct\b|enum\b|protocol\b|extension\b|public\b|private\b|internal\b|"
    r"fileprivate\b|package\b|open\b|override\b|mutating\b|nonisolated\b|convenience\b|required\b|#)"
)


def functions(path):
    text = open(path, encoding="utf-8").read()
    code = mask(text)
    line_of = [0] * (len(code) + 1)
    line = 1
    for k, ch in enumerate(code):
        line_of[k] = line
        if ch == "\n":
            line += 1
    line_of[len(code)] = line
    # Matching closing brace for every opening one.
    match, stack = {}, []
    for k, ch in enumerate(code):
        if ch == "{":
            stack.append(k)
        elif ch == "}" and stack:
            match[stack.pop()] = k
    results = []
    for m in DECL.finditer(code):
        name = m.group(2) or m.group(1).split()[0]
        # Find the body: the first "{" outside parentheses/brackets of the signature; no body
        # (a protocol requirement) when a "}" or a new declaration comes first.
        i, depth = m.end(), 0
        body = None
        while i < len(code):
            ch = code[i]
            if ch in "([":
                depth += 1
            elif ch in ")]":
                depth -= 1
            elif depth == 0 and ch == "{":
                body = i
                break
            elif depth == 0 and ch == "}":
                break
            elif depth == 0 and ch == "\n":
                rest = code[i + 1 : code.find("\n", i + 1)]
                if NOT_BODY_START.match(rest) or rest.strip() == "":
                    # A blank line or a declaration ends a body-less requirement.
                    if not rest.strip().startswith(("where", "->", "throws", "async", "{")):
                        break
            i += 1
        if body is None or body not in match:
            continue
        lines = line_of[match[body]] - line_of[body] - 1
        results.append((lines, path, line_of[m.start()], name))
    return results


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("root", nargs="?", default="Sources")
    parser.add_argument("--limit", type=int, default=80)
    parser.add_argument("--top", type=int, default=0, help="print only the longest N (0: all over the limit)")
    args = parser.parse_args()
    found = []
    for folder, _, files in os.walk(args.root):
        for f in files:
            if f.endswith(".swift"):
                found.extend(functions(os.path.join(folder, f)))
    found.sort(key=lambda r: (-r[0], r[1], r[2]))
    over = [r for r in found if r[0] > args.limit]
    shown = found[: args.top] if args.top else over
    for lines, path, line, name in shown:
        print(f"{lines:5d}  {name}  {path}:{line}")
    print(f"{len(found)} functions; {len(over)} over {args.limit} body lines; longest {found[0][0] if found else 0}")


if __name__ == "__main__":
    sys.exit(main())
