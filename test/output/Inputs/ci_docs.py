#!/usr/bin/env python3
"""Reads a CI example of docs/ci.md (the ```yaml block whose first line names
the file: .github/workflows/cuda-nvvmcheck.yml or .gitlab-ci.yml), checks its
structure, and prints the commands of it that a local run can execute: the
`cmake` and `cuda-nvvmcheck` lines, as written.

GitHub: the job may write security events (upload-sarif needs it); a step
runs cuda-nvvmcheck with --format=sarif:F; a later step uses
github/codeql-action/upload-sarif with sarif_file F and runs even when the
check step fails. GitLab: a job's script runs cuda-nvvmcheck with
--format=gitlab:F, F is its artifacts:reports:codequality, kept when: always.

usage: ci_docs.py DOCS/ci.md github|gitlab
"""
import re
import sys

import yaml

FILES = {"github": ".github/workflows/cuda-nvvmcheck.yml", "gitlab": ".gitlab-ci.yml"}


def fail(msg):
    print(f"ci_docs: {msg}", file=sys.stderr)
    sys.exit(1)


def yaml_block(doc, name):
    for block in re.findall(r"```yaml\n(.*?)```", doc, re.S):
        if block.startswith(f"# {name}\n"):
            return yaml.safe_load(block)
    fail(f"no ```yaml block starting with '# {name}'")


def runnable(lines):
    return [l for l in lines if l.startswith("cmake ") or l.startswith("cuda-nvvmcheck ")]


def report_file(command, fmt):
    m = re.search(rf"--format={fmt}:(\S+)", command)
    return m[1] if m else None


def check_github(wf):
    if "pull_request" not in wf.get(True, wf.get("on", {})):   # YAML 1.1 reads `on` as True
        fail("the workflow does not run on pull requests")
    (name, job), = wf["jobs"].items()
    if job.get("permissions", {}).get("security-events") != "write":
        fail("upload-sarif needs permissions: security-events: write")
    commands, sarif, uploaded = [], None, False
    for step in job["steps"]:
        lines = [l.strip() for l in step.get("run", "").splitlines()]
        for l in runnable(lines):
            commands.append(l)
            sarif = sarif or report_file(l, "sarif")
        if step.get("uses", "").startswith("github/codeql-action/upload-sarif@"):
            if not sarif or step.get("with", {}).get("sarif_file") != sarif:
                fail(f"upload-sarif does not upload the file the check writes ({sarif})")
            if "failure()" not in step.get("if", "") and "always()" not in step.get("if", ""):
                fail("upload-sarif must run when the check step fails (findings)")
            uploaded = True
    if not uploaded:
        fail("no upload-sarif step")
    return commands


def check_gitlab(ci):
    (name, job), = ((k, v) for k, v in ci.items() if isinstance(v, dict) and "script" in v)
    commands = runnable([l.strip() for l in job["script"]])
    report = next((report_file(c, "gitlab") for c in commands if report_file(c, "gitlab")), None)
    artifacts = job.get("artifacts", {})
    if not report or artifacts.get("reports", {}).get("codequality") != report:
        fail(f"the codequality report is not the file the check writes ({report})")
    if artifacts.get("when") != "always":
        fail("artifacts must be kept when: always (findings fail the job)")
    return commands


def main():
    doc_path, kind = sys.argv[1:3]
    with open(doc_path, encoding="utf-8") as f:
        doc = f.read()
    data = yaml_block(doc, FILES[kind])
    commands = check_github(data) if kind == "github" else check_gitlab(data)
    if not any(c.startswith("cuda-nvvmcheck ") for c in commands):
        fail("no cuda-nvvmcheck command")
    print("\n".join(commands))


if __name__ == "__main__":
    main()
