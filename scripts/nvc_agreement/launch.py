"""Category launch: device-side launches, nvcc -rdc=true against ours
(-fgpu-rdc)."""

import os
import re

from .common import Row, first_line, run, squash
from .ours import run_ours

NAME = "launch"
TITLE = "Device-side launches (nvcc -rdc=true)"
METHOD = [
    "- **launch**: nvcc `-rdc=true -c` against ours with `-fgpu-rdc`; verdicts are",
    "  reject / warn / accept, and the lines nvcc warns on must be the lines we warn on.",
]

LAUNCH_SMS = ("sm_75", "sm_100")     # NVVM 7 and NVVM 20 inside cicc


def jobs(env):
    """One job per SM, when nvcc is there."""
    if not env.nvcc:
        return []
    return [("launch/%s/" % sm, lambda sm=sm: check_launch_sm(env, sm)) for sm in LAUNCH_SMS]


LAUNCH_CASES = [
    # id, description, source (names end in _@ so cases can share a file),
    # whether the source is expected to stop the build (compiled alone)
    ("device-fn", "launch of a __device__ function",
     "__device__ void child_@(int *p) {}\n"
     "__global__ void k_@(int *p) { child_@<<<1, 1>>>(p); }\n", True),
    ("local", "&local passed to a launch",
     "__global__ void child_@(int *p) { *p = 1; }\n"
     "__global__ void k_@() {\n  int x = 0;\n  child_@<<<1, 1>>>(&x);\n}\n", False),
    ("local-var", "pointer to one of two locals, through a variable",
     "__global__ void child_@(int *p) { *p = 1; }\n"
     "__global__ void k_@(int c) {\n  int x = 0, y = 0;\n  int *q = c ? &x : &y;\n"
     "  child_@<<<1, 1>>>(q);\n}\n", False),
    ("local-copy", "pointer to a local copied into a variable first",
     "__global__ void child_@(int *p) { *p = 1; }\n"
     "__global__ void k_@() {\n  int x = 0;\n  int *q = &x;\n  child_@<<<1, 1>>>(q);\n}\n",
     False),
    ("local-array", "local array decayed to a pointer",
     "__global__ void child_@(int *p) { *p = 1; }\n"
     "__global__ void k_@() {\n  int a[4] = {0};\n  child_@<<<1, 1>>>(a);\n}\n", False),
    ("local-in-struct", "pointer to a local inside a by-value struct",
     "struct P_@ { int *p; };\n"
     "__global__ void child_@(P_@ s) { *s.p = 1; }\n"
     "__global__ void k_@() {\n  int x = 0;\n  P_@ s = {&x};\n  child_@<<<1, 1>>>(s);\n}\n",
     False),
    ("shared", "pointer to __shared__ memory",
     "__shared__ int sh_@;\n"
     "__global__ void child_@(int *p) { *p = 1; }\n"
     "__global__ void k_@() {\n  child_@<<<1, 1>>>(&sh_@);\n}\n", False),
    ("ok", "correct launch with a global pointer",
     "__global__ void child_@(int *p) { *p = 1; }\n"
     "__global__ void k_@(int *g) {\n  child_@<<<1, 1>>>(g);\n}\n", False),
]


def _launch_source(cases):
    """One .cu for several cases; returns (text, {case: (first, last line)})."""
    lines, ranges = [], {}
    for n, (cid, _, source, _) in enumerate(cases):
        body = source.replace("_@", "_%d" % n).splitlines()
        ranges[cid] = (len(lines) + 1, len(lines) + len(body))
        lines += body
    return "\n".join(lines) + "\n", ranges


def check_launch_sm(env, sm):
    """nvcc -rdc=true -c against ours with -fgpu-rdc. The cases that compile
    share one file (nvcc's warnings and ours are attributed by line); a case
    that stops the build is compiled alone."""
    rows = []
    groups = [[c] for c in LAUNCH_CASES if c[3]] + [[c for c in LAUNCH_CASES if not c[3]]]
    for group in groups:
        wd = env.workdir("launch-%s-%s" % (sm, group[0][0]))
        text, ranges = _launch_source(group)
        src = os.path.join(wd, "launch.cu")
        with open(src, "w") as f:
            f.write(text)
        status, o, e = run([env.nvcc, "-arch=" + sm, "-rdc=true", "-c", src, "-o",
                            os.path.join(wd, "launch.o")], cwd=wd)
        log = o + e
        ours = run_ours(env, src, ["--arch=" + sm], ["-fgpu-rdc"])
        nv_warn = {}
        for m in re.finditer(r"launch\.cu\((\d+)\)\s*:?\s*[Ww]arning:?\s*(.*)", log):
            nv_warn.setdefault(int(m.group(1)), squash(m.group(2)))
        our_warn = {}
        for f in ours.warnings:
            m = re.search(r":(\d+):\d+$", f[3])
            if m:
                our_warn.setdefault(int(m.group(1)), "%s [%s]" % (f[1], f[2]))
        for cid, what, _, _ in group:
            first, last = ranges[cid]
            row = Row("launch", "launch/%s/%s" % (sm, cid), what)
            row.nvidia_tool = "nvcc -rdc=true -c"
            nv = {l - first + 1: t for l, t in nv_warn.items() if first <= l <= last}
            us = {l - first + 1: t for l, t in our_warn.items() if first <= l <= last}
            if status != 0:
                row.nvidia = "reject"
                row.nvidia_text = re.sub(r"^.*?error: ", "", first_line(log, "error"))
            elif nv:
                row.nvidia = "warn"
                row.nvidia_text = "line %s: %s" % (",".join(map(str, sorted(nv))),
                                                   nv[min(nv)])
            else:
                row.nvidia = "accept"
            if ours.verdict() in ("reject", "error"):
                row.ours, row.ours_text = ours.verdict(), ours.summary()
            elif us:
                row.ours = "warn"
                row.ours_text = "line %s: %s" % (",".join(map(str, sorted(us))), us[min(us)])
            else:
                row.ours = "accept"
            if row.nvidia == row.ours == "warn":
                row.checks.append(("warned lines", sorted(nv) == sorted(us),
                                   "nvcc %s, ours %s" % (sorted(nv), sorted(us))))
            rows.append(row)
    return rows
