"""The `resources` category of scripts/agreement: static shared memory per
kernel and constant memory per file, against ptxas and nvcc.

Two parts:
  - limits: at every target ptxas accepts, a generated PTX file with one
    entry per size around each known limit (.shared) and one file per size
    (.const), run through `ptxas -arch=<target>`; ours runs on the same
    layout written as LLVM IR, with --arch=<target>. Truth is ptxas' verdict
    and, where it rejects, its byte count (check `bytes = ptxas`).
  - cuda: a generated matrix of CUDA sources (call graphs, indirect calls,
    alignment padding, dynamic shared memory, file-scope __shared__, several
    __constant__ layouts) at CUDA_SMS. Truth is `nvcc -c` failing OR ptxas
    failing on clang 22's PTX (-O2) for the same source; where ptxas prints a
    count for clang's PTX, ours must equal it (check `bytes = ptxas`), and
    nvcc's count is noted when it differs.

The helpers it uses (Row, run, run_ours, first_line) reach the checks as
`api`. Python 3 standard library only."""

import os
import re
from types import SimpleNamespace

from .common import Row, first_line, run
from .ours import run_ours

NAME = "resources"

LIMIT_TARGETS = ("sm_75", "sm_80", "sm_86", "sm_87", "sm_88", "sm_89", "sm_90", "sm_90a",
                 "sm_100", "sm_100a", "sm_100f", "sm_103", "sm_103a", "sm_103f",
                 "sm_110", "sm_110a", "sm_110f", "sm_120", "sm_120a", "sm_120f",
                 "sm_121", "sm_121a", "sm_121f")
CUDA_SMS = ("sm_75", "sm_80", "sm_90", "sm_90a", "sm_100", "sm_120", "sm_120a")
# The constant limit is the same at every target (the limits part checks all
# of them); the CUDA constant matrix runs at the oldest and newest.
CONST_SMS = ("sm_75", "sm_120")
SHARED_SIZES = (49152, 49153, 101376, 101377, 232448, 232449)
CONST_SIZES = (65536, 65537)

TITLE = "Shared and constant memory (ptxas on generated PTX, nvcc -c, ptxas on clang's PTX)"
METHOD = [
    "- **resources**: two parts. *limits*: at each of the 23 targets ptxas 13.0",
    "  accepts, one generated PTX file with an entry per `.shared` size around the",
    "  known limits (49152, 101376, 232448 bytes and one byte more) and one file per",
    "  `.const` size (65536, 65537), through `ptxas -arch=<target>`; ours runs on the",
    "  same layout as LLVM IR with `--arch=<target>`. *cuda*: a generated matrix of",
    "  CUDA sources (call graphs, indirect calls, padding, dynamic and file-scope",
    "  shared memory at sm_75/80/90/90a/100/120/120a, `__constant__` layouts at sm_75",
    "  and sm_120, where the limits part shows the same constant limit); truth",
    "  is `nvcc -c` failing OR ptxas failing on clang-22's PTX. Where ptxas prints a",
    "  byte count, ours must equal it (check `bytes = ptxas`; for the cuda part the",
    "  count of clang's PTX, with nvcc's noted when it differs).",
]

SHARED_RE = r"Entry function '([^']+)' uses too much shared data \((0x[0-9a-f]+) bytes, (0x[0-9a-f]+) max\)"
CONST_RE = r"File uses too much global constant data \((0x[0-9a-f]+) bytes, (0x[0-9a-f]+) max\)"
OURS_SHARED_RE = r"Entry function '([^']+)' uses too much shared data \((\d+) bytes, (\d+) max\)"
OURS_CONST_RE = r"File uses too much global constant data \((\d+) bytes, (\d+) max\)"
CASE_RE = r"agree_([A-Za-z0-9]+)_k"

IR_HEADER = ('target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"\n'
             'target triple = "nvptx64-nvidia-cuda"\n')


# ------------------------------------------------------------ limits (PTX)

def _ptx_header(target):
    return ".version 9.0\n.target %s\n.address_size 64\n" % target


def shared_limits_ptx(target):
    out = [_ptx_header(target)]
    for n in SHARED_SIZES:
        out.append(".shared .align 4 .b8 s%d[%d];\n"
                   ".visible .entry agree_s%d_k(.param .u64 o) {\n"
                   "  .reg .b64 %%rd<3>; .reg .b16 %%rs<2>;\n"
                   "  ld.param.u64 %%rd1, [o]; cvta.to.global.u64 %%rd2, %%rd1;\n"
                   "  ld.shared.u8 %%rs1, [s%d]; st.global.u8 [%%rd2], %%rs1;\n"
                   "  ret;\n}\n" % (n, n, n, n))
    return "".join(out)


