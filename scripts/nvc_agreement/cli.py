"""The command line of scripts/agreement: the suite (all or some categories,
console report, --write record) and the dispatch to the oracle entry points."""

import argparse
import concurrent.futures
import os
import re
import sys

from .bitcode import patch_attribute_kind
from .categories import CATEGORIES, NAMES
from .common import ROOT, Env
from .exceptions import classify, load_exceptions
from .nvvm import libnvvm_child
from .oracle import nvidia_main, r2_main
from .report import print_console, write_markdown


def collect(env, categories, case_filter):
    jobs = []
    for category in CATEGORIES:
        if category.NAME in categories:
            jobs += category.jobs(env)
    if case_filter:
        jobs = [j for j in jobs if re.search(case_filter, j[0])]
    rows = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=env.jobs) as pool:
        futures = [pool.submit(fn) for _, fn in jobs]
        for fut in futures:
            rows += fut.result()
    for category in CATEGORIES:
        if category.NAME in categories and hasattr(category, "finish"):
            category.finish(rows)
    if case_filter:
        rows = [r for r in rows if re.search(case_filter, r.case)]
    order = {c: i for i, c in enumerate(NAMES)}
    rows.sort(key=lambda r: order[r.category])
    return rows


ORACLE_USAGE = """\
NVIDIA's verifier directly (recipe R2; `scripts/agreement nvidia -h`, `r2 -h`):
  scripts/agreement nvidia [--ours] [--warnings] [--downgrade] [--arch A] FILE.ll...
      one line per module (each .ll part of a split-file test):
      `FILE.ll[#part.ll]: accepted | rejected (exit N): <first error> |
      crashed (exit N): <first line> | unreadable (exit N): ... |
      not assembled: ...`, then ` | warning: <text>` per NVIDIA warning;
      --ours appends ` | ours: clean | same message | findings |
      failed (exit N): ...` (cuda-nvvmcheck --arch=sm_100)
  scripts/agreement r2 FILE.ll [compute_100]
      raw: cicc's log on stdout, cicc's exit status
"""


def main(argv):
    if len(argv) > 1 and argv[1] == "nvidia":
        return nvidia_main(argv[2:])
    if len(argv) > 1 and argv[1] == "r2":
        return r2_main(argv[2:])
    if len(argv) == 4 and argv[1] == "--libnvvm-child":
        return libnvvm_child(argv[2], argv[3])
    if len(argv) == 4 and argv[1] == "--patch-bitcode":
        # down-grade 4 alone, for test/agreement/attribute-patch.test
        new, n, unparsed = patch_attribute_kind(open(argv[2], "rb").read())
        with open(argv[3], "wb") as f:
            f.write(new)
        print("rewrote %d attribute kind(s) 105 -> 62; %d group(s) not parsed" % (n, unparsed))
        return 0
    ap = argparse.ArgumentParser(
        description="Compare cuda-nvvmcheck's verdicts with NVIDIA's toolchain.",
        epilog=ORACLE_USAGE, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tool", default=os.path.join(ROOT, "build", "cuda-nvvmcheck"),
                    help="the cuda-nvvmcheck binary (default: build/cuda-nvvmcheck)")
    ap.add_argument("--root", default=ROOT,
                    help="source tree whose test/rules and test/agreement/ir are read "
                         "(default: this script's)")
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH") or "/usr/local/cuda")
    ap.add_argument("--llvm-bin", default="/usr/lib/llvm-22/bin",
                    help="clang, opt and llvm-as of LLVM 22")
    ap.add_argument("--category", default=",".join(NAMES),
                    help="comma-separated subset of: " + ", ".join(NAMES))
    ap.add_argument("--filter", help="only cases whose id matches this regex")
    ap.add_argument("--exceptions", default=os.path.join(ROOT, "test", "agreement",
                                                         "exceptions.txt"))
    ap.add_argument("--write", metavar="FILE", help="write the markdown record to FILE")
    ap.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--keep", action="store_true", help="keep the work directory")
    ap.add_argument("--verbose", action="store_true", help="print agreeing rows too")
    args = ap.parse_args(argv[1:])
    categories = [c.strip() for c in args.category.split(",") if c.strip()]
    for c in categories:
        if c not in NAMES:
            ap.error("unknown category %r" % c)
    if not os.access(args.tool, os.X_OK):
        print("agreement: no cuda-nvvmcheck at %s (build it, or pass --tool)" % args.tool,
              file=sys.stderr)
        return 2
    env = Env(args)
    try:
        if not env.clang or not env.opt or not env.llvm_as:
            print("agreement: clang, opt and llvm-as of LLVM 22 are needed (--llvm-bin)",
                  file=sys.stderr)
            return 2
        exceptions = load_exceptions(args.exceptions)
        rows = collect(env, categories, args.filter)
        classify(env, rows, exceptions)
        print_console(rows, [] if args.filter else exceptions, categories, args.verbose)
        if args.write:
            write_markdown(env, rows, exceptions, args.write, categories)
            print("wrote " + args.write)
        if env.keep:
            print("work directory: " + env.tmp)
    finally:
        env.cleanup()
    return 1 if any(r.status == "disagree" for r in rows) else 0
