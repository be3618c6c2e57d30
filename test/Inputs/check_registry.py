"""Checks the rule registry against docs and tests.

usage: check_registry.py <output of --list-rules> <source root>
Prints one line per problem and exits 1, or a summary line and exits 0."""
import glob
import os
import sys

rules_file, root = sys.argv[1], sys.argv[2]
ids = [line.split()[0] for line in open(rules_file).read().splitlines()[1:] if line.strip()]
problems = []
index = open(os.path.join(root, "docs/rules/README.md")).read()
for rule in ids:
    if not os.path.exists(os.path.join(root, "docs/rules", rule + ".md")):
        problems.append(f"{rule}: no docs/rules/{rule}.md")
    if f"[{rule}]({rule}.md)" not in index:
        problems.append(f"{rule}: not in docs/rules/README.md")
    tests = glob.glob(os.path.join(root, "test/rules/*", rule + "*"))
    if not any(t.endswith(".ll") and f"[{rule}]" in open(t).read() for t in tests):
        problems.append(f"{rule}: no test/rules/<family>/{rule}*.ll expects [{rule}]")
    for t in tests:
        text = open(t).read()
        if "implicit-check-not" not in text:
            problems.append(f"{os.path.relpath(t, root)}: FileCheck without --implicit-check-not")
        if "CHECK" not in text.replace("implicit-check-not", ""):
            problems.append(f"{os.path.relpath(t, root)}: asserts nothing (no CHECK line)")
for p in problems:
    print("registry:", p)
if problems:
    sys.exit(1)
print(f"registry: {len(ids)} rules, every one with docs and tests")
