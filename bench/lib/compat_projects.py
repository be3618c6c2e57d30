#!/usr/bin/env python3
"""The steps of bench/compat-projects.sh that need more than the shell
(docs/compat.md, "Checkability on real projects"). Python standard library only.

  make-db DB.json DIR [MAKE-ARGS...]
      Adds to DB.json (a compile_commands.json) the nvcc commands that
      `make -n -B -C DIR MAKE-ARGS` prints: the project's own command lines,
      without running them. A file already in DB.json keeps its first command.
  nvcc DB.json RESULTS.json JOBS [FILE...]
      The ground truth: compiles every CUDA TU of DB.json with its own nvcc
      command (only the output goes to a temporary file, and -c is added when
      the command would also link), JOBS at a time. For the FILEs (the TUs the
      checker found hollow) it also counts the kernels nvcc generates.
  report NAME ROOT DB.json NVCC.json CHECK.json CHECK.err SUMMARY.json
      Joins nvcc's verdicts with the checker's (its JSON report and its
      --verbose stderr, the scan run in ROOT), prints the project's figures
      and the TUs nvcc compiles that the checker does not check, with the
      checker's first error and a cause, and writes SUMMARY.json.
  total SUMMARY.json...
      The figures over all projects.
"""
import concurrent.futures
import glob
import json
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time

CUDA = os.environ.get("CUDA_PATH", "/usr/local/cuda")


# ---------------------------------------------------------------- databases


def load_db(path):
    if not os.path.exists(path):
        return []
    with open(path) as f:
        return json.load(f)


def entry_args(entry):
    """A database entry's command as a list (the format allows either form)."""
    if "arguments" in entry:
        return list(entry["arguments"])
    return shlex.split(entry["command"])


def entry_file(entry):
    return os.path.normpath(os.path.join(entry["directory"], entry["file"]))


def is_cuda_tu(entry):
    """The TUs the checker's -p scan takes (docs/scan.md): .cu files, and any
    file compiled with -x cu / -x cuda."""
    if entry["file"].endswith(".cu"):
        return True
    args = entry_args(entry)
    for i, a in enumerate(args):
        if a in ("-x", "--x") and i + 1 < len(args) and args[i + 1] in ("cu", "cuda"):
            return True
        if a in ("-xcu", "-xcuda", "--x=cu", "--x=cuda"):
            return True
    return False


def cuda_tus(db):
    return [e for e in db if is_cuda_tu(e)]


# ---------------------------------------------------------------- make-db

ENTERING = re.compile(r"^make(\[\d+\])?: Entering directory '(.*)'")
LEAVING = re.compile(r"^make(\[\d+\])?: Leaving directory")
SEPARATORS = ("&&", "||", ";")


def command_segments(line):
    """The simple commands of one shell line printed by make -n."""
    try:
        words = shlex.split(line)
    except ValueError:
        return []
    segments, current = [], []
    for w in words:
        if w in SEPARATORS:
            segments.append(current)
            current = []
        else:
            current.append(w)
    segments.append(current)
    return [s for s in segments if s]


def source_of(args):
    """The one .cu (or -x cu) source an nvcc command compiles, or None."""
    sources = []
    i = 1
    while i < len(args):
        a = args[i]
        if a in ("-o", "--output-file", "-MF", "-MT", "-ccbin", "--compiler-bindir", "-x"):
            if a == "-x" and i + 2 < len(args) and args[i + 1] in ("cu", "cuda"):
                sources.append(args[i + 2])
                i += 3
                continue
            i += 2
            continue
        if not a.startswith("-") and a.endswith(".cu"):
            sources.append(a)
        i += 1
    return sources[0] if len(sources) == 1 else None


def nvcc_commands_of_make(directory, make_args):
    """Runs `make -n -B` (print the commands, run none) and returns the nvcc
    compile commands it prints, each with the directory make would run it in."""
    proc = subprocess.run(
        ["make", "-n", "-B", "-C", directory] + make_args,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
        text=True,
    )
    entries, dirs = [], [os.path.abspath(directory)]
    for line in proc.stdout.splitlines():
        m = ENTERING.match(line)
        if m:
            dirs.append(m.group(2))
            continue
        if LEAVING.match(line):
            if len(dirs) > 1:
                dirs.pop()
            continue
        cwd = dirs[-1]
        for seg in command_segments(line):
            if seg[0] == "cd" and len(seg) > 1:
                cwd = os.path.normpath(os.path.join(cwd, seg[1]))
                continue
            if os.path.basename(seg[0]) != "nvcc":
                continue
            src = source_of(seg)
            if src:
                entries.append({"directory": cwd, "arguments": seg, "file": src})
    return proc.returncode, proc.stdout, entries


