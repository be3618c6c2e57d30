"""NVIDIA's verdict on every module of some rule tests (toolchain-oracle R2).

usage: nvvm20_verdicts.py <cicc> <llvm-as> <workdir> <test file>...

Each module of a split-file test (`;--- name.ll`), or the whole file when it
has none, is assembled by LLVM 22's llvm-as and run through CUDA's NVVM 20
verifier passes (cicc -libnvvm -arch=compute_100 -opt-passes=nvvm-verify,
cnp-launch-check,nvvm-pretreat). One line per module:
  <test>/<module>: accepted
  <test>/<module>: rejected: <NVIDIA's first message, decorations removed>
  <test>/<module>: crashed (exit status N)
"""
import concurrent.futures
import os
import re
import subprocess
import sys

cicc, llvm_as, work = sys.argv[1:4]
tests = sys.argv[4:]

# Lines that locate or frame a message rather than state it.
FRAME = re.compile(r"(^\s*context:|^Example valid data layout:|^(Error: )?(32|64)-bit: "
                   r"|: (Global (Value|Variable)|\s*Function) `[^']*'( Basic Block `[^']*')?:\s*$"
                   r"|^(error: )?Error: : <0x[0-9a-f]+> = )")


def message(text):
    for line in text.splitlines():
        line = line.strip()
        if not line or FRAME.search(line):
            continue
        line = re.sub(r"^(<unnamed>: )?error: ", "", line)
        line = re.sub(r"^(Error|Warning): (: )?", "", line)
        line = re.sub(r"^(Global (Value|Variable)|\s*Function) `[^']*': ", "", line)
        line = re.sub(r"^DataLayoutError: ", "", line)
        return re.sub(r"Error:$", "", line).strip()   # "...supported.Error: " (sic)
    return "(no message)"


def modules(path):
    text = open(path).read()
    parts = re.split(r"^;--- (\S+)\n", text, flags=re.M)
    if len(parts) == 1:
        return [(os.path.basename(path), text)]
    return [(parts[i], parts[i + 1]) for i in range(1, len(parts), 2)]


def verdict(job):
    test, name, body = job
    stem = os.path.join(work, os.path.basename(test) + "." + name)
    open(stem + ".ll", "w").write(body)
    asm = subprocess.run([llvm_as, stem + ".ll", "-o", stem + ".bc"], capture_output=True, text=True)
    if asm.returncode:
        return f"llvm-as failed: {asm.stderr.strip()}"
    r = subprocess.run([cicc, "-libnvvm", "-arch=compute_100",
                        "-opt-passes=nvvm-verify,cnp-launch-check,nvvm-pretreat",
                        stem + ".bc", "-o", stem + ".ptx"], capture_output=True, text=True)
    if r.returncode == 0:
        return "accepted"
    if r.returncode < 0 or r.returncode >= 128:
        return f"crashed (exit status {r.returncode if r.returncode > 0 else 128 - r.returncode})"
    return "rejected: " + message(r.stdout + r.stderr)


os.makedirs(work, exist_ok=True)
jobs = [(t, n, b) for t in tests for n, b in modules(t)]
with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
    for (test, name, _), v in zip(jobs, pool.map(verdict, jobs)):
        print(f"{os.path.basename(test)}/{name}: {v}")
