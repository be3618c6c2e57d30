"""The oracle entry points, recipe R2 for tests and the measuring scripts:
`scripts/agreement nvidia` (NVIDIA's verdict on every module of some .ll
files, optionally against ours) and `scripts/agreement r2` (raw R2)."""

import argparse
import concurrent.futures
import os
import re
import signal
import subprocess
import sys

from .bitcode import patch_file
from .common import ROOT, TIMEOUT, Toolchain, run
from .nvvm import (IR_ARCH, R2_PASSES, cicc_command, cicc_verify, first_nvidia_error,
                   nvidia_messages, nvidia_sentinel_messages, prepare_module,
                   split_modules)
from .ours import run_ours


def _exit_status(status):
    """A shell's view of a status: 128+N for a child killed by signal N."""
    return 128 - status if status < 0 else status


def nvidia_verdict(tc, wd, text, arch, downgrade, sentinel=False):
    """NVIDIA's verdict on one module as one line's text, the .ll file it
    judged (None when LLVM 22 could not assemble or down-grade it) and
    NVIDIA's first error (or ""):
      accepted
      rejected (exit N): <first error>     (N: cicc's status, 9 or 3)
      crashed (exit N): <first line>       (N: 128+signal, or 134/139)
      unreadable (exit N): <first error>   NVVM 20's reader refused the bitcode
      not assembled: <why>                 llvm-as-22 / opt-22 refused it
    followed by ` | warning: <text>` for each Warning NVIDIA printed (before
    its first error; with sentinel, also on an accepted module, which the
    naked sentinel function makes NVIDIA print). Texts are normalised as
    first_nvidia_error does, with NVIDIA's inner spacing kept."""
    ll, bc, _, skip = prepare_module(tc, wd, text, downgrade)
    if skip:
        return "not assembled: " + skip, None, ""
    result = cicc_verify(tc, bc, arch)
    warnings, error = [], ""
    if result.verdict == "accept":
        line = "accepted"
        if sentinel:
            warnings = nvidia_sentinel_messages(tc, wd, open(ll).read(), "naked",
                                                "Warning", squashed=False, arch=arch)
    else:
        word = {"reject": "rejected", "crash": "crashed", "n/a": "unreadable"}[result.verdict]
        error = first_nvidia_error(result.log, squashed=False).replace(wd + os.sep, "")
        line = "%s (exit %d): %s" % (word, _exit_status(result.status),
                                     error or "(no message)")
        if result.verdict != "crash":
            warnings = nvidia_messages(result.log, "Warning", squashed=False)
    return line + "".join(" | warning: " + w for w in warnings), ll, error


def ours_relation(tool, ll, nvidia_error):
    """How cuda-nvvmcheck --arch=sm_100 judges the module NVIDIA judged:
      clean          exit 0 and no finding
      same message   one of our errors/warnings has exactly NVIDIA's first
                     error as its message
      findings       errors/warnings, none with NVIDIA's message
      failed (exit N): <why>   the tool could not check the module"""
    ours = run_ours(argparse.Namespace(tool=tool), ll, ["--arch=" + IR_ARCH])
    if ours.status not in (0, 1) or ours.tool_errors or ours.compile_errors:
        why = (ours.tool_errors + ours.compile_errors + ["?"])[0]
        return "failed (exit %d): %s" % (_exit_status(ours.status), why)
    reported = ours.errors + ours.warnings
    if not reported:
        return "clean" if ours.status == 0 and not ours.findings else "findings"
    if nvidia_error and any(f[1].strip() == nvidia_error for f in reported):
        return "same message"
    return "findings"


