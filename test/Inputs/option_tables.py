#!/usr/bin/env python3
"""Compares the options of --help (tool/help.txt, which is also the man page)
with the option table of README.md ("| option | meaning |" under Usage):
every option --help describes has a row in the table, and every option the
table has is in --help. An option is a `-name` or `--name` at the start of a
--help entry (two spaces of indentation, several per entry allowed:
"--version, --help") or in the first column of the table; the value part
(`=<x>`, ` <x>`) is ignored.

usage: option_tables.py HELP.txt README.md
Prints the number of options compared; exit 1 naming each one missing.
"""
import re
import sys

OPTION = re.compile(r"(?<![\w-])(--?[a-z][a-z-]*)")


def help_options(text):
    names = set()
    for line in text.splitlines():
        m = re.match(r"  (-\S.*?)(?:\s{2,}|$)", line)
        if m:
            names.update(OPTION.findall(re.sub(r"<[^>]*>|'[^']*'", "", m[1])))
    return names


def readme_options(text):
    start = text.index("| option | meaning |")
    names = set()
    for line in text[start:].splitlines()[2:]:
        if not line.startswith("|"):
            break
        first = line.split(" | ")[0]
        names.update(OPTION.findall(" ".join(re.findall(r"`([^`]*)`", first))))
    return names


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        ours = help_options(f.read())
    with open(sys.argv[2], encoding="utf-8") as f:
        readme = readme_options(f.read())
    problems = [f"{o}: in --help, not in README's option table" for o in sorted(ours - readme)]
    problems += [f"{o}: in README's option table, not in --help" for o in sorted(readme - ours)]
    for p in problems:
        print(f"option_tables: {p}", file=sys.stderr)
    print(f"{len(ours)} options in --help, {len(readme)} in README's table")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
