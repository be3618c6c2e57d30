#!/usr/bin/env python3
"""Checks a SARIF log against the OASIS SARIF 2.1.0 schema, against what
GitHub code scanning requires of an upload (docs.github.com, "SARIF support
for code scanning") and against the rule registry, then prints it normalised
(rules, version and source root replaced) for comparison with a golden file.

usage: check_sarif.py SCHEMA LOG LIST_RULES SRC_ROOT [--print]
  SCHEMA:     sarif-schema-2.1.0.json, or "none" to skip schema validation
  LIST_RULES: the output of `cuda-nvvmcheck --list-rules`
  SRC_ROOT:   the repository, whose docs/rules/<id>.md each rule must have
"""
import json
import os
import re
import sys
from urllib.parse import urljoin

GITHUB_MAX_RESULTS = 25000


def fail(msg):
    print(f"check_sarif: {msg}", file=sys.stderr)
    sys.exit(1)


def validate_schema(schema_path, log):
    if schema_path == "none":
        print("check_sarif: no schema given; schema validation skipped", file=sys.stderr)
        return
    try:
        import jsonschema
    except ImportError:
        fail("cannot import jsonschema: install Debian's python3-jsonschema (scripts/deps.sh)")
    with open(schema_path, encoding="utf-8") as f:
        schema = json.load(f)
    # The shared copy of the schema keeps the log's own object under
    # definitions/Root and constrains nothing at its top: validating against
    # the file as it is would accept anything. Validate against Root then.
    if not any(k in schema for k in ("type", "properties", "required", "$ref", "allOf", "anyOf", "oneOf")):
        if "Root" not in schema.get("definitions", {}):
            fail(f"{schema_path} constrains nothing at its top and has no definitions/Root")
        schema = dict(schema, **{"$ref": "#/definitions/Root"})
    validator = jsonschema.Draft7Validator(schema)
    errors = sorted(validator.iter_errors(log), key=lambda e: list(e.absolute_path))
    for e in errors[:10]:
        print(f"schema: {'/'.join(map(str, e.absolute_path))}: {e.message}", file=sys.stderr)
    if errors:
        fail(f"{len(errors)} schema violation(s)")


def read_registry(path):
    rules = []
    with open(path, encoding="utf-8") as f:
        next(f)  # header line
        for line in f:
            m = re.match(r"(\S+)\s+(\S+)\s+(\S+)\s+(.*)$", line.rstrip("\n"))
            if m:
                rules.append({"id": m[1], "severity": m[3], "summary": m[4]})
    return rules


CLANG_ERROR_ID = "clang-diagnostic-error"
LINK = re.compile(r"\]\(([^)]*)\)")


def expected_markdown(page, page_url):
    """The page with each link target resolved against the page's URL
    (RFC 3986 resolution, done here by Python's urljoin)."""
    return LINK.sub(lambda m: "](" + urljoin(page_url, m[1]) + ")", page)


def check_help(rule, src_root, version):
    """helpUri: the rule's page at the tag of the version that wrote the log;
    help.markdown: the whole page, links made absolute; help.text: the same
    without markdown syntax."""
    rid = rule["id"]
    uri = rule.get("helpUri", "")
    suffix = f"/blob/v{version}/docs/rules/{rid}.md"
    if not uri.endswith(suffix):
        fail(f"{rid}: helpUri {uri} is not its doc page at v{version}")
    with open(os.path.join(src_root, "docs", "rules", rid + ".md"), encoding="utf-8") as f:
        page = f.read()
    if rule["help"]["markdown"] != expected_markdown(page, uri):
        fail(f"{rid}: help.markdown is not docs/rules/{rid}.md with its links resolved")
    text = rule["help"]["text"]
    title = page.splitlines()[0].lstrip("# ")
    if not text.startswith(title + "\n") or any(m in text for m in ("```", "](")):
        fail(f"{rid}: help.text is not the page as plain text")
    if "\n**Default severity:** " in page and "\nDefault severity: " not in text:
        fail(f"{rid}: help.text keeps the page's bold markers")


def check_clang_error_rule(rule, version):
    if rule["defaultConfiguration"]["level"] != "error" or not rule["help"]["text"]:
        fail(f"{CLANG_ERROR_ID}: level error and a help text expected")
    if not rule.get("helpUri", "").endswith(
            f"/blob/v{version}/docs/ci.md#a-translation-unit-that-does-not-compile"):
        fail(f"{CLANG_ERROR_ID}: helpUri does not point to docs/ci.md at v{version}")