def cmd_make_db(argv):
    db_path, directory, make_args = argv[0], argv[1], argv[2:]
    rc, out, entries = nvcc_commands_of_make(directory, make_args)
    if rc != 0:
        last = out.strip().splitlines()[-1] if out.strip() else ""
        print(f"  make -n {' '.join(make_args)} in {directory} failed: {last}", file=sys.stderr)
        return 1
    db = load_db(db_path)
    known = {entry_file(e) for e in db}
    added = 0
    for e in entries:
        if entry_file(e) not in known:
            db.append(e)
            known.add(entry_file(e))
            added += 1
    os.makedirs(os.path.dirname(os.path.abspath(db_path)), exist_ok=True)
    with open(db_path, "w") as f:
        json.dump(db, f, indent=1)
    print(f"  {directory} {' '.join(make_args)}: {added} nvcc TU(s)", file=sys.stderr)
    return 0


# ---------------------------------------------------------------- nvcc

PHASES = {"-c", "--compile", "-dc", "--device-c", "-ptx", "--ptx", "-cubin", "--cubin",
          "-fatbin", "--fatbin", "-E", "--preprocess"}
DROP_WITH_VALUE = {"-o", "--output-file", "-MF", "-MT", "-MQ"}
DROP = {"-MD", "-MMD"}


def nvcc_compile_command(args, out):
    """The TU's own command with only its outputs changed: the object goes to
    `out`, dependency files are not written, and a command that would also link
    (llm.c's, ThunderKittens') stops after compiling (-c)."""
    res, i, phase = [], 0, False
    while i < len(args):
        a = args[i]
        if a in DROP_WITH_VALUE:
            i += 2
            continue
        if a in DROP or a.startswith("--output-file="):
            i += 1
            continue
        phase = phase or a in PHASES
        res.append(a)
        i += 1
    if not phase:
        res.append("-c")
    return res + ["-o", out]


FIRST_ERROR = re.compile(r"\berror\b|fatal", re.IGNORECASE)


def first_error(text):
    for line in text.splitlines():
        if FIRST_ERROR.search(line):
            return line.strip()
    lines = text.strip().splitlines()
    return lines[-1].strip() if lines else ""


def nvcc_env():
    env = dict(os.environ)
    env["PATH"] = os.path.join(CUDA, "bin") + os.pathsep + env.get("PATH", "")
    return env


