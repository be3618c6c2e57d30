"""Category ir: every test/rules/**/*.ll and test/agreement/ir/*.ll module
through NVIDIA's NVVM-20 verifier (R2, after the down-grades) and libNVVM's
nvvmVerifyProgram, and through ours with --profile=libnvvm --arch=sm_100;
same verdict, and one of our findings carries the text of NVIDIA's first
error."""

import os

from .common import Row
from .nvvm import (IR_ARCH, SENTINEL, Libnvvm, cicc_verify, nvidia_messages,
                   nvidia_sentinel_log, nvidia_sentinel_messages, prepare_module,
                   split_modules, text_matches)
from .ours import run_ours

NAME = "ir"
TITLE = "IR modules (NVVM-20 verifier, libNVVM profile)"
METHOD = [
    "- **ir**: every `.ll` under `test/rules/` and `test/agreement/ir/`. A file is one",
    "  module; a file cut with split-file markers (`;--- name.ll`) gives one module per",
    "  `.ll` part. NVIDIA's verdict comes from R2 (cicc -libnvvm -arch=compute_100",
    "  -opt-passes=nvvm-verify,cnp-launch-check,nvvm-pretreat) after the down-grades:",
    "  `!nvvmir.version` 2.0 added when missing (not for files marked",
    "  `agreement: keep-ir-version`), `llvm.lifetime.*` dropped, debug info stripped",
    "  (opt --strip-debug), attribute kind 105 rewritten to 62 in the bitcode. Ours runs",
    "  on the same down-graded text with `--profile=libnvvm --arch=sm_100`. NVIDIA stops",
    "  at its first error: one of our findings must carry that text (normalised: no",
    "  `error: `/`Error: `/`DataLayoutError: ` prefix, location, `Function `x':` /",
    "  `Basic Block` decoration or `context:` line; white space squashed; mangled",
    "  names may appear demangled). The NVIDIA tool column says which stage refused",
    "  the module: the IR reader, the opt passes (nvvm-verify, cnp-launch-check,",
    "  nvvm-pretreat) or llc (found by appending a kernel that only nvvm-pretreat",
    "  rejects); when llc refused it, only the verdict is compared (llc's messages,",
    "  such as `unsupported operation`, are not the verifier's). A module LLVM 22",
    "  itself cannot read or down-grade is `skipped`, with the reason.",
    "  libNVVM's `nvvmVerifyProgram` (nvvm-verify only) is noted where it",
    "  differs, and answers when cicc crashes (cnp-launch-check crashes on a local",
    "  or shared pointer in a module without debug info). For accepted modules a",
    "  naked sentinel function makes NVIDIA print its warnings, which are noted when",
    "  none of our findings carries them.",
]


def jobs(env):
    """One job per module, when an NVVM-20 verifier is there."""
    if not (env.cicc_nvvm20 or env.libnvvm):
        return []
    return [(case, lambda c=case, p=path, t=text: [check_ir_module(env, c, p, t)])
            for case, path, text in ir_modules(env.root)]


def ir_modules(root):
    """(case id, path, text) for every module: each .ll file under test/rules
    and test/agreement/ir is one module, except files cut with split-file
    `;--- name.ll` markers, where each .ll part is one module (as split-file
    cuts them)."""
    files = []
    for base in ("test/rules", "test/agreement/ir"):
        for d, _, names in sorted(os.walk(os.path.join(root, base))):
            if os.sep + "Inputs" in d:
                continue
            files += [os.path.join(d, n) for n in sorted(names) if n.endswith(".ll")]
    for path in files:
        rel = os.path.relpath(path, os.path.join(root, "test"))
        for part, text in split_modules(path):
            if part is None:
                yield "ir/" + rel, path, text
            else:
                yield "ir/%s#%s" % (rel, part), path, text


