"""Category sm-gate: SM-gated features below sm_100, where no NVIDIA verifier
reads LLVM 22 IR: clang's "needs target feature", LLVM's NVPTX backend
("Cannot select") and ptxas ("Feature ... requires .target") on clang's
output for sm_75/80/90/90a, against our verdict."""

import os
import re

from .common import Row, first_line, run
from .ours import run_ours

NAME = "sm-gate"
TITLE = "SM gates below sm_100 (clang, NVPTX backend, ptxas)"
METHOD = [
    "- **sm-gate**: clang-22 compiles each case for sm_75/80/90/90a (R3), with",
    "  `-nocudainc` unless the case needs CUDA's headers (we get the same flag). Truth is clang's",
    "  own refusal (`needs target feature`, undeclared header-gated functions), LLVM",
    "  22's NVPTX backend refusing to select an intrinsic (`Cannot select`), or ptxas",
    "  `Feature '...' requires .target sm_XX`. No NVIDIA verifier reads LLVM 22 IR below",
    "  sm_100 (`docs/reference/toolchain.md` §0.2).",
]

GATE_SMS = ("sm_75", "sm_80", "sm_90", "sm_90a")


def jobs(env):
    """One job per SM and case."""
    return [("sm-gate/%s/%s" % (sm, cid),
             lambda sm=sm, a=(cid, minimum, what, source): [check_gate(env, sm, *a)])
            for sm in GATE_SMS for cid, minimum, what, source in GATE_CASES]


GATE_CASES = [
    # id, minimum target, description, source
    ("asmlabel-mapa", "sm_90", "llvm.nvvm.mapa through an asm label",
     'extern "C" __device__ void *m(void *, int) asm("llvm.nvvm.mapa");\n'
     "__global__ void k(int *p) { *(int *)m(p, 1) = 0; }\n"),
    ("asmlabel-cluster-arrive", "sm_90", "llvm.nvvm.barrier.cluster.arrive (asm label)",
     'extern "C" __device__ void arrive() asm("llvm.nvvm.barrier.cluster.arrive");\n'
     "__global__ void k() { arrive(); }\n"),
    ("asmlabel-clusterid", "sm_90", "llvm.nvvm.read.ptx.sreg.clusterid.x (asm label)",
     'extern "C" __device__ unsigned cid() asm("llvm.nvvm.read.ptx.sreg.clusterid.x");\n'
     "__global__ void k(unsigned *p) { *p = cid(); }\n"),
    ("asmlabel-griddep", "sm_90", "llvm.nvvm.griddepcontrol.wait (asm label)",
     'extern "C" __device__ void gdw() asm("llvm.nvvm.griddepcontrol.wait");\n'
     "__global__ void k() { gdw(); }\n"),
    ("asmlabel-elect", "sm_90", "llvm.nvvm.elect.sync (asm label)",
     'extern "C" __device__ int el(unsigned) asm("llvm.nvvm.elect.sync");\n'
     "__global__ void k(int *p) { *p = el(0xffffffffu); }\n"),
    ("asmlabel-fence-proxy", "sm_90", "llvm.nvvm.fence.proxy.async (asm label)",
     'extern "C" __device__ void fpa() asm("llvm.nvvm.fence.proxy.async");\n'
     "__global__ void k() { fpa(); }\n"),
    ("asmlabel-redux", "sm_80", "llvm.nvvm.redux.sync.add (asm label)",
     'extern "C" __device__ unsigned rx(unsigned, unsigned) asm("llvm.nvvm.redux.sync.add");\n'
     "__global__ void k(unsigned *p) { *p = rx(*p, 0xffffffffu); }\n"),
    ("asmlabel-cp-async-wait", "sm_80", "llvm.nvvm.cp.async.wait.all (asm label)",
     'extern "C" __device__ void cpw() asm("llvm.nvvm.cp.async.wait.all");\n'
     "__global__ void k() { cpw(); }\n"),
    ("asmlabel-setmaxnreg", "sm_90a", "llvm.nvvm.setmaxnreg.inc.sync.aligned.u32 (asm label)",
     'extern "C" __device__ void smr(int) asm("llvm.nvvm.setmaxnreg.inc.sync.aligned.u32");\n'
     "__global__ void k() { smr(64); }\n"),
    ("asmlabel-wgmma-fence", "sm_90a", "llvm.nvvm.wgmma.fence.sync.aligned (asm label)",
     'extern "C" __device__ void wf() asm("llvm.nvvm.wgmma.fence.sync.aligned");\n'
     "__global__ void k() { wf(); }\n"),
    ("asmlabel-nanosleep", "sm_70", "llvm.nvvm.nanosleep (asm label)",
     'extern "C" __device__ void ns(int) asm("llvm.nvvm.nanosleep");\n'
     "__global__ void k() { ns(100); }\n"),
    ("builtin-mapa", "sm_90", "__nvvm_mapa builtin",
     "__global__ void k(int *p) { *(int *)__nvvm_mapa(p, 1) = 0; }\n"),
    ("builtin-redux", "sm_80", "__nvvm_redux_sync_add builtin",
     "__global__ void k(unsigned *p) { *p = __nvvm_redux_sync_add(*p, 0xffffffffu); }\n"),
    ("header-reduce", "sm_80", "__reduce_add_sync (header-gated)",
     "__global__ void k(unsigned *p) { *p = __reduce_add_sync(0xffffffffu, *p); }\n"),
    ("header-nanosleep", "sm_70", "__nanosleep",
     "__global__ void k() { __nanosleep(100); }\n"),
    ("inlineasm-cluster-arrive", "sm_90", "inline asm barrier.cluster.arrive",
     '__global__ void k() { asm volatile("barrier.cluster.arrive;"); }\n'),
    ("inlineasm-clusterid", "sm_90", "inline asm reading %clusterid.x",
     '__global__ void k(unsigned *p) { asm volatile("mov.u32 %0, %%clusterid.x;" : "=r"(*p)); }\n'),
    ("plain", "-", "atomicAdd, __syncthreads, __shfl_sync",
     "__global__ void k(float *p) { atomicAdd(p, 1.0f); __syncthreads();\n"
     "  p[1] = __shfl_sync(0xffffffffu, p[2], 1); }\n"),
]


