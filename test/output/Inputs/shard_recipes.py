#!/usr/bin/env python3
"""Reads a sharded-scan recipe of docs/ci.md (the ```yaml block whose first
line is "# NAME"), checks what joins its jobs, and prints a bash script that
plays the recipe on this machine: the shard job once per shard, one after
the other in the current directory (the checkout), then the merge job in a
directory of its own, running the recipe's `cmake` and `cuda-nvvmcheck`
lines as written. The script prints "<job>: exit <status>" after each
cuda-nvvmcheck line.

GitHub (".github/workflows/..."): a job with a matrix of shards runs
cuda-nvvmcheck with --shard=${{ matrix.shard }}/${{ strategy.job-total }}
and keeps the SARIF log it writes with actions/upload-artifact, also when
the check fails; the merge job needs it, runs unless cancelled, downloads
every shard's artifact (its pattern matches their names, merge-multiple)
and merges the logs it downloaded into the file upload-sarif uploads (also
when the merge fails), with security-events: write. The ${{ }} expressions
are replaced as Actions replaces them.

GitLab (".gitlab-ci.yml..."): a job with parallel: N runs cuda-nvvmcheck
with --shard=$CI_NODE_INDEX/$CI_NODE_TOTAL and keeps its report (artifacts
when: always); the merge job needs it, runs when: always, and merges the
reports its artifacts bring into its codequality report. CI_NODE_INDEX and
CI_NODE_TOTAL are set as GitLab sets them.

usage: shard_recipes.py DOCS/ci.md NAME
"""
import fnmatch
import re
import shlex
import sys

import yaml

RUNNABLE = ("cmake ", "cuda-nvvmcheck ")


def fail(msg):
    print(f"shard_recipes: {msg}", file=sys.stderr)
    sys.exit(1)


def runnable(lines):
    return [l for l in (x.strip() for x in lines) if l.startswith(RUNNABLE)]


def report_file(line, fmt):
    m = re.search(rf"--format={fmt}:(\S+)", line)
    return m[1] if m else None


def merge_inputs(line):
    return [a for a in shlex.split(line)[1:] if not a.startswith("-")]


def emit_lines(out, lines, job):
    for l in lines:
        if l.startswith("cuda-nvvmcheck "):   # its status, also under bash -e
            l = f'{l} && echo "{job}: exit 0" || echo "{job}: exit $?"'
        out.append(l)


def github(wf):
    shard_job = next((j for j in wf["jobs"].values() if "matrix" in j.get("strategy", {})), None)
    merge_name, merge_job = next(((n, j) for n, j in wf["jobs"].items() if j is not shard_job),
                                 (None, None))
    if not shard_job or not merge_job:
        fail("no matrix job of shards and merge job")
    shards = shard_job["strategy"]["matrix"]["shard"]
    if shards != list(range(1, len(shards) + 1)):
        fail(f"the matrix's shards are {shards}, not 1..N")
    if shard_job["strategy"].get("fail-fast") is not False:
        fail("fail-fast would cancel the other shards when one finds errors")
    shard_name = next(n for n, j in wf["jobs"].items() if j is shard_job)
    if shard_name not in str(merge_job.get("needs")) or "!cancelled()" not in merge_job.get("if", ""):
        fail("the merge job must need the shard job and run unless cancelled")
    if merge_job.get("permissions", {}).get("security-events") != "write":
        fail("upload-sarif needs permissions: security-events: write")
    n = len(shards)
    out = []
    for k in shards:
        def expand(text):
            return (text.replace("${{ matrix.shard }}", str(k))
                    .replace("${{ strategy.job-total }}", str(n)))
        lines, written = [], None
        for step in shard_job["steps"]:
            for l in runnable(expand(step.get("run", "")).splitlines()):
                lines.append(l)
                if "--shard=" in l:
                    if f"--shard={k}/{n}" not in l:
                        fail(f"shard {k}'s line does not check shard {k}/{n}: {l}")
                    written = report_file(l, "sarif")
            if step.get("uses", "").startswith("actions/upload-artifact@"):
                w = step.get("with", {})
                if not written or expand(w.get("path", "")) != written:
                    fail(f"the artifact is not the log the shard writes ({written})")
                if "failure()" not in step.get("if", "") and "always()" not in step.get("if", ""):
                    fail("the shard's log must be kept when the check fails (findings)")
                artifact = expand(w["name"])
        out.append(f"# runner {k} of {n}: shard job")
        emit_lines(out, lines, f"shard {k}")
        out.append(f"mkdir -p artifacts/{artifact} && cp {written} artifacts/{artifact}/")
    out.append(f"# runner {n + 1}: {merge_name} job")
    out.append(f"rm -rf {merge_name}-job && mkdir {merge_name}-job && cd {merge_name}-job")
    merged = download = None
    for step in merge_job["steps"]:
        uses = step.get("uses", "")
        w = step.get("with", {})
        if uses.startswith("actions/download-artifact@"):
            if w.get("merge-multiple") is not True:
                fail("download-artifact needs merge-multiple: true (one directory of logs)")
            names = [f"cuda-nvvmcheck-shard-{k}" for k in shards]
            if not all(fnmatch.fnmatchcase(a, w.get("pattern", "")) for a in names):
                fail(f"the pattern {w.get('pattern')} does not download every shard's artifact")
            out.append(f"mkdir -p {w['path']}")
            out += [f"cp ../artifacts/{a}/* {w['path']}/" for a in names]
            download = w["path"]
        lines = runnable(step.get("run", "").splitlines())
        for l in lines:
            if l.startswith("cuda-nvvmcheck --merge"):
                if not download or merge_inputs(l) != [f"{download}/*.sarif"]:
                    fail(f"the merge does not read the downloaded logs: {l}")
                merged = report_file(l, "sarif")
        emit_lines(out, lines, "merge")
        if uses.startswith("github/codeql-action/upload-sarif@"):
            if not merged or w.get("sarif_file") != merged:
                fail(f"upload-sarif does not upload the merged log ({merged})")
            if "failure()" not in step.get("if", "") and "always()" not in step.get("if", ""):
                fail("upload-sarif must run when the merge fails (findings)")
    if not merged:
        fail("no cuda-nvvmcheck --merge line")
    return out


