"""Statements of the project's design notes that rows of this suite decide,
checked against NVIDIA's verdicts (the record's "Seed statements" section)."""

from .param import PARAM_SMS


def _row(rows, case):
    for r in rows:
        if r.case == case:
            return r
    return None


IRA = "ir/agreement/ir/"

# Statements of the design notes the project started from (tagged by note
# number, 000-003) that rows of this suite decide. Each maps cases to what NVIDIA
# would do if the statement were true: a verdict, or ("text", substring) for
# NVIDIA's message.
SEED_CLAIMS = [
    ("001: the parameter limit is 1 024 B on sm_50...sm_75",
     {"param/sm_75/s4096": "reject", "param/sm_75/s4353": "reject"}),
    ("001: the parameter limit is 32 764 B on sm_80...sm_90",
     {"param/sm_80/s32764": "accept", "param/sm_80/s32765": "reject",
      "param/sm_90/s32764": "accept", "param/sm_90/s32765": "reject"}),
    ("001: the parameter limit is 32 768 B on sm_100...sm_121",
     {"param/sm_100/s32765": "accept", "param/sm_120/s32765": "accept"}),
    ("seeds/catalog: a 4 096 B kernel-parameter limit (4 352 B in ptxas) on today's targets",
     dict(("param/%s/s4353" % sm, "reject") for sm in PARAM_SMS)),
    ("001: parameters accumulate with natural alignment (so struct 32744 B + float4 "
     "overflows; nvcc's front end sums without padding, ptxas aligns)",
     dict(("param/%s/float4" % sm, "reject") for sm in PARAM_SMS)),
    ("001: the worked example's 40016-byte kernel compiles on sm_80 (here: 40000 B)",
     {"param/sm_80/tmpl40000": "accept"}),
    ("001: the overflow message names the demangled kernel",
     {IRA + "params.ll#byval-40000.ll": ("text", "in function k(")}),
    ("001: a pointer to local memory as a launch argument is an error",
     {"launch/sm_75/local": "reject", "launch/sm_100/local": "reject"}),
    ("001: its text 'A pointer to local memory or memory in 'addrspace(0)' has been "
     "used as a launch argument'",
     {"launch/sm_75/local": ("text", "has been used as a launch argument")}),
    ("001: SM-versioned intrinsics below their SM are rejected (here by LLVM's "
     "NVPTX backend; NVVM 7 cannot read LLVM 22 IR)",
     {"sm-gate/sm_80/asmlabel-mapa": "reject",
      "sm-gate/sm_80/asmlabel-cluster-arrive": "reject"}),
    ("000: the target triple is nvptx64-unknown-cuda (vendor 'unknown')",
     {IRA + "module.ll#triple-unknown-cuda.ll": "accept",
      IRA + "module.ll#triple-cuda-gnu.ll": "accept"}),
    ("003: the triple's vendor is a wildcard and it must end in -cuda",
     {IRA + "module.ll#triple-unknown-cuda.ll": "accept",
      IRA + "module.ll#triple-nvcl.ll": "reject",
      IRA + "module.ll#triple-cuda-gnu.ll": "reject"}),
    ("003: a module without a data layout gets 'Empty target data layout, must exist'",
     {IRA + "module.ll#datalayout-missing.ll": ("text", "Empty target data layout")}),
    ("003: 'fence is not supported'",
     {IRA + "instructions.ll#fence.ll": ("text", "fence is not supported")}),
    ("003: 'indirectbr is not supported'",
     {IRA + "instructions.ll#indirectbr.ll": ("text", "indirectbr is not supported")}),
    ("003: a narrow integer parameter without zeroext/signext is an error",
     {IRA + "functions.ll#narrow-param-no-ext.ll": "reject"}),
    ("000: 128-bit cmpxchg is not supported (003: it is)",
     {IRA + "instructions.ll#cmpxchg-i128.ll": "reject"}),
    ("000: !pragma unroll is supported (003: rejected)",
     {IRA + "instructions.ll#pragma-unroll.ll": "accept"}),
    ("003: an addrspacecast between two non-generic spaces is an error",
     {IRA + "instructions.ll#addrspacecast-shared-to-global.ll": "reject"}),
    ("000 §9.4: llvm.fabs is not supported",
     {IRA + "intrinsics.ll#llvm-fabs.ll": "reject"}),
    ("003: any llvm.* or llvm.nvvm.* intrinsic NVVM does not know gets 'Unsupported intrinsic'",
     {IRA + "intrinsics.ll#unknown-nvvm-intrinsic.ll": "reject",
      IRA + "intrinsics.ll#llvm-fabs.ll": ("text", "Unsupported intrinsic")}),
    ("003: the TMA/cluster pointer-size check fires only for pointers narrower than 64 bits",
     {IRA + "intrinsics.ll#mapa-sm100.ll": "accept"}),
]


def seed_claims(rows):
    """(statement, the rows' NVIDIA verdicts, whether it holds) for every
    statement whose rows all have an NVIDIA verdict."""
    out = []
    for text, expect in SEED_CLAIMS:
        got, holds = [], True
        for case, want in expect.items():
            r = _row(rows, case)
            if r is None or r.status == "skipped" or r.nvidia in ("", "n/a", "crash"):
                got = None
                break
            if isinstance(want, tuple):
                ok = want[1] in r.nvidia_text
                got.append("%s: %s" % (case, r.nvidia_text or r.nvidia))
            else:
                ok = r.nvidia == want
                got.append("%s: %s" % (case, r.nvidia))
            holds = holds and ok
        if got is None:
            continue
        out.append((text, "; ".join(got), holds))
    return out