def nvidia_main(argv):
    ap = argparse.ArgumentParser(
        prog="agreement nvidia",
        description="NVIDIA's NVVM-20 verdict (recipe R2: llvm-as-22, attribute kind "
                    "105 -> 62 in the bitcode, cicc -libnvvm -arch=compute_100 "
                    "-opt-passes=" + R2_PASSES + ") on every module of the "
                    "given .ll files, one line each: `<file>[#<part>]: <verdict>`. "
                    "A file cut with split-file markers (`;--- name.ll`) gives one "
                    "module per .ll part. Verdicts: accepted | rejected (exit N): "
                    "<first error> | crashed (exit N): <first line> | unreadable "
                    "(exit N): <first error> | not assembled: <why>, then ` | "
                    "warning: <text>` for each Warning NVIDIA printed. The first "
                    "error is normalised as the ir category does it (no severity, "
                    "location, Function/Basic Block decoration or context line), "
                    "but NVIDIA's inner white space is kept. Exit status 0 when "
                    "every verdict was printed, 2 when a tool is missing.")
    ap.add_argument("files", nargs="+", metavar="FILE.ll")
    ap.add_argument("--arch", default="compute_100",
                    help="cicc -arch (compute_100 and later select NVVM 20)")
    ap.add_argument("--downgrade", action="store_true",
                    help="also apply R2's text down-grades, as the ir category does: "
                         "add !nvvmir.version 2.0, drop llvm.lifetime.*, strip debug "
                         "info (default: the module as written)")
    ap.add_argument("--warnings", action="store_true",
                    help="on an accepted module, also print NVIDIA's warnings (it "
                         "prints none without an error: a naked sentinel function "
                         "is appended, and its own error left out)")
    ap.add_argument("--ours", action="store_true",
                    help="append ` | ours: clean | same message | findings | failed "
                         "(exit N): ...`: cuda-nvvmcheck --arch=sm_100 on the module "
                         "NVIDIA judged")
    ap.add_argument("--tool", default=os.path.join(ROOT, "build", "cuda-nvvmcheck"),
                    help="the cuda-nvvmcheck binary, for --ours")
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH") or "/usr/local/cuda")
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--keep", action="store_true", help="keep the work directory")
    args = ap.parse_args(argv)
    tc = Toolchain(args.cuda_path, args.llvm_bin, args.keep)
    try:
        missing = [n for n, p in (("cicc", tc.cicc), ("llvm-as", tc.llvm_as),
                                  ("opt", tc.opt or not args.downgrade))
                   if not p]
        if args.ours and not os.access(args.tool, os.X_OK):
            missing.append("cuda-nvvmcheck (%s)" % args.tool)
        if missing:
            print("agreement nvidia: missing " + ", ".join(missing), file=sys.stderr)
            return 2
        jobs = []
        for path in args.files:
            for part, text in split_modules(path):
                jobs.append((path + ("#" + part if part else ""), text))

        def one(i_job):
            i, (name, text) = i_job
            wd = tc.workdir("%d-%s" % (i, os.path.basename(name)))
            line, ll, error = nvidia_verdict(tc, wd, text, args.arch, args.downgrade,
                                             args.warnings)
            if args.ours and ll:
                line += " | ours: " + ours_relation(os.path.abspath(args.tool), ll, error)
            return "%s: %s" % (name, line)

        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            for line in pool.map(one, enumerate(jobs)):
                print(line, flush=True)
        if tc.keep:
            print("work directory: " + tc.tmp, file=sys.stderr)
    finally:
        tc.cleanup()
    return 0


def r2_main(argv):
    ap = argparse.ArgumentParser(
        prog="agreement r2",
        description="Recipe R2 on one hand-written LLVM 22 module, raw: llvm-as-22, "
                    "attribute kind 105 -> 62 in the bitcode, then cicc -libnvvm "
                    "-arch=ARCH -opt-passes=" + R2_PASSES + ". Prints cicc's log "
                    "(stdout and stderr, in order) and exits with cicc's status "
                    "(0 accepted, 9 a pass error, 3 IR version; 128+N when cicc "
                    "dies of signal N, after a line `r2: cicc killed by signal "
                    "N (name)`). No text down-grade: the module must carry "
                    "!nvvmir.version = !{!{i32 2, i32 0}}, no debug info and no "
                    "llvm.lifetime.* (`nvidia --downgrade` adds those). llvm-as's "
                    "status when it refuses the file, 2 when the patch fails.")
    ap.add_argument("file", metavar="FILE.ll")
    ap.add_argument("arch", nargs="?", default="compute_100",
                    help="cicc -arch, default compute_100 (sm_XX is read as compute_XX)")
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH") or "/usr/local/cuda")
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin")
    args = ap.parse_args(argv)
    tc = Toolchain(args.cuda_path, args.llvm_bin)
    try:
        if not tc.cicc or not tc.llvm_as:
            print("agreement r2: cicc and llvm-as are needed", file=sys.stderr)
            return 2
        bc = os.path.join(tc.tmp, "in.bc")
        status, out, err = run([tc.llvm_as, args.file, "-o", bc])
        if status != 0:
            sys.stderr.write(out + err)
            return _exit_status(status)
        patched = patch_file(bc)
        if patched.startswith("attribute patch failed"):
            print("agreement r2: " + patched, file=sys.stderr)
            return 2
        arch = re.sub(r"^sm_", "compute_", args.arch)
        sys.stdout.flush()
        try:
            p = subprocess.run(cicc_command(tc, bc, arch), stdout=subprocess.PIPE,
                               stderr=subprocess.STDOUT, timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            print("r2: cicc timed out after %ds" % TIMEOUT)
            return 124
        sys.stdout.write(p.stdout.decode("utf-8", "replace"))
        if p.returncode < 0:
            sig = -p.returncode
            name = signal.strsignal(sig) if hasattr(signal, "strsignal") else ""
            print("r2: cicc killed by signal %d (%s)" % (sig, name or "?"))
        return _exit_status(p.returncode)
    finally:
        tc.cleanup()
