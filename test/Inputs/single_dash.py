#!/usr/bin/env python3
"""Runs every long option of cuda-nvvmcheck --help spelt with two dashes and
with one (as llvm::cl, and so clang-tidy, reads them), each followed by
--version, and checks that the two spellings end with the same exit status
and that the one-dash spelling is never an unknown option. An option whose
--help entry shows a value gets "x" (joined with = when the entry joins it,
as the next argument otherwise), so both spellings see the same value.

usage: single_dash.py TOOL HELP.txt
Prints the number of options run; exit 1 naming each that differs.
"""
import os
import re
import subprocess
import sys
import tempfile


def long_options(help_text):
    """(name, how its value is given: "=", " " or "") for each --name that
    starts a --help entry (two spaces of indentation)."""
    found = {}
    for line in help_text.splitlines():
        m = re.match(r"  (-\S.*?)(?:\s{2,}|$)", line)
        if not m:
            continue
        for opt in re.finditer(r"(?<![\w-])--([a-z][a-z-]*)(\[?=| <|)", m[1]):
            value = {"=": "=", " <": " "}.get(opt[2], "")
            found.setdefault(opt[1], value)
    return found


def run(tool, args, cwd):
    p = subprocess.run([tool] + args + ["--version"], cwd=cwd, stdin=subprocess.DEVNULL,
                       capture_output=True, text=True, timeout=120)
    return p.returncode, p.stderr


def spelt(dashes, name, value):
    if value == "=":
        return [f"{dashes}{name}=x"]
    if value == " ":
        return [f"{dashes}{name}", "x"]
    return [f"{dashes}{name}"]


def main():
    tool, help_path = os.path.abspath(sys.argv[1]), sys.argv[2]
    with open(help_path, encoding="utf-8") as f:
        options = long_options(f.read())
    problems = []
    with tempfile.TemporaryDirectory() as cwd:
        for name, value in sorted(options.items()):
            two = run(tool, spelt("--", name, value), cwd)
            one = run(tool, spelt("-", name, value), cwd)
            if "unknown option" in one[1]:
                problems.append(f"-{name}: {one[1].strip()}")
            elif one[0] != two[0]:
                problems.append(f"-{name}: exit {one[0]}, --{name}: exit {two[0]}")
    for p in problems:
        print(f"single_dash: {p}", file=sys.stderr)
    print(f"{len(options)} long options, each read the same with one dash")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
