"""Checks docs/rules/catalog-map.tsv against the rule catalog and the
registry: every catalog id (a '#### `family.name`: title' heading of
rule-catalog.md) has exactly one entry, every entry is a catalog id, and
every rule an entry names is a rule of --list-rules.

usage: check_catalog_map.py <rule-catalog.md> <catalog-map.tsv> <output of --list-rules>
Prints one line per problem and exits 1, or a summary line and exits 0."""
import re
import sys

catalog_md, map_tsv, rules_file = sys.argv[1:4]
catalog = re.findall(r"^#### `([a-z0-9.-]+)`", open(catalog_md).read(), re.M)
rules = {line.split()[0] for line in open(rules_file).read().splitlines()[1:] if line.strip()}
entries = []
for line in open(map_tsv):
    if line.strip() and not line.startswith("#"):
        fields = line.rstrip("\n").split("\t")
        entries.append((fields[0], fields[1].split() if len(fields) > 1 else []))
problems = []
mapped = [cid for cid, _ in entries]
for cid in catalog:
    if cid not in mapped:
        problems.append(f"{cid}: in the catalog, not in the map")
for cid in sorted(set(mapped)):
    if mapped.count(cid) > 1:
        problems.append(f"{cid}: {mapped.count(cid)} entries in the map")
    if cid not in catalog:
        problems.append(f"{cid}: in the map, not in the catalog")
for cid, ids in entries:
    for rule in ids:
        if rule != "-" and rule not in rules:
            problems.append(f"{cid}: names {rule}, which is not a rule")
for p in problems:
    print("catalog-map:", p)
if problems or not catalog:
    sys.exit(1)
covered = sum(1 for _, ids in entries if ids and ids != ["-"])
print(f"catalog-map: {len(catalog)} catalog rules, every one in the map "
      f"({covered} with a rule, {len(catalog) - covered} with a reason)")
