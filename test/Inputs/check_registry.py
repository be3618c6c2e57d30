"""Checks the rule registry against docs and tests: every rule has a doc page,
an index entry, a positive .ll test (one expecting [rule-id]) and a negative
test (one of its tests expects a clean run: "no findings in", or only
suppressed findings), and every test
guards with --implicit-check-not and asserts something.

usage: check_registry.py <output of --list-rules> <source root>
Prints one line per problem and exits 1, or a summary line and exits 0."""
import glob
import re
import os
import sys

rules_file, root = sys.argv[1], sys.argv[2]
ids = [line.split()[0] for line in open(rules_file).read().splitlines()[1:] if line.strip()]
problems = []
all_tests = [t for t in glob.glob(os.path.join(root, "test/rules/*/*"))
             if os.path.isfile(t)]
index = open(os.path.join(root, "docs/rules/README.md")).read()
for rule in ids:
    if not os.path.exists(os.path.join(root, "docs/rules", rule + ".md")):
        problems.append(f"{rule}: no docs/rules/{rule}.md")
    if f"[{rule}]({rule}.md)" not in index:
        problems.append(f"{rule}: not in docs/rules/README.md")
    tests = glob.glob(os.path.join(root, "test/rules/*", rule + "*"))
    # A test shared by a family's rules (nvvm-launch-ok.ll) names each of them.
    tests += [t for t in all_tests if t not in tests and rule in open(t).read()]
    if not any(t.endswith(".ll") and f"[{rule}]" in open(t).read() for t in tests):
        problems.append(f"{rule}: no test/rules/<family>/{rule}*.ll expects [{rule}]")
    clean = re.compile(r"no findings in|: \d+ suppressed in \d+ file")
    if not any(clean.search(open(t).read()) for t in tests):
        problems.append(f"{rule}: no negative test (none of its tests expects 'no findings in')")
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
