"""What every part of the agreement suite shares: running a command, the
compared row, and the NVIDIA and LLVM 22 programs (Toolchain, Env)."""

import os
import re
import shutil
import subprocess
import tempfile

# the source tree: this package lives in <root>/scripts/nvc_agreement
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# the executable entry point, which child processes run (--libnvvm-child)
ENTRY = os.path.join(ROOT, "scripts", "agreement")
TIMEOUT = 300               # seconds for any one external command
ANSI = re.compile(r"\x1b\[[0-9;]*m")
CLANG_DL = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"


# ---------------------------------------------------------------- utilities

def run(cmd, cwd=None, timeout=TIMEOUT, env=None):
    """Runs a command; returns (status, stdout, stderr). Status 124 on timeout,
    127 when the program is missing, -N when killed by signal N."""
    try:
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, timeout=timeout,
                           env=env)
    except subprocess.TimeoutExpired:
        return 124, "", "timed out after %ds" % timeout
    except OSError as e:
        return 127, "", str(e)
    return (p.returncode, p.stdout.decode("utf-8", "replace"),
            p.stderr.decode("utf-8", "replace"))


def squash(text):
    """Collapses runs of white space (NVIDIA's messages have doubled spaces)."""
    return re.sub(r"\s+", " ", text).strip()


def first_line(text, pattern=None):
    for line in text.splitlines():
        if line.strip() and (pattern is None or re.search(pattern, line)):
            return line.strip()
    return ""


class Row:
    """One compared case."""

    def __init__(self, category, case, source):
        self.category = category
        self.case = case            # unique id, e.g. param/sm_80/s32765
        self.source = source        # what was compiled (path or description)
        self.nvidia_tool = ""       # which NVIDIA (or LLVM) component decided
        self.nvidia = ""            # verdict: reject / accept / warn / crash / n/a
        self.nvidia_text = ""       # its first message, normalised
        self.ours = ""              # reject / accept / warn / error
        self.ours_text = ""
        self.checks = []            # (name, ok: bool|None, detail)
        self.notes = []             # informative, do not change the status
        self.status = ""            # agree / disagree / explained / skipped
        self.reason = ""            # why explained / skipped

    def agree(self):
        return self.nvidia == self.ours and all(ok is not False
                                                for _, ok, _ in self.checks)


# -------------------------------------------------------- environment setup

class Toolchain:
    """The NVIDIA and LLVM 22 programs, and a work directory. Enough for the
    oracle entry points (`nvidia`, `r2`); Env adds what the categories need."""

    def __init__(self, cuda_path, llvm_bin, keep=False):
        self.cuda = cuda_path
        self.llvm = llvm_bin
        self.keep = keep
        self.tmp = tempfile.mkdtemp(prefix="agreement-")
        self.nvcc = self._cuda("bin/nvcc")
        self.ptxas = self._cuda("bin/ptxas")
        self.cicc = self._cuda("nvvm/bin/cicc")
        self.libnvvm = self._cuda("lib/libnvvm.so")
        self.clang = self._llvm("clang")
        self.opt = self._llvm("opt")
        self.llvm_as = self._llvm("llvm-as")

    def _cuda(self, rel):
        path = os.path.join(self.cuda, rel)
        return path if os.path.exists(path) else None

    def _llvm(self, name):
        path = os.path.join(self.llvm, name)
        return path if os.path.exists(path) else shutil.which(name)

    def workdir(self, name):
        d = os.path.join(self.tmp, re.sub(r"[^\w.-]", "_", name))
        os.makedirs(d, exist_ok=True)
        return d

    def cleanup(self):
        if not self.keep:
            shutil.rmtree(self.tmp, ignore_errors=True)


class Env(Toolchain):
    def __init__(self, args):
        Toolchain.__init__(self, args.cuda_path, args.llvm_bin, args.keep)
        self.tool = os.path.abspath(args.tool)
        self.root = os.path.abspath(args.root)
        self.jobs = args.jobs
        self.cicc_nvvm20 = bool(self.cicc and self.llvm_as and
                                self._cicc_runs_compute_100())
        _, out, err = run([self.tool, "--help"])
        self.has_profile = "--profile" in out + err
        self.rules = set()
        for line in run([self.tool, "--list-rules"])[1].splitlines():
            word = line.split()[0] if line.split() else ""
            if re.match(r"^[a-z][a-z0-9]*-[a-z0-9-]+$", word):
                self.rules.add(word)
        self.tool_version = first_line(run([self.tool, "--version"])[1])
        self.versions = {
            "cuda-nvvmcheck": self.tool_version,
            "clang": first_line(run([self.clang, "--version"])[1]) if self.clang else "-",
            "nvcc": first_line(run([self.nvcc, "--version"])[1], "release") if self.nvcc else "-",
            "ptxas": first_line(run([self.ptxas, "--version"])[1], "release") if self.ptxas else "-",
        }

    def _cicc_runs_compute_100(self):
        d = tempfile.mkdtemp(dir=self.tmp)
        ll = os.path.join(d, "probe.ll")
        with open(ll, "w") as f:
            f.write('target triple = "nvptx64-nvidia-cuda"\n'
                    'target datalayout = "%s"\n'
                    "define void @f() {\n  ret void\n}\n"
                    "!nvvmir.version = !{!0}\n!0 = !{i32 2, i32 0}\n"
                    % CLANG_DL)
        if run([self.llvm_as, ll, "-o", ll + ".bc"])[0] != 0:
            return False
        return run([self.cicc, "-libnvvm", "-arch=compute_100",
                    "-opt-passes=nvvm-verify", ll + ".bc", "-o",
                    os.path.join(d, "probe.ptx")])[0] == 0

    def clang_cuda(self, sm, src, out, extra=(), emit="-S"):
        return run([self.clang, "-x", "cuda", "--cuda-device-only",
                    "--cuda-gpu-arch=" + sm, "--cuda-path=" + self.cuda,
                    "-isystem", os.path.join(self.cuda, "include", "cccl"),
                    "-Wno-unknown-cuda-version", "-fno-crash-diagnostics", "-O2",
                    emit, src, "-o", out]
                   + list(extra))