def gitlab(ci):
    jobs = {n: j for n, j in ci.items() if isinstance(j, dict) and "script" in j}
    shard_name = next((n for n, j in jobs.items() if "parallel" in j), None)
    if not shard_name:
        fail("no parallel job of shards")
    shard_job = jobs.pop(shard_name)
    (merge_name, merge_job), = jobs.items()
    n = shard_job["parallel"]
    lines = runnable(shard_job["script"])
    if not any("--shard=$CI_NODE_INDEX/$CI_NODE_TOTAL" in l for l in lines):
        fail("the shard job does not check shard $CI_NODE_INDEX/$CI_NODE_TOTAL")
    keep = shard_job.get("artifacts", {})
    if keep.get("when") != "always":
        fail("the shards' reports must be kept when: always (findings fail the job)")
    if shard_name not in merge_job.get("needs", []) or merge_job.get("when") != "always":
        fail("the merge job must need the shard job and run when: always")
    out = []
    for k in range(1, n + 1):
        out.append(f"# runner {k} of {n}: {shard_name} {k}/{n}")
        out.append(f"export CI_NODE_INDEX={k} CI_NODE_TOTAL={n}")
        emit_lines(out, lines, f"shard {k}")
        for pattern in keep.get("paths", []):
            out.append(f"mkdir -p artifacts/{k} && cp {pattern} artifacts/{k}/")
            out.append(f"rm {pattern}   # the next runner's checkout has none")
    out.append(f"# runner {n + 1}: {merge_name}, with the artifacts of every {shard_name}")
    out.append(f"rm -rf {merge_name}-job && mkdir {merge_name}-job && cd {merge_name}-job")
    out.append(f"cp ../artifacts/*/* .")
    merge_lines = runnable(merge_job["script"])
    merge = next((l for l in merge_lines if l.startswith("cuda-nvvmcheck --merge")), None)
    if not merge:
        fail("no cuda-nvvmcheck --merge line")
    if not all(any(fnmatch.fnmatchcase(f"shard-{k}.json", p) for p in merge_inputs(merge))
               for k in range(1, n + 1)):
        fail(f"the merge does not read every shard's report: {merge}")
    report = report_file(merge, "gitlab")
    artifacts = merge_job.get("artifacts", {})
    if not report or artifacts.get("reports", {}).get("codequality") != report:
        fail(f"the codequality report is not the file the merge writes ({report})")
    if artifacts.get("when") != "always":
        fail("the merge job's artifacts must be kept when: always (findings fail the job)")
    emit_lines(out, merge_lines, "merge")
    return out


def main():
    doc_path, name = sys.argv[1:3]
    with open(doc_path, encoding="utf-8") as f:
        doc = f.read()
    block = next((b for b in re.findall(r"```yaml\n(.*?)```", doc, re.S)
                  if b.startswith(f"# {name}\n")), None)
    if block is None:
        fail(f"no ```yaml block starting with '# {name}'")
    data = yaml.safe_load(block)
    lines = gitlab(data) if name.startswith(".gitlab-ci.yml") else github(data)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