def check_rules(driver, registry, src_root):
    rules = driver.get("rules", [])
    if [r["id"] for r in rules] != [r["id"] for r in registry] + [CLANG_ERROR_ID]:
        fail(f"driver.rules do not list the registry's rules in order, then {CLANG_ERROR_ID}")
    for rule, reg in zip(rules, registry):
        if rule["shortDescription"]["text"] != reg["summary"]:
            fail(f"{reg['id']}: shortDescription is not the registry summary")
        if not rule.get("fullDescription", {}).get("text"):
            fail(f"{reg['id']}: no fullDescription")
        if rule["defaultConfiguration"]["level"] != reg["severity"]:
            fail(f"{reg['id']}: default level is not the registry severity")
        if not os.path.exists(os.path.join(src_root, "docs", "rules", reg["id"] + ".md")):
            fail(f"{reg['id']}: docs/rules/{reg['id']}.md does not exist")
        check_help(rule, src_root, driver["version"])
    check_clang_error_rule(rules[-1], driver["version"])


def check_artifact(loc, where):
    art = loc["physicalLocation"]["artifactLocation"]
    uri = art["uri"]
    if "uriBaseId" in art:
        if art["uriBaseId"] != "%SRCROOT%" or re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", uri) or uri.startswith("/"):
            fail(f"{where}: a %SRCROOT% uri must be a relative reference: {uri}")
    elif not uri.startswith("file:///"):
        fail(f"{where}: a uri without uriBaseId must be an absolute file URI: {uri}")
    region = loc["physicalLocation"].get("region")
    if region is not None and region.get("startLine", 0) < 1:
        fail(f"{where}: a region needs startLine >= 1")


def check_results(run):
    rules = run["tool"]["driver"]["rules"]
    results = run.get("results", [])
    if len(results) > GITHUB_MAX_RESULTS:
        fail(f"{len(results)} results: GitHub accepts at most {GITHUB_MAX_RESULTS} per run")
    seen = set()
    for i, res in enumerate(results):
        where = f"results[{i}]"
        if rules[res["ruleIndex"]]["id"] != res["ruleId"]:
            fail(f"{where}: ruleIndex does not point to ruleId")
        if res["level"] not in ("error", "warning", "note"):
            fail(f"{where}: level {res['level']}")
        if not res["message"]["text"]:
            fail(f"{where}: empty message")
        if len(res.get("locations", [])) != 1:
            fail(f"{where}: GitHub wants exactly one location")
        loc = res["locations"][0]
        if "physicalLocation" in loc:
            check_artifact(loc, where)
        ids = [r["id"] for r in res.get("relatedLocations", [])]
        if len(ids) != len(set(ids)):
            fail(f"{where}: relatedLocations ids repeat")
        for k, rel in enumerate(res.get("relatedLocations", [])):
            if "physicalLocation" in rel:
                check_artifact(rel, f"{where}.relatedLocations[{k}]")
        fp = tuple(sorted(res["partialFingerprints"].items()))
        if not fp or fp in seen:
            fail(f"{where}: partialFingerprints missing or not unique")
        seen.add(fp)


def check_invocation(run):
    invs = run.get("invocations", [])
    if len(invs) != 1:
        fail("expected one invocation")
    inv = invs[0]
    notes = inv.get("toolExecutionNotifications", [])
    if not inv["executionSuccessful"] and not any(n.get("level") == "error" for n in notes):
        fail("an unsuccessful run must say why in an error notification")
    if not isinstance(inv.get("exitCode"), int):
        fail("no exitCode")


def normalised(log):
    run = log["runs"][0]
    driver = run["tool"]["driver"]
    driver["rules"] = "(every rule, checked against --list-rules)"
    for key in ("version", "semanticVersion"):
        driver[key] = "VERSION"
    driver["informationUri"] = "PROJECT_URL"
    # Indices move as rules are added; their consistency is checked above.
    for res in run.get("results", []):
        if "ruleIndex" in res:
            res["ruleIndex"] = "INDEX"
    for base in run.get("originalUriBaseIds", {}).values():
        base["uri"] = "file:///SRCROOT/"
    return json.dumps(log, indent=2, ensure_ascii=False)


def main():
    if len(sys.argv) < 5:
        fail(__doc__)
    schema, path, registry_path, src_root = sys.argv[1:5]
    with open(path, "rb") as f:
        raw = f.read()
    if raw.startswith(b"\xef\xbb\xbf"):
        fail("the log starts with a byte order mark")
    log = json.loads(raw.decode("utf-8"))
    validate_schema(schema, log)
    if log.get("version") != "2.1.0" or len(log["runs"]) != 1:
        fail("expected one SARIF 2.1.0 run")
    run = log["runs"][0]
    check_rules(run["tool"]["driver"], read_registry(registry_path), src_root)
    check_results(run)
    check_invocation(run)
    if "--print" in sys.argv[5:]:
        print(normalised(log))
    else:
        print(f"check_sarif: valid, {len(run.get('results', []))} results")


if __name__ == "__main__":
    main()
