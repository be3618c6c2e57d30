#!/usr/bin/env python3
"""Checks GitHub Actions workflow commands as GitHub documents them
("Workflow commands for GitHub Actions": ::error file=F,line=L,col=C,
title=T::message, also ::warning and ::notice; the Actions toolkit escapes
'%', CR and LF in the message, and also ':' and ',' in property values),
decodes them, and compares them with the JSON report of the same run: every
unsuppressed finding appears once, in order, with its file, line, column,
rule and message, its notes on further lines, and nothing is left escaped.
Control characters other than CR, LF and tab are shown as clang shows them,
"<U+001B>": the JSON report's text is compared in that form, and a raw one
in a command fails.

usage: check_github.py COMMANDS JSON_REPORT
"""
import json
import re
import sys

PROPERTIES = {"file", "line", "endLine", "col", "endColumn", "title"}
COMMAND = re.compile(r"^::(error|warning|notice) ([^:]*)::(.*)$")
LEVEL = {"error": "error", "warning": "warning", "note": "notice"}
CLANG_ERROR_ID = "clang-diagnostic-error"


def fail(msg):
    print(f"check_github: {msg}", file=sys.stderr)
    sys.exit(1)


def unescape(s, prop):
    table = {"%25": "%", "%0D": "\r", "%0A": "\n"}
    if prop:
        table.update({"%3A": ":", "%2C": ","})
    out, i = [], 0
    while i < len(s):
        if s[i] == "%":
            code = s[i:i + 3]
            if code not in table:
                fail(f"unescaped '%' in {s!r}")
            out.append(table[code])
            i += 3
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


def parse(line):
    m = COMMAND.match(line)
    if not m:
        fail(f"not a workflow command: {line!r}")
    props = {}
    for part in m[2].split(","):
        key, eq, value = part.partition("=")
        if not eq or key not in PROPERTIES or key in props:
            fail(f"bad property {part!r} in {line!r}")
        props[key] = unescape(value, True)
    if "\r" in m[3]:
        fail(f"raw CR in {line!r}")
    if shown(line) != line:
        fail(f"raw control character in {line!r}")
    return m[1], props, unescape(m[3], False)


def shown(s):
    """s as the commands show it: C0 controls but tab, CR and LF, and DEL, as <U+XXXX>."""
    return "".join(f"<U+{ord(c):04X}>" if (ord(c) < 0x20 and c not in "\t\r\n") or c == "\x7f"
                   else c for c in s)


def place(file, line, col):
    return f"{file}:{line}:{col}" if line and col else f"{file}:{line}" if line else file


def main():
    with open(sys.argv[1], encoding="utf-8", newline="\n") as f:
        lines = f.read().split("\n")
    if lines[-1] != "":
        fail("output does not end with a newline")
    with open(sys.argv[2], encoding="utf-8") as f:
        report = json.load(f)
    findings = [d for d in report["findings"]
                if not d["suppressed"] and d["rule"] != CLANG_ERROR_ID]
    clang_errors = [d for d in report["findings"] if d["rule"] == CLANG_ERROR_ID]
    commands = [parse(line) for line in lines[:-1]]
    if len(commands) != len(findings) + len(report["failures"]):
        fail(f"{len(commands)} commands for {len(findings)} findings and {len(report['failures'])} failures")
    for (level, props, message), d in zip(commands, findings):
        d = json.loads(json.dumps(d), object_hook=lambda o: {
            k: shown(v) if isinstance(v, str) else v for k, v in o.items()})
        want = {"file": d["file"], "title": d["rule"]}
        if d["line"]:
            want["line"] = str(d["line"])
        if d["line"] and d["column"]:
            want["col"] = str(d["column"])
        if level != LEVEL[d["severity"]] or props != want:
            fail(f"{level} {props} does not match {d}")
        notes = [f"{place(n['file'], n['line'], n['column'])}: note: {n['message']}" for n in d["notes"]]
        if not message.startswith(d["message"]):
            fail(f"message {message!r} does not start with {d['message']!r}")
        rest = message[len(d["message"]):]
        want_notes = "".join("\n" + n for n in notes)
        if not rest.startswith(want_notes):
            fail(f"message {message!r} does not carry the notes {notes}")
        arch_note = rest[len(want_notes):]
        if arch_note or len(d["archs"]) > 1:
            m = re.match(r"^\n.*: note: found (only )?when compiling for (.*)$", arch_note)
            if not m or m[2].split(", ") != d["archs"]:
                fail(f"arch note {arch_note!r} does not list {d['archs']}")
        print(f"{level} {props} {message!r}")
    # Failures in order: a TU that does not compile is an error at clang's
    # error (the JSON report's clang-diagnostic-error finding, in the same
    # order) with the reason as a note on the TU; any other failure is an
    # error on its file saying "not checked" once.
    for (level, props, message), f in zip(commands[len(findings):], report["failures"]):
        if props.get("title") == CLANG_ERROR_ID:
            if not clang_errors:
                fail(f"{CLANG_ERROR_ID} command without its JSON finding: {message!r}")
            d = clang_errors.pop(0)
            want = {"file": d["file"], "title": CLANG_ERROR_ID}
            if d["line"]:
                want["line"] = str(d["line"])
            if d["line"] and d["column"]:
                want["col"] = str(d["column"])
            if level != "error" or props != want or \
                    message != f"{d['message']}\n{f['file']}: note: {f['reason']}":
                fail(f"failure {f} with {d} not reported as {level} {props} {message!r}")
        else:
            said = f["reason"] if "not checked" in f["reason"] else "not checked: " + f["reason"]
            if level != "error" or props.get("file") != f["file"] or message != said:
                fail(f"failure {f} not reported as {level} {props} {message!r}")
        print(f"{level} {props} {message!r}")
    if clang_errors:
        fail(f"{CLANG_ERROR_ID} findings without their command: {clang_errors}")
    print(f"check_github: valid, {len(commands)} commands")


if __name__ == "__main__":
    main()
