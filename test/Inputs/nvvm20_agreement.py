"""Runs NVIDIA's NVVM-20 verifier (toolchain-oracle recipe R2) and
cuda-nvvmcheck on the same hand-written IR tests, and compares verdicts.

usage: nvvm20_agreement.py <cuda-nvvmcheck> <cicc> <llvm-as> <tmpdir> <src_root> <expectation>...

Each expectation is <test path under test/rules>=<kind>:
  error     NVVM rejects the module, and its (first) message is the message
            of one of our findings
  accept    NVVM accepts the module (our rule goes past nvvm-verify: the
            reason is in the rule's doc page)
  accept-ok NVVM accepts the module and we report nothing (an -ok test)
  other     NVVM rejects it first for a reason outside this rule (printed)
Prints one line per test and `agreement: N of N` when all hold; exits 1
otherwise."""
import os
import re
import subprocess
import sys

tool, cicc, llvm_as, tmp, root = sys.argv[1:6]
failures = 0
os.makedirs(tmp, exist_ok=True)


def nvvm20(path):
    """(return code, NVVM's message): the line after `context:` for an
    instruction, else the text after the last `: ` of the first line."""
    bc = os.path.join(tmp, os.path.basename(path) + ".bc")
    subprocess.run([llvm_as, path, "-o", bc], check=True)
    r = subprocess.run([cicc, "-libnvvm", "-arch=compute_100",
                        "-opt-passes=nvvm-verify,cnp-launch-check,nvvm-pretreat",
                        bc, "-o", os.path.join(tmp, "out.ptx")],
                       capture_output=True, text=True)
    lines = [l for l in r.stderr.splitlines() if l.strip()]
    msg = ""
    for i, line in enumerate(lines):
        if line.strip().startswith("context:") and i + 1 < len(lines):
            msg = lines[i + 1].strip()
            break
    else:
        if lines:
            msg = re.sub(r"^.*?': ", "", lines[0]).strip()
    return r.returncode, msg


def ours(path):
    r = subprocess.run([tool, "--arch=sm_100", path], capture_output=True, text=True)
    msgs = re.findall(r": (?:error|warning): (.*) \[nvvm-[a-z0-9-]+\]$", r.stdout, re.M)
    return msgs, r.stdout.strip().splitlines()[-1] if r.stdout.strip() else ""


expectations = sys.argv[6:]
for spec in expectations:
    rel, kind = spec.rsplit("=", 1)
    path = os.path.join(root, "test/rules", rel)
    rc, msg = nvvm20(path)
    mine, summary = ours(path)
    if kind == "error":
        ok = rc == 9 and msg in mine
    elif kind == "accept":
        ok = rc == 0 and bool(mine)
    elif kind == "accept-ok":
        ok = rc == 0 and summary == "no findings in 1 file"
    else:
        ok = rc != 0
    print(f"{'ok' if ok else 'MISMATCH'}: {rel}: nvvm20 rc={rc} '{msg}'; ours: {summary}")
    failures += not ok
if failures:
    sys.exit(1)
print(f"agreement: {len(expectations)} of {len(expectations)}")
