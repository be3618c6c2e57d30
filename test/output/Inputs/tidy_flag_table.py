#!/usr/bin/env python3
"""Checks that the flag tables of docs/ci.md ("clang-tidy and run-clang-tidy
flags") have a row for every flag the installed tools print in --help, and
that every flag a row calls "supported" is one cuda-nvvmcheck's --help names.

The tools' flags are read from their --help text: clang-tidy's (llvm::cl:
an option at two spaces of indentation, `--name` or `-p`), run-clang-tidy's
and clang-tidy-diff.py's (argparse: `-name`, or `-h, --help`, at two spaces
after the "options:" line). A flag has a row when a backticked `-name...`
in the table's first column has the same name (dashes and the value part
ignored). The first table holds clang-tidy's and run-clang-tidy's flags,
the second ("clang-tidy-diff.py flag") clang-tidy-diff.py's.

usage: tidy_flag_table.py DOCS/ci.md CLANG-TIDY-HELP RUN-CLANG-TIDY-HELP
                          CLANG-TIDY-DIFF-HELP NVVMCHECK-HELP
Prints one line per table with the number of flags checked; exit 1 naming
every flag without a row.
"""
import re
import sys

SECTION = "## clang-tidy and run-clang-tidy flags"
FLAG = re.compile(r"`(--?[a-z][a-z-]*)")


def name(flag):
    return flag.lstrip("-")


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def section(doc):
    start = doc.index(SECTION) + len(SECTION)
    end = doc.find("\n## ", start)
    return doc[start:end if end >= 0 else len(doc)]


def tables(text):
    """Each markdown table of the text, as a list of rows of cells; the
    header row first, the |---| line left out."""
    found, rows = [], []
    for line in text.splitlines() + [""]:
        if line.startswith("|"):
            if not re.fullmatch(r"\|(-+\|)+", line.replace(" ", "")):
                rows.append([c.strip() for c in line.strip().strip("|").split(" | ")])
        elif rows:
            found.append(rows)
            rows = []
    return found


def llvm_cl_flags(help_text):
    """clang-tidy --help: an option starts at two spaces' indentation."""
    return {m[1] for m in re.finditer(r"(?m)^  (--?[a-z][a-z-]*)", help_text)}


def argparse_flags(help_text):
    """run-clang-tidy / clang-tidy-diff.py --help: the "options:" section."""
    opts = help_text[help_text.index("\noptions:\n"):]
    flags = set()
    for m in re.finditer(r"(?m)^  (-[a-z][a-z-]*)(?:, (--[a-z][a-z-]*))?", opts):
        flags.update(f for f in m.groups() if f)
    return flags


def first_column_names(table):
    return {name(f) for row in table[1:] for f in FLAG.findall(row[0])}


def supported_names(table):
    """Flags of the rows whose verdict begins with "supported", leaving out
    those a row marks as run-clang-tidy's (the scan's own spellings)."""
    names = set()
    for row in table[1:]:
        if row[-1].startswith("supported"):
            own = row[0].split("run-clang-tidy")[0]
            names.update(name(f) for f in FLAG.findall(own))
    return names


def missing(tool_flags, names):
    return sorted(f for f in tool_flags if name(f) not in names)


def main():
    doc_path, tidy, run_tidy, tidy_diff, ours = sys.argv[1:6]
    main_table, diff_table = None, None
    for t in tables(section(read(doc_path))):
        if t[0][0] == "flag":
            main_table = t
        elif t[0][0] == "clang-tidy-diff.py flag":
            diff_table = t
    if not main_table or not diff_table:
        print("tidy_flag_table: a table is missing from the section", file=sys.stderr)
        return 1
    problems = []
    checks = (("clang-tidy", llvm_cl_flags(read(tidy)), main_table),
              ("run-clang-tidy", argparse_flags(read(run_tidy)), main_table),
              ("clang-tidy-diff.py", argparse_flags(read(tidy_diff)), diff_table))
    for tool, flags, table in checks:
        if not flags:
            problems.append(f"no flags read from {tool}'s --help")
        for f in missing(flags, first_column_names(table)):
            problems.append(f"{tool} {f} has no row")
        print(f"{tool}: {len(flags)} flags, each with a row")
    our_help = read(ours)
    for n in sorted(supported_names(main_table)):
        if not re.search(rf"(?<![\w-])--?{re.escape(n)}(?![\w-])", our_help):
            problems.append(f"--{n} is 'supported' but cuda-nvvmcheck --help does not name it")
    print(f"supported: {len(supported_names(main_table))} flags, each in --help")
    for p in problems:
        print(f"tidy_flag_table: {p}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
