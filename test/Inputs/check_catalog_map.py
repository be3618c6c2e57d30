"""Checks docs/rules/catalog-map.tsv against the rule catalog, the registry
and the tests: every catalog id (a '#### `family.name`: title' heading of
docs/reference/catalog.md) has exactly one entry, every entry is a catalog id, and
every rule an entry names is a rule of --list-rules. A catalog rule
reachable from CUDA source (its '**Reachable from `.cu`:**' line says yes
or flag) needs, for each rule its entry names, a .cu test under <test/rules>
that checks a finding of it ('[rule-id]' in the file), unless the entry's
note starts with 'cu: ' and says why CUDA source does not reach it.

usage: check_catalog_map.py <docs/reference/catalog.md> <catalog-map.tsv> <output of --list-rules> <test/rules>
Prints one line per problem and exits 1, or a summary line and exits 0."""
import os
import re
import sys

catalog_md, map_tsv, rules_file, tests_dir = sys.argv[1:5]
catalog_text = open(catalog_md).read()
catalog = re.findall(r"^#### `([a-z0-9.-]+)`", catalog_text, re.M)
rules = {line.split()[0] for line in open(rules_file).read().splitlines()[1:] if line.strip()}
entries = []
for line in open(map_tsv):
    if line.strip() and not line.startswith("#"):
        fields = line.rstrip("\n").split("\t")
        entries.append((fields[0], fields[1].split() if len(fields) > 1 else [],
                        fields[2] if len(fields) > 2 else ""))
problems = []
mapped = [cid for cid, _, _ in entries]
for cid in catalog:
    if cid not in mapped:
        problems.append(f"{cid}: in the catalog, not in the map")
for cid in sorted(set(mapped)):
    if mapped.count(cid) > 1:
        problems.append(f"{cid}: {mapped.count(cid)} entries in the map")
    if cid not in catalog:
        problems.append(f"{cid}: in the map, not in the catalog")
for cid, ids, _ in entries:
    for rule in ids:
        if rule != "-" and rule not in rules:
            problems.append(f"{cid}: names {rule}, which is not a rule")


def reachability():
    """{catalog id: 'yes' | 'flag' | 'no' | None}, from each rule's section."""
    sections = re.split(r"^#### `([a-z0-9.-]+)`", catalog_text, flags=re.M)
    found = {}
    for cid, body in zip(sections[1::2], sections[2::2]):
        m = re.search(r"\*\*Reachable from `\.cu`:\*\*\s*([a-z]+)", body)
        found[cid] = m.group(1) if m else None
    return found


def cu_tests():
    """{path: text} of the .cu tests under tests_dir (Inputs are not tests)."""
    found = {}
    for d, subdirs, files in os.walk(tests_dir):
        subdirs[:] = sorted(s for s in subdirs if s != "Inputs")
        for f in sorted(files):
            if f.endswith(".cu"):
                found[os.path.join(d, f)] = open(os.path.join(d, f)).read()
    return found


reach = reachability()
tests = cu_tests()
reachable = with_test = with_reason = 0
for cid, ids, note in entries:
    if cid not in reach:
        continue
    if reach[cid] is None:
        problems.append(f"{cid}: the catalog does not say whether .cu reaches it")
        continue
    ids = [rule for rule in ids if rule != "-"]
    if reach[cid] not in ("yes", "flag") or not ids:
        continue
    reachable += 1
    untested = [rule for rule in ids
                if not any(re.search(r"\[" + re.escape(rule) + r"[],]", text)
                           for text in tests.values())]
    if not untested:
        with_test += 1
    elif note.startswith("cu: "):
        with_reason += 1
    else:
        for rule in untested:
            problems.append(f"{cid}: reachable from .cu ({reach[cid]}), but no .cu test "
                            f"checks {rule} and the note gives no 'cu: ' reason")
for p in problems:
    print("catalog-map:", p)
if problems or not catalog or not tests:
    sys.exit(1)
covered = sum(1 for _, ids, _ in entries if ids and ids != ["-"])
print(f"catalog-map: {len(catalog)} catalog rules, every one in the map "
      f"({covered} with a rule, {len(catalog) - covered} with a reason); "
      f"{reachable} with a rule reachable from .cu ({with_test} with .cu tests, "
      f"{with_reason} with a cu: reason)")
