#!/usr/bin/env python3
"""Prints the lines of the first fenced code block of a Markdown file that
contains MARKER, as written, so that a test runs a documented recipe rather
than a copy of it. Exit 1 when no block contains MARKER.

usage: docs_block.py DOC.md MARKER
"""
import re
import sys


def main():
    doc_path, marker = sys.argv[1:3]
    with open(doc_path, encoding="utf-8") as f:
        doc = f.read()
    for block in re.findall(r"(?m)^```[a-z]*\n(.*?)^```", doc, re.S):
        if marker in block:
            sys.stdout.write(block)
            return 0
    print(f"docs_block: no code block of {doc_path} contains {marker!r}", file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main())