def shared_limits_ir():
    out = [IR_HEADER]
    for n in SHARED_SIZES:
        out.append("@s%d = internal addrspace(3) global [%d x i8] undef, align 4\n"
                   "define ptx_kernel void @agree_s%d_k(ptr %%o) {\n"
                   "  %%v = load i8, ptr addrspace(3) @s%d\n"
                   "  store i8 %%v, ptr %%o\n  ret void\n}\n" % (n, n, n, n))
    return "".join(out)


def const_limit_ptx(target, n):
    return (_ptx_header(target) +
            ".visible .const .align 4 .b8 c[%d];\n"
            ".visible .entry agree_k(.param .u64 o) {\n"
            "  .reg .b64 %%rd<3>; .reg .b16 %%rs<2>;\n"
            "  ld.param.u64 %%rd1, [o]; cvta.to.global.u64 %%rd2, %%rd1;\n"
            "  ld.const.u8 %%rs1, [c]; st.global.u8 [%%rd2], %%rs1;\n"
            "  ret;\n}\n" % n)


def const_limit_ir(n):
    return (IR_HEADER +
            "@c = addrspace(4) externally_initialized global [%d x i8] zeroinitializer, align 4\n"
            "define ptx_kernel void @agree_k(ptr %%o) {\n"
            "  %%v = load i8, ptr addrspace(4) @c\n"
            "  store i8 %%v, ptr %%o\n  ret void\n}\n" % n)


def _write(path, text):
    with open(path, "w") as f:
        f.write(text)
    return path


def _ptxas(api, env, target, ptx, wd):
    return api.run([env.ptxas, "-arch=" + target, ptx, "-o", os.path.join(wd, "out.cubin")])


def _compare(api, row, nvidia_bytes, ours_bytes, limit_text=""):
    """Fills the verdicts of a row from ptxas' count (None: accepted) and ours."""
    row.nvidia = "reject" if nvidia_bytes is not None else "accept"
    row.nvidia_text = ("%d B%s" % (nvidia_bytes, limit_text)) if nvidia_bytes is not None else ""
    row.ours = "reject" if ours_bytes is not None else "accept"
    row.ours_text = ("%d B" % ours_bytes) if ours_bytes is not None else ""
    if nvidia_bytes is not None and ours_bytes is not None:
        row.checks.append(("bytes = ptxas", nvidia_bytes == ours_bytes,
                           "ours %d, ptxas %d" % (ours_bytes, nvidia_bytes)))


def check_limits(api, env, target):
    wd = env.workdir("resources-limits-" + target)
    rows = []
    ptx = _write(os.path.join(wd, "shared.ptx"), shared_limits_ptx(target))
    status, out, err = _ptxas(api, env, target, ptx, wd)
    rejected = {m.group(1): (int(m.group(2), 16), int(m.group(3), 16))
                for m in re.finditer(SHARED_RE, out + err)}
    broken = status != 0 and not rejected
    ll = _write(os.path.join(wd, "shared.ll"), shared_limits_ir())
    ours = api.run_ours(env, ll, ["--arch=" + target])
    ours_by = {m.group(1): int(m.group(2)) for m in
               (re.match(OURS_SHARED_RE, f[1]) for f in ours.errors) if m}
    for n in SHARED_SIZES:
        row = api.Row("resources", "resources/%s/ptx-shared-%d" % (target, n),
                      "generated PTX: one .shared array of %d B" % n)
        row.nvidia_tool = "ptxas"
        if broken:
            row.status, row.reason = "skipped", "ptxas failed: " + api.first_line(out + err)
            rows.append(row)
            continue
        name = "agree_s%d_k" % n
        got = rejected.get(name)
        _compare(api, row, got[0] if got else None, ours_by.get(name),
                 ", max %d" % got[1] if got else "")
        rows.append(row)
    for n in CONST_SIZES:
        row = api.Row("resources", "resources/%s/ptx-const-%d" % (target, n),
                      "generated PTX: one .const array of %d B" % n)
        row.nvidia_tool = "ptxas"
        ptx = _write(os.path.join(wd, "const%d.ptx" % n), const_limit_ptx(target, n))
        status, out, err = _ptxas(api, env, target, ptx, wd)
        m = re.search(CONST_RE, out + err)
        if status != 0 and not m:
            row.status, row.reason = "skipped", "ptxas failed: " + api.first_line(out + err)
            rows.append(row)
            continue
        ll = _write(os.path.join(wd, "const%d.ll" % n), const_limit_ir(n))
        ours = api.run_ours(env, ll, ["--arch=" + target])
        mine = [re.match(OURS_CONST_RE, f[1]) for f in ours.errors]
        mine = [x for x in mine if x]
        _compare(api, row, int(m.group(1), 16) if m else None,
                 int(mine[0].group(1)) if mine else None,
                 ", max %d" % int(m.group(2), 16) if m else "")
        rows.append(row)
    return rows


