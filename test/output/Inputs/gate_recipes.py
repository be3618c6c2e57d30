#!/usr/bin/env python3
"""Reads a "new findings only" recipe of docs/ci.md, checks the parts of its
structure the gate depends on, and prints the lines of it that a local run
can execute, as written: those starting with `git `, `cmake ` or
`cuda-nvvmcheck `.

A recipe is the ```yaml block whose first line is "# NAME", or, for NAME
"baseline-commands", the ```sh block after "Write the baseline once".
Checked: a GitHub workflow runs on pull requests; with --diff its checkout
fetches the whole history (fetch-depth: 0). A GitLab job's --format=gitlab:F
is its codequality report, kept when: always; with --diff it clones the
whole history (GIT_DEPTH: 0) and runs in merge request pipelines only (where
CI_MERGE_REQUEST_DIFF_BASE_SHA is set).

usage: gate_recipes.py DOCS/ci.md NAME
"""
import re
import sys

import yaml

RUNNABLE = ("git ", "cmake ", "cuda-nvvmcheck ")


def fail(msg):
    print(f"gate_recipes: {msg}", file=sys.stderr)
    sys.exit(1)


def runnable(lines):
    return [l for l in (x.strip() for x in lines) if l.startswith(RUNNABLE)]


def check_github(wf):
    if "pull_request" not in wf.get(True, wf.get("on", {})):   # YAML 1.1 reads `on` as True
        fail("the workflow does not run on pull requests")
    (job,) = wf["jobs"].values()
    lines = []
    for step in job["steps"]:
        lines += runnable(step.get("run", "").splitlines())
    if any("--diff" in l for l in lines):
        checkout = next(s for s in job["steps"] if s.get("uses", "").startswith("actions/checkout@"))
        if checkout.get("with", {}).get("fetch-depth") != 0:
            fail("--diff needs the base branch: actions/checkout with fetch-depth: 0")
    return lines


def check_gitlab(ci):
    (job,) = (v for v in ci.values() if isinstance(v, dict) and "script" in v)
    lines = runnable(job["script"])
    report = next((m[1] for l in lines for m in [re.search(r"--format=gitlab:(\S+)", l)] if m), None)
    artifacts = job.get("artifacts", {})
    if not report or artifacts.get("reports", {}).get("codequality") != report:
        fail(f"the codequality report is not the file the check writes ({report})")
    if artifacts.get("when") != "always":
        fail("artifacts must be kept when: always (findings fail the job)")
    if any("--diff" in l for l in lines):
        if str(job.get("variables", {}).get("GIT_DEPTH")) != "0":
            fail("--diff needs the diff base: GIT_DEPTH: 0")
        if "merge_request_event" not in str(job.get("rules")):
            fail("CI_MERGE_REQUEST_DIFF_BASE_SHA is set in merge request pipelines only")
    return lines


def main():
    doc_path, name = sys.argv[1:3]
    with open(doc_path, encoding="utf-8") as f:
        doc = f.read()
    if name == "baseline-commands":
        m = re.search(r"Write the baseline once.*?```sh\n(.*?)```", doc, re.S)
        if not m:
            fail("no ```sh block after 'Write the baseline once'")
        lines = runnable(m[1].splitlines())
    else:
        block = next((b for b in re.findall(r"```yaml\n(.*?)```", doc, re.S)
                      if b.startswith(f"# {name}\n")), None)
        if block is None:
            fail(f"no ```yaml block starting with '# {name}'")
        data = yaml.safe_load(block)
        lines = check_gitlab(data) if name.startswith(".gitlab-ci.yml") else check_github(data)
    if not any(l.startswith("cuda-nvvmcheck ") for l in lines):
        fail("no cuda-nvvmcheck command")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
