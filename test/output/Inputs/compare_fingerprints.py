#!/usr/bin/env python3
"""Prints, for two JSON reports of the same findings, each finding's rule,
line before and after, and whether its fingerprint stayed the same.

usage: compare_fingerprints.py BEFORE.json AFTER.json
"""
import json
import sys

with open(sys.argv[1]) as f:
    before = json.load(f)["findings"]
with open(sys.argv[2]) as f:
    after = json.load(f)["findings"]
if len(before) != len(after):
    sys.exit(f"{len(before)} findings before, {len(after)} after")
for a, b in zip(before, after):
    same = "same" if a["fingerprint"] == b["fingerprint"] else "changed"
    print(f"{a['rule']} {a['function']['mangled']} line {a['line']} -> {b['line']}: {same}")