# ------------------------------------------------------- CUDA source matrix

def _kernel(cid, shared_decls, body_extra="", params="float *o"):
    """A kernel agree_<cid>_k that writes and reads each of its own arrays
    (so no optimiser removes them) and adds body_extra to the result."""
    lines = ["__global__ void agree_%s_k(%s)" % (cid, params), "{"]
    uses = []
    for decl in shared_decls:
        name = re.search(r"(\w+)\s*(\[|;)", decl).group(1)
        lines.append("    __shared__ %s" % decl)
        indexed = "[" in decl
        ref = "%s[threadIdx.x]" % name if indexed else name
        lines.append("    %s = o[threadIdx.x];" % ref)
        uses.append("%s[threadIdx.x + 1]" % name if indexed else name)
    lines.append("    __syncthreads();")
    total = " + ".join(uses + ([body_extra] if body_extra else [])) or "0"
    lines.append("    o[threadIdx.x] = %s;" % total)
    lines.append("}")
    return "\n".join(lines)


def _device(name, decl, static=False):
    var = re.search(r"(\w+)\s*\[", decl).group(1)
    return ("%s__device__ __noinline__ float %s(int i)\n{\n    __shared__ %s\n"
            "    %s[i] = i;\n    __syncthreads();\n    return %s[i ^ 1];\n}"
            % ("static " if static else "", name, decl, var, var))