def check_ir_module(env, case, path, text):
    row = Row("ir", case, os.path.relpath(path, env.root))
    wd = env.workdir(case)
    ll, bc, done, skip = prepare_module(env, wd, text)
    if skip:
        row.status, row.reason = "skipped", skip
        return row

    # NVIDIA
    stripped = open(ll).read()
    result = cicc_verify(env, bc) if env.cicc_nvvm20 else None
    lib = Libnvvm.verify(env, bc) if env.libnvvm else None
    if result is None and lib is None:
        row.status, row.reason = "skipped", "no NVVM-20 verifier (cicc, libnvvm)"
        return row
    stage = ""
    if result is not None:
        primary = result
        row.nvidia_tool = "NVVM-20 cicc"
        if result.verdict == "reject":
            stage = cicc_stage(env, wd, stripped)
            row.nvidia_tool += " (%s)" % stage
        elif result.verdict == "crash" and lib is not None and lib.verdict in ("accept", "reject"):
            # cicc's cnp-launch-check crashes when it wants a source location
            # and the (stripped) module has none; a non-NVPTX triple crashes
            # it too (docs/reference/toolchain.md R2). libNVVM's verifier still
            # answers.
            row.notes.append("cicc crashed: " + (result.error or "signal %d" % -result.status)[:120])
            primary = lib
            row.nvidia_tool = "libNVVM nvvmVerifyProgram (cicc crashed)"
    else:
        primary = lib
        row.nvidia_tool = "libNVVM nvvmVerifyProgram"
    row.nvidia = primary.verdict
    row.nvidia_text = primary.error if primary.verdict != "accept" else ""
    if result is not None and result.verdict == "crash" and primary is result and lib is not None:
        row.nvidia_tool = "NVVM-20 cicc and libNVVM (%s)" % lib.verdict
    if primary is result and lib is not None:
        if lib.verdict != result.verdict:
            row.notes.append("libNVVM verify: %s%s" % (
                lib.verdict, (" (%s)" % lib.error) if lib.error else ""))
        elif lib.verdict == "reject" and lib.error != result.error:
            row.notes.append("libNVVM's first error differs: " + lib.error)
    if done:
        row.notes.append("down-grades: " + ", ".join(done))
    warnings = []
    if result is not None and result.verdict == "accept":
        warnings = nvidia_sentinel_messages(env, wd, stripped, "naked", "Warning")
        if warnings:
            row.notes.append("NVIDIA warnings: " + " | ".join(warnings))

    # ours
    args = ["--profile=libnvvm"] if env.has_profile else []
    ours = run_ours(env, ll, args + ["--arch=" + IR_ARCH])
    row.ours = ours.verdict()
    row.ours_text = ours.summary()
    if row.nvidia == "reject" and row.ours == "reject":
        if stage == "llc":
            # llc's messages ("unsupported operation") are not the verifier's;
            # only the verdict is compared
            row.notes.append("llc's message not compared")
        else:
            row.checks.append(("first error text", text_matches(
                row.nvidia_text, [f[1] for f in ours.findings]), row.nvidia_text))
    for w in warnings:
        if not text_matches(w, [f[1] for f in ours.findings]):
            row.notes.append("NVIDIA warning not among ours: " + w)
    return row


def cicc_stage(env, wd, text):
    """Which part of R2 rejected the module. A kernel whose parameters
    overflow is appended: nvvm-pretreat, the last opt pass, reports it, so
    llc never runs. If only that kernel is reported, the opt passes were clean
    and the rejection came from llc; if the sentinel is not reached and no
    pass printed an error, NVVM's IR reader refused the module."""
    log = nvidia_sentinel_log(env, wd, text, "pretreat")
    if log is None:
        return "stage unknown"
    rest = "\n".join(l for l in log.splitlines() if SENTINEL not in l)
    if nvidia_messages(rest, "Error"):
        return "nvvm-verify/cnp-launch-check/nvvm-pretreat"
    return "llc" if SENTINEL in log else "IR reader"
