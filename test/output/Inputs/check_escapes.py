#!/usr/bin/env python3
"""The reports of escaping.test decode back to the exact file name and
message: JSON and GitLab as JSON strings, SARIF with a percent-encoded URI.

usage: check_escapes.py FILE_NAME REPORT.json REPORT.sarif REPORT.gitlab
"""
import json
import sys
import urllib.parse

NAME = 'odd%name:with,comma\nand\rcr"q\\b\x01'
MESSAGE = "Formal parameter space overflowed (40000 bytes required, max 32764 bytes allowed) in function " + NAME


def expect(what, got, want):
    if got != want:
        print(f"check_escapes: {what}: {got!r} != {want!r}", file=sys.stderr)
        sys.exit(1)


def main():
    file_name, json_path, sarif_path, gitlab_path = sys.argv[1:5]
    with open(json_path, encoding="utf-8") as f:
        finding = json.load(f)["findings"][0]
    expect("json file", finding["file"], file_name)
    expect("json message", finding["message"], MESSAGE)
    expect("json function", finding["function"], {"mangled": NAME, "demangled": NAME})
    with open(sarif_path, encoding="utf-8") as f:
        result = json.load(f)["runs"][0]["results"][0]
    art = result["locations"][0]["physicalLocation"]["artifactLocation"]
    expect("sarif uri", urllib.parse.unquote(art["uri"]), file_name)
    expect("sarif uri is a relative reference", urllib.parse.urlsplit(art["uri"]).scheme, "")
    expect("sarif message", result["message"]["text"], MESSAGE)
    with open(gitlab_path, encoding="utf-8") as f:
        issue = json.load(f)[0]
    expect("gitlab path", issue["location"]["path"], file_name)
    expect("gitlab description", issue["description"], MESSAGE)
    print("check_escapes: all reports decode to the original name and message")


if __name__ == "__main__":
    main()