# Cases that use CUDA's headers; the others are compiled with -nocudainc
# (by clang and by us), which gives the same IR for them in a tenth of the time.
GATE_NEED_HEADERS = {"header-reduce", "header-nanosleep", "plain"}
NO_HEADERS_PRELUDE = ("#define __global__ __attribute__((global))\n"
                      "#define __device__ __attribute__((device))\n")


def check_gate(env, sm, cid, minimum, what, source):
    row = Row("sm-gate", "sm-gate/%s/%s" % (sm, cid), what)
    wd = env.workdir(row.case)
    src = os.path.join(wd, cid + ".cu")
    extra = [] if cid in GATE_NEED_HEADERS else ["-nocudainc"]
    with open(src, "w") as f:
        f.write(source if cid in GATE_NEED_HEADERS else NO_HEADERS_PRELUDE + source)
    s, o, e = env.clang_cuda(sm, src, os.path.join(wd, "k.s"), extra)
    log = o + e
    if s != 0:
        row.nvidia = "reject"
        if "needs target feature" in log:
            row.nvidia_tool = "clang-22 front end"
            row.nvidia_text = first_line(log, "needs target feature")
        elif "Cannot select" in log:
            row.nvidia_tool = "LLVM 22 NVPTX backend"
            row.nvidia_text = first_line(log, "Cannot select")
        else:
            row.nvidia_tool = "clang-22 front end"
            row.nvidia_text = first_line(log, "error")
        row.nvidia_text = re.sub(r"^.*?error: (error in backend: )?", "", row.nvidia_text)
    elif env.ptxas:
        row.nvidia_tool = "ptxas on clang PTX"
        s, o, e = run([env.ptxas, "-arch=" + sm, os.path.join(wd, "k.s"), "-o",
                       os.path.join(wd, "k.cubin")])
        row.nvidia = "accept" if s == 0 else "reject"
        row.nvidia_text = re.sub(r"^.*?error\s*: ", "", first_line(o + e, "error"))
    else:
        row.status, row.reason = "skipped", "no ptxas"
        return row
    ours = run_ours(env, src, ["--arch=" + sm], extra)
    row.ours = ours.verdict()
    row.ours_text = ours.summary()
    m = re.search(r"requires \.target (sm_\d+a?)", row.nvidia_text)
    if m and row.ours == "reject" and ours.errors:
        row.checks.append(("names " + m.group(1), any(m.group(1) in f[1] for f in ours.errors),
                           m.group(1)))
    row.notes.append("introduced in " + minimum)
    return row
