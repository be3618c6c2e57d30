#!/usr/bin/env python3
"""Checks a GitLab Code Quality report against the format GitLab documents
(docs.gitlab.com/ci/testing/code_quality/, "Implement a custom tool"): a
JSON array of objects with description, check_name, fingerprint (unique),
severity (info, minor, major, critical or blocker), location.path (relative)
and location.lines.begin; no byte order mark. Prints one line per issue.

usage: check_gitlab.py REPORT
"""
import json
import sys

SEVERITIES = {"info", "minor", "major", "critical", "blocker"}


def fail(msg):
    print(f"check_gitlab: {msg}", file=sys.stderr)
    sys.exit(1)


def main():
    with open(sys.argv[1], "rb") as f:
        raw = f.read()
    if raw.startswith(b"\xef\xbb\xbf"):
        fail("the report starts with a byte order mark")
    issues = json.loads(raw.decode("utf-8"))
    if not isinstance(issues, list):
        fail("the report is not a JSON array")
    fingerprints = set()
    for i, issue in enumerate(issues):
        where = f"[{i}]"
        for key in ("description", "check_name", "fingerprint", "severity"):
            if not isinstance(issue.get(key), str) or not issue[key]:
                fail(f"{where}: {key} missing or not a string")
        if issue["severity"] not in SEVERITIES:
            fail(f"{where}: severity {issue['severity']!r}")
        if issue["fingerprint"] in fingerprints:
            fail(f"{where}: fingerprint {issue['fingerprint']} is not unique")
        fingerprints.add(issue["fingerprint"])
        loc = issue.get("location", {})
        path = loc.get("path")
        if not isinstance(path, str) or not path or path.startswith("/"):
            fail(f"{where}: location.path must be a relative path")
        begin = loc.get("lines", {}).get("begin")
        if not isinstance(begin, int) or isinstance(begin, bool) or begin < 1:
            fail(f"{where}: location.lines.begin must be a line number")
        print(f"{issue['severity']} {issue['check_name']} {path!r}:{begin} {issue['description']!r}")
    print(f"check_gitlab: valid, {len(issues)} issues")


if __name__ == "__main__":
    main()
