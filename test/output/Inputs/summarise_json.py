#!/usr/bin/env python3
"""One line per finding and failure of a JSON report (docs/json-format.md),
for FileCheck: place, rule, severity, function (mangled, demangled), archs,
number of notes; then the summary.

usage: summarise_json.py REPORT.json
"""
import json
import sys

with open(sys.argv[1], encoding="utf-8") as f:
    report = json.load(f)
for d in report["findings"]:
    fn = d["function"] or {"mangled": "-", "demangled": "-"}
    place = ":".join(str(x) for x in (d["file"], d["line"], d["column"]) if x is not None)
    print(f"{place} {d['rule']} {d['severity']} {fn['mangled']} {fn['demangled']} "
          f"[{','.join(d['archs'])}] notes={len(d['notes'])}")
for f in report["failures"]:
    print(f"failure {f['file']}: {f['reason']}")
s = report["summary"]
print(f"summary: {s['errors']} errors, {s['warnings']} warnings, {s['checked']} {s['unit']}s checked, "
      f"{s['failed']} failed, exit {report['exit_code']}")
