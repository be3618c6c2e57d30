#!/usr/bin/env python3
"""Checks that the JSON reports of a run's N shards (--shard=K/N) partition
the run: one run identity, shard numbers 1..N each once, the TUs they
checked disjoint and together every TU of the run, each shard at most one
TU more than another, every finding and failure about a TU its shard
checked. Prints one line per shard and a summary, for FileCheck.

usage: check_shards.py SHARD.json...
"""
import json
import sys


def fail(msg):
    print(f"check_shards: {msg}", file=sys.stderr)
    sys.exit(1)


def main():
    shards = []
    for path in sys.argv[1:]:
        with open(path, encoding="utf-8") as f:
            doc = json.load(f)
        if "shard" not in doc:
            fail(f"{path}: no shard information")
        shards.append((path, doc))
    infos = [d["shard"] for _, d in shards]
    count = infos[0]["count"]
    units = infos[0]["units"]
    if any(i["run"] != infos[0]["run"] or i["count"] != count or i["units"] != units
           for i in infos):
        fail("the shards are not of one run")
    if sorted(i["index"] for i in infos) != list(range(1, count + 1)):
        fail(f"shard numbers {sorted(i['index'] for i in infos)}, not 1..{count}")
    seen = {}
    for path, doc in shards:
        info = doc["shard"]
        if info["checked"] != sorted(info["checked"]):
            fail(f"{path}: checked TUs not in database order")
        for u in info["checked"]:
            if u in seen:
                fail(f"TU {u} is in {seen[u]} and {path}")
            seen[u] = path
        mine = set(info["checked"])
        items = doc["findings"] + doc["failures"]
        if any(x["shard"]["unit"] not in mine for x in items):
            fail(f"{path}: a finding or failure of a TU it did not check")
    if sorted(seen) != list(range(units)):
        fail(f"the shards checked TUs {sorted(seen)} of {units}")
    sizes = [len(i["checked"]) for i in infos]
    if max(sizes) - min(sizes) > 1:
        fail(f"unbalanced: {sizes} TUs")
    for info in sorted(infos, key=lambda i: i["index"]):
        print(f"shard {info['index']}/{count}: TUs {info['checked']}")
    print(f"check_shards: {count} shards partition the {units} TUs")


if __name__ == "__main__":
    main()