def shared_cases():
    """(id, what, source text) of kernels sharing one file; every device
    function and variable is named after its case."""
    c = []
    for n in (49152, 49156, 101376, 101380, 232448, 232452):
        c.append(("f%d" % n, "one float array of %d B" % n,
                  _kernel("f%d" % n, ["float a[%d];" % (n // 4)])))
    c.append(("callgraph", "24 KiB in the kernel + 32 KiB in a __noinline__ callee",
              _device("callgraph_dev", "float b[8192];") + "\n" +
              _kernel("callgraph", ["float t[6144];"], "callgraph_dev(threadIdx.x)")))
    c.append(("callgraphfit", "16 KiB + 32 KiB in a callee (exactly 48 KiB)",
              _device("callgraphfit_dev", "float b[8192];") + "\n" +
              _kernel("callgraphfit", ["float t[4096];"], "callgraphfit_dev(threadIdx.x)")))
    c.append(("twolevel", "20 KiB + callee 16 KiB + its callee 16 KiB",
              _device("twolevel_leaf", "float c[4096];") + "\n" +
              "__device__ __noinline__ float twolevel_mid(int i)\n{\n"
              "    __shared__ float b[4096];\n    b[i] = twolevel_leaf(i);\n"
              "    __syncthreads();\n    return b[i ^ 1];\n}\n" +
              _kernel("twolevel", ["float t[5120];"], "twolevel_mid(threadIdx.x)")))
    c.append(("unreached", "8 KiB; a never-called function has 48 KiB",
              _device("unreached_dev", "float u[12288];") + "\n" +
              _kernel("unreached", ["float t[2048];"])))
    c.append(("indirect", "8 KiB + a call through a table of two functions (32 + 16 KiB)",
              _device("indirect_f1", "float b[8192];") + "\n" +
              _device("indirect_f2", "float c[4096];") + "\n" +
              "__device__ float (*indirect_table[2])(int) = {indirect_f1, indirect_f2};\n" +
              _kernel("indirect", ["float t[2048];"],
                      "indirect_table[threadIdx.x & 1](threadIdx.x)")))
    c.append(("staticcallee", "1 B in the kernel + a static callee's 6144 doubles",
              _device("staticcallee_dev", "double d[6144];", static=True).replace(
                  "float staticcallee_dev", "double staticcallee_dev") + "\n" +
              _kernel("staticcallee", ["char t[1];"], "staticcallee_dev(threadIdx.x)")))
    c.append(("visiblecallee", "1 B in the kernel + a visible callee's 6144 doubles",
              _device("visiblecallee_dev", "double d[6144];").replace(
                  "float visiblecallee_dev", "double visiblecallee_dev") + "\n" +
              _kernel("visiblecallee", ["char t[1];"], "visiblecallee_dev(threadIdx.x)")))
    c.append(("padded", "char[49145] then a double (49160 with padding)",
              _kernel("padded", ["char bytes[49145];", "double d;"])))
    c.append(("paddedfit", "char[49143] then a double (49152 with padding)",
              _kernel("paddedfit", ["char bytes[49143];", "double d;"])))
    c.append(("filescope", "10 KiB + a file-scope __shared__ array of 40 KiB",
              "__shared__ float filescope_g[10240];\n" +
              _kernel("filescope", ["float t[2560];"], "filescope_g[threadIdx.x]")
              .replace("    __syncthreads();", "    filescope_g[threadIdx.x] = 1;\n"
                       "    __syncthreads();")))
    c.append(("filescopefit", "8 KiB + the same file-scope array of 40 KiB",
              _kernel("filescopefit", ["float t[2048];"], "filescope_g[threadIdx.x + 2]")))
    return c


DYNAMIC_CASES = (("dynover", "49153 static bytes + extern __shared__ (ptxas rounds to 16)", 49153),
                 ("dynfit", "49152 static bytes + extern __shared__", 49152))


def dynamic_source():
    """Both cases in one file: its extern __shared__ declaration rounds the
    static count of every kernel."""
    return "extern __shared__ float agree_dyn[];\n" + "\n".join(
        _kernel(cid, ["char c[%d];" % n], "agree_dyn[threadIdx.x]")
        for cid, _, n in DYNAMIC_CASES) + "\n"


def const_cases():
    """(id, what, source): one file each, ptxas counts per file."""
    k = "__global__ void agree_%s_k(float *o) { o[threadIdx.x] = %s; }"
    return [
        ("c65536", "__constant__ float[16384]",
         "__constant__ float c[16384];\n" + k % ("c65536", "c[threadIdx.x]")),
        ("c65540", "__constant__ float[16385]",
         "__constant__ float c[16385];\n" + k % ("c65540", "c[threadIdx.x]")),
        ("ctwo", "int[1025] + float[15360] (65540 B)",
         "__constant__ int small[1025];\n__constant__ float table[15360];\n" +
         k % ("ctwo", "table[threadIdx.x]")),
        ("cpad", "char[65529] then a double (65544 with padding)",
         "__constant__ char bytes[65529];\n__constant__ double d;\n" +
         k % ("cpad", "bytes[threadIdx.x] + d")),
        ("cpadfit", "char[65527] then a double (65536 with padding)",
         "__constant__ char bytes[65527];\n__constant__ double d;\n" +
         k % ("cpadfit", "bytes[threadIdx.x] + d")),
        ("cunused", "__constant__ float[16385] that no kernel reads",
         "__constant__ float c[16385];\n" + k % ("cunused", "1")),
        ("cstaticunused", "static __constant__ float[16385] that nothing reads",
         "static __constant__ float c[16385];\n" + k % ("cstaticunused", "1")),
    ]


def _ptxas_counts(text, pattern):
    """{case id: (bytes, max)} from ptxas/nvlink messages naming agree_<id>_k;
    for the per-file constant message, under the key None."""
    out = {}
    for line in text.splitlines():
        m = re.search(pattern, line)
        if not m:
            continue
        c = re.search(CASE_RE, line)
        nums = [int(g, 16) for g in m.groups() if g.startswith("0x")]
        out[c.group(1) if c else None] = (nums[0], nums[1])
    return out


def _nvidia_runs(api, env, sm, wd, name, source, pattern):
    """(nvcc counts, nvcc failure text, clang+ptxas counts, clang failure)."""
    src = _write(os.path.join(wd, name + ".cu"), "// generated by scripts/agreement\n" + source)
    nvcc, nvcc_fail = {}, ""
    if env.nvcc:
        s, o, e = api.run([env.nvcc, "-arch=" + sm, "-c", src, "-o",
                           os.path.join(wd, name + ".o")], cwd=wd)
        nvcc = _ptxas_counts(o + e, pattern)
        if s != 0 and not nvcc:
            nvcc_fail = api.first_line(o + e, "rror") or "exit %d" % s
    clang, clang_fail = {}, ""
    if env.ptxas:
        asm = os.path.join(wd, name + ".s")
        s, o, e = env.clang_cuda(sm, src, asm)
        if s != 0:
            clang_fail = "clang: " + api.first_line(o + e, "error")
        else:
            s, o, e = api.run([env.ptxas, "-arch=" + sm, asm, "-o",
                               os.path.join(wd, name + ".cubin")])
            clang = _ptxas_counts(o + e, pattern)
            if s != 0 and not clang:
                clang_fail = "ptxas: " + api.first_line(o + e, "rror")
    return src, nvcc, nvcc_fail, clang, clang_fail


def _cuda_row(api, env, sm, cid, what, key, runs, ours_bytes):
    src, nvcc, nvcc_fail, clang, clang_fail = runs
    row = api.Row("resources", "resources/%s/%s" % (sm, cid), what)
    tools, reasons = [], []
    if env.nvcc:
        tools.append("nvcc -c")
        if key in nvcc:
            reasons.append("nvcc (ptxas) %d B, max %d" % nvcc[key])
        elif nvcc_fail:
            reasons.append("nvcc failed: " + nvcc_fail[:100])
    if env.ptxas:
        tools.append("ptxas on clang PTX")
        if clang_fail:
            row.notes.append(clang_fail[:120])
        elif key in clang:
            reasons.append("ptxas (clang) %d B, max %d" % clang[key])
    if not tools:
        row.status, row.reason = "skipped", "no nvcc and no ptxas"
        return row
    row.nvidia_tool = " + ".join(tools)
    row.nvidia = "reject" if (key in nvcc or nvcc_fail or key in clang) else "accept"
    row.nvidia_text = "; ".join(reasons)
    row.ours = "reject" if ours_bytes is not None else "accept"
    row.ours_text = ("%d B" % ours_bytes) if ours_bytes is not None else ""
    if ours_bytes is not None and key in clang:
        row.checks.append(("bytes = ptxas", ours_bytes == clang[key][0],
                           "ours %d, ptxas on clang's PTX %d" % (ours_bytes, clang[key][0])))
    if key in nvcc and key in clang and nvcc[key][0] != clang[key][0]:
        row.notes.append("nvcc's PTX counts %d B, clang's %d B (another layout order)"
                         % (nvcc[key][0], clang[key][0]))
    return row


def _ours_shared(api, env, src, sm):
    ours = api.run_ours(env, src, ["--arch=" + sm])
    out = {}
    for f in ours.errors:
        m = re.match(OURS_SHARED_RE, f[1])
        c = re.search(CASE_RE, f[1])
        if m and c:
            out[c.group(1)] = int(m.group(2))
    return ours, out


def check_cuda_shared(api, env, sm):
    wd = env.workdir("resources-cuda-shared-" + sm)
    cases = shared_cases()
    source = "\n\n".join(text for _, _, text in cases) + "\n"
    runs = _nvidia_runs(api, env, sm, wd, "shared", source, SHARED_RE)
    ours, by_case = _ours_shared(api, env, runs[0], sm)
    rows = [_cuda_row(api, env, sm, cid, what, cid, runs, by_case.get(cid))
            for cid, what, _ in cases]
    r = _nvidia_runs(api, env, sm, wd, "dynamic", dynamic_source(), SHARED_RE)
    _, mine = _ours_shared(api, env, r[0], sm)
    for cid, what, _ in DYNAMIC_CASES:
        rows.append(_cuda_row(api, env, sm, cid, what, cid, r, mine.get(cid)))
    if ours.status not in (0, 1):
        for row in rows:
            row.ours, row.ours_text = "error", ours.summary()
    return rows


def check_cuda_const(api, env, sm):
    wd = env.workdir("resources-cuda-const-" + sm)
    rows = []
    for cid, what, source in const_cases():
        runs = _nvidia_runs(api, env, sm, wd, cid, source, CONST_RE)
        ours = api.run_ours(env, runs[0], ["--arch=" + sm])
        mine = [m for m in (re.match(OURS_CONST_RE, f[1]) for f in ours.errors) if m]
        row = _cuda_row(api, env, sm, cid, what, None, runs,
                        int(mine[0].group(1)) if mine else None)
        if ours.status not in (0, 1):
            row.ours, row.ours_text = "error", ours.summary()
        rows.append(row)
    return rows


def jobs(env):
    """(job id, function returning rows), one per target and part."""
    api = SimpleNamespace(Row=Row, run=run, run_ours=run_ours, first_line=first_line)
    out = []
    if env.ptxas:
        for t in LIMIT_TARGETS:
            out.append(("resources/%s/ptx" % t, lambda t=t: check_limits(api, env, t)))
    if env.nvcc or env.ptxas:
        for sm in CUDA_SMS:
            out.append(("resources/%s/shared" % sm, lambda sm=sm: check_cuda_shared(api, env, sm)))
        for sm in CONST_SMS:
            out.append(("resources/%s/const" % sm, lambda sm=sm: check_cuda_const(api, env, sm)))
    return out
