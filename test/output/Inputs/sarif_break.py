#!/usr/bin/env python3
"""Writes a copy of a SARIF log with one schema violation, to show that the
validator in check_sarif.py rejects what the schema forbids.

usage: sarif_break.py IN OUT level|message|version
"""
import json
import sys

with open(sys.argv[1]) as f:
    log = json.load(f)
what = sys.argv[3]
if what == "level":
    log["runs"][0]["results"][0]["level"] = "fatal"
elif what == "message":
    del log["runs"][0]["results"][0]["message"]
elif what == "version":
    log["version"] = "2.0.0"
with open(sys.argv[2], "w") as f:
    json.dump(log, f)