def count_nvcc_kernels(args, cwd, tmp):
    """Kernels in the PTX nvcc generates for the TU (for a TU the checker
    found hollow): the command again with --keep, `.entry` in the .ptx files."""
    keep = tempfile.mkdtemp(dir=tmp)
    cmd = nvcc_compile_command(args, os.path.join(keep, "tu.o")) + ["--keep", "--keep-dir", keep]
    subprocess.run(cmd, cwd=cwd, env=nvcc_env(), stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    entries = 0
    for ptx in glob.glob(os.path.join(keep, "*.ptx")):
        with open(ptx, errors="replace") as f:
            entries += sum(1 for line in f if line.lstrip().startswith(".entry"))
    subprocess.run(["rm", "-rf", keep])
    return entries


def command_key(entry, db_dir):
    """The TU's command, as nvcc runs it: a verdict is reused only for the
    same command in the same directory. The database's own directory (a CMake
    build tree under --out) is written <db>, so a verdict survives another
    --out."""
    text = entry["directory"] + "\0" + "\0".join(entry_args(entry))
    return text.replace(db_dir, "<db>")


def reusable_verdicts(path):
    """nvcc's verdicts of an earlier run (its nvcc.json), by file and command
    (NVCC_REUSE: nvcc does not change between runs of the checker)."""
    if not path or not os.path.exists(path):
        return {}
    with open(path) as f:
        return {(r["file"], r["command"]): r for r in json.load(f) if "command" in r}


def compile_one(index, entry, tmp, timeout, hollow, db_dir):
    args = entry_args(entry)
    out = os.path.join(tmp, f"{index}.o")
    t0 = time.monotonic()
    try:
        proc = subprocess.run(nvcc_compile_command(args, out), cwd=entry["directory"],
                              env=nvcc_env(), stdout=subprocess.PIPE,
                              stderr=subprocess.STDOUT, text=True, errors="replace",
                              timeout=timeout)
        rc, text = proc.returncode, proc.stdout
    except subprocess.TimeoutExpired:
        rc, text = -1, f"nvcc timed out after {timeout} s"
    seconds = time.monotonic() - t0
    if os.path.exists(out):
        os.remove(out)
    result = {"file": entry_file(entry), "command": command_key(entry, db_dir), "rc": rc,
              "seconds": round(seconds, 1),
              "first_error": first_error(text) if rc != 0 else ""}
    if rc == 0 and entry_file(entry) in hollow:
        result["nvcc_kernels"] = count_nvcc_kernels(args, entry["directory"], tmp)
    return result


def cmd_nvcc(argv):
    db_path, results_path, jobs = argv[0], argv[1], int(argv[2])
    hollow = {os.path.normpath(f) for f in argv[3:]}
    timeout = int(os.environ.get("NVCC_TIMEOUT", "3600"))
    tus = cuda_tus(load_db(db_path))
    results = [None] * len(tus)
    reused = reusable_verdicts(os.environ.get("NVCC_REUSE", ""))
    db_dir = os.path.dirname(os.path.abspath(db_path))
    with tempfile.TemporaryDirectory() as tmp:
        for i, e in enumerate(tus):
            old = reused.get((entry_file(e), command_key(e, db_dir)))
            if old and (old["rc"] != 0 or entry_file(e) not in hollow or "nvcc_kernels" in old):
                results[i] = old
        if reused:
            print(f"  nvcc: {sum(r is not None for r in results)} of {len(tus)} verdicts "
                  f"reused from {os.environ['NVCC_REUSE']}", file=sys.stderr)
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            futures = {pool.submit(compile_one, i, e, tmp, timeout, hollow, db_dir): i
                       for i, e in enumerate(tus) if results[i] is None}
            for done, fut in enumerate(concurrent.futures.as_completed(futures), 1):
                r = fut.result()
                results[futures[fut]] = r
                status = "ok" if r["rc"] == 0 else "FAILS"
                print(f"  nvcc [{done}/{len(tus)}] {status} {r['seconds']:7.1f} s  {r['file']}",
                      file=sys.stderr)
    with open(results_path, "w") as f:
        json.dump(results, f, indent=1)
    return 0


# ---------------------------------------------------------------- report

# The checker's stderr with --verbose (tool/inputs.c, tool/scan.c): clang's
# first error, located, with its notes, then the TU's one-line failure; the
# hollow note.
LOCATED = re.compile(r"^(.+?):(\d+):(\d+): (error|note): (.*)$")
TU_FAILED = re.compile(r"^cuda-nvvmcheck: error: (.+?): (does not compile|the check crashed|"
                       r"clang/LLVM stopped|.*not checked)")
HOLLOW = re.compile(r"^cuda-nvvmcheck: note: (.+?): no device code was generated for (\S+):")


def host_calls_device_only(m, loc, notes):
    """A host function calls max/min/isfinite/clock ...: clang's CUDA headers
    declare them for the device only, nvcc's for both (issue 13, item 1)."""
    return ("no matching function for call to" in m
            and any("call to __device__ function from __host__ function" in n for n in notes))


# Causes of a TU nvcc compiles and the checker does not, from clang's first
# error, its location and its notes. Checked in order.
CAUSES = [
    ("<omp.h>: nvcc finds it in GCC's own include directory",
     lambda m, loc, notes: "'omp.h' file not found" in m),
    ("other header not found under clang",
     lambda m, loc, notes: "file not found" in m),
    ("host code calls a function clang declares for the device only (max, isfinite, clock ...)",
     host_calls_device_only),
    ("__host__/__device__ mismatch nvcc only warns about",
     lambda m, loc, notes: re.search(r"reference to __(host|device)__ function|"
                                     r"call to __(host|device)__ function from", m) is not None),
    ("dependent names: nvcc accepts a missing `typename` or `template` that clang requires",
     lambda m, loc, notes: re.search(r"missing 'typename' prior to dependent type name|"
                                     r"a template argument list is expected after a name "
                                     r"prefixed by the template keyword|"
                                     r"use 'template' keyword to treat '.*' as a dependent|"
                                     r"reference to overloaded function could not be resolved",
                                     m) is not None),
    ("inline PTX dialect (% escapes, operand numbers)",
     lambda m, loc, notes: re.search(r"invalid % escape|invalid operand number in inline asm", m)
     is not None),
    ("__shared__ variable with a constructor",
     lambda m, loc, notes: "initialization is not supported for __shared__" in m),
    ("target clang 22 cannot compile",
     lambda m, loc, notes: re.search(r"unsupported CUDA gpu architecture|does not support target|"
                                     r"Minimum required PTX version|unknown target CPU", m)
     is not None),
    ("CUDA device function or builtin clang lacks",
     lambda m, loc, notes: re.search(r"use of undeclared identifier '__|no member named '__", m)
     is not None),
    ("the checker crashed or stopped",
     lambda m, loc, notes: re.search(r"crashed|stopped with a fatal error", m) is not None),
    ("GCC's intrinsic headers",
     lambda m, loc, notes: "__builtin_ia32_" in m),
]


def classify(message, location, notes):
    for cause, test in CAUSES:
        if test(message, location or "", notes):
            return cause
    return "other C++ accepted by nvcc, rejected by clang"


def parse_checker_stderr(text, root):
    """First located error (with its notes) of each failing TU, and the hollow TUs."""
    errors, hollow, last = {}, {}, None
    for line in text.splitlines():
        m = LOCATED.match(line)
        if m and m.group(4) == "error" and last is None:
            last = {"file": m.group(1), "line": int(m.group(2)), "column": int(m.group(3)),
                    "message": m.group(5), "notes": []}
            continue
        if m and m.group(4) == "note" and last is not None:
            last["notes"].append(m.group(5))
            continue
        m = TU_FAILED.match(line)
        if m:
            tu = os.path.normpath(os.path.join(root, m.group(1)))
            if errors.get(tu) is None:  # a TU can fail for several archs: the first
                errors[tu] = last
            last = None
            continue
        m = HOLLOW.match(line)
        if m:
            hollow.setdefault(os.path.normpath(os.path.join(root, m.group(1))), []).append(
                m.group(2))
            continue
        if line.startswith("cuda-nvvmcheck: note: ") and ": checked for " in line:
            last = None
    return errors, hollow


def reason_message(reason):
    """clang's first error as the failure reason quotes it."""
    m = re.search(r"not checked: (.*?)( \[known nvcc/clang dialect difference.*)?$", reason)
    return m.group(1) if m else reason


def rel(path, root):
    return os.path.relpath(path, root) if path.startswith(root + os.sep) else path


def cmd_report(argv):
    name, root, db_path, nvcc_path, check_path, err_path, out_path = argv[:7]
    root = os.path.abspath(root)
    tus = [entry_file(e) for e in cuda_tus(load_db(db_path))]
    with open(nvcc_path) as f:
        nvcc = {r["file"]: r for r in json.load(f)}
    with open(check_path) as f:
        check = json.load(f)
    with open(err_path, errors="replace") as f:
        located, hollow = parse_checker_stderr(f.read(), root)
    failed = {}
    for x in check["failures"]:  # one per arch a TU fails for: the first
        failed.setdefault(os.path.normpath(os.path.join(root, x["file"])), x["reason"])

    nvcc_ok = [t for t in tus if nvcc[t]["rc"] == 0]
    nvcc_fails = [t for t in tus if nvcc[t]["rc"] != 0]
    not_checked, hollow_ok = [], []
    for t in nvcc_ok:
        if t in failed:
            loc = located.get(t)
            message = loc["message"] if loc else reason_message(failed[t])
            where = f"{rel(loc['file'], root)}:{loc['line']}:{loc['column']}" if loc else ""
            cause = classify(message, loc["file"] if loc else "", loc["notes"] if loc else [])
            not_checked.append({"file": rel(t, root), "reason": failed[t], "error": message,
                                "at": where, "cause": cause})
        elif t in hollow:
            hollow_ok.append({"file": rel(t, root), "archs": hollow[t],
                              "nvcc_kernels": nvcc[t].get("nvcc_kernels")})
    checker_only = [rel(t, root) for t in nvcc_fails if t not in failed]
    checked = len(nvcc_ok) - len(not_checked)
    summary = {
        "project": name,
        "cuda_tus": len(tus),
        "nvcc_compiles": len(nvcc_ok),
        "checked": checked,
        "hollow": hollow_ok,
        "hollow_where_nvcc_has_kernels": sum(1 for h in hollow_ok if h["nvcc_kernels"]),
        "not_checked": not_checked,
        "nvcc_fails": [{"file": rel(t, root), "error": nvcc[t]["first_error"]} for t in nvcc_fails],
        "checked_where_nvcc_fails": checker_only,
        "nvcc_seconds": round(sum(nvcc[t]["seconds"] for t in tus), 1),
    }
    with open(out_path, "w") as f:
        json.dump(summary, f, indent=1)
    print_project(summary)
    return 0


def percent(a, b):
    return f"{100.0 * a / b:.1f} %" if b else "n/a"


def print_project(s):
    print(f"== {s['project']}")
    print(f"CUDA TUs in the compile database:  {s['cuda_tus']}")
    print(f"nvcc compiles:                     {s['nvcc_compiles']}")
    print(f"cuda-nvvmcheck checks:             {s['checked']} of them "
          f"({percent(s['checked'], s['nvcc_compiles'])}); hollow: {len(s['hollow'])} "
          f"({s['hollow_where_nvcc_has_kernels']} where nvcc generates kernels)")
    for h in s["hollow"]:
        print(f"  hollow: {h['file']} ({', '.join(h['archs'])}; nvcc kernels: "
              f"{h['nvcc_kernels']})")
    for x in s["not_checked"]:
        print(f"  not checked: {x['file']}\n      [{x['cause']}] {x['at']}: {x['error']}")
    for x in s["nvcc_fails"]:
        print(f"  nvcc fails (not counted): {x['file']}: {x['error']}")
    if s["checked_where_nvcc_fails"]:
        print(f"  checked although nvcc fails: {', '.join(s['checked_where_nvcc_fails'])}")


def cmd_total(argv):
    summaries = []
    for path in argv:
        with open(path) as f:
            summaries.append(json.load(f))
    nvcc_ok = sum(s["nvcc_compiles"] for s in summaries)
    checked = sum(s["checked"] for s in summaries)
    hollow = sum(len(s["hollow"]) for s in summaries)
    hollow_k = sum(s["hollow_where_nvcc_has_kernels"] for s in summaries)
    print("== all projects")
    print(f"{'project':<16} {'CUDA TUs':>8} {'nvcc':>6} {'checked':>8} {'hollow':>7}")
    for s in summaries:
        print(f"{s['project']:<16} {s['cuda_tus']:>8} {s['nvcc_compiles']:>6} "
              f"{s['checked']:>8} {len(s['hollow']):>7}   "
              f"{percent(s['checked'], s['nvcc_compiles'])}")
    print(f"{'total':<16} {sum(s['cuda_tus'] for s in summaries):>8} {nvcc_ok:>6} "
          f"{checked:>8} {hollow:>7}   {percent(checked, nvcc_ok)}")
    print(f"cuda-nvvmcheck checks {checked} of the {nvcc_ok} TUs nvcc compiles "
          f"({percent(checked, nvcc_ok)}); {hollow} of the checked ones are hollow "
          f"({hollow_k} where nvcc generates kernels: "
          f"{percent(checked - hollow_k, nvcc_ok)} without those)")
    causes = {}
    for s in summaries:
        for x in s["not_checked"]:
            causes.setdefault(x["cause"], []).append(f"{s['project']}/{x['file']}")
    print("not checked, by cause:")
    for cause, files in sorted(causes.items(), key=lambda kv: -len(kv[1])):
        print(f"  {len(files):4}  {cause}")
    return 0


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        return 2
    commands = {"make-db": cmd_make_db, "nvcc": cmd_nvcc, "report": cmd_report,
                "total": cmd_total}
    cmd = commands.get(sys.argv[1])
    if not cmd:
        print(__doc__, file=sys.stderr)
        return 2
    return cmd(sys.argv[2:])


if __name__ == "__main__":
    sys.exit(main())
