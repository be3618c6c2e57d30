#!/usr/bin/env python3
"""Writes an NVVM IR module of about N instructions (default 200,000) to
stdout, for bench/ir-only.sh: device functions of straight-line arithmetic on
global and shared memory with the thread index, each called by the next, and
every tenth one a kernel (ptx_kernel) that calls the function before it.
The module is clean: the checker has nothing to report on it.

usage: gen_big_ir.py [instructions]
"""
import sys

target = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
per_fn = 200            # instructions per function, roughly
nfn = max(1, target // per_fn)

out = sys.stdout.write
out('target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"\n')
out('target triple = "nvptx64-nvidia-cuda"\n\n')
out("@tile = internal addrspace(3) global [256 x float] undef, align 4\n\n")
out("declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n\n")
count = 0
for f in range(nfn):
    kernel = f % 10 == 9
    cc = "ptx_kernel " if kernel else ""
    link = "" if kernel else "internal "
    out(f"define {link}{cc}void @f{f}(ptr addrspace(1) %p, float %a) #0 {{\n")
    out("entry:\n")
    out("  %tid = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n")
    out("  %i = and i32 %tid, 255\n")
    out("  %sh = getelementptr [256 x float], ptr addrspace(3) @tile, i32 0, i32 %i\n")
    count += 3
    prev = "%a"
    k = 0
    while k < (per_fn - 8) // 6:
        out(f"  %g{k} = getelementptr float, ptr addrspace(1) %p, i32 {k}\n")
        out(f"  %v{k} = load float, ptr addrspace(1) %g{k}, align 4\n")
        out(f"  %m{k} = fmul float %v{k}, {prev}\n")
        out(f"  %s{k} = fadd float %m{k}, 1.000000e+00\n")
        out(f"  store float %s{k}, ptr addrspace(3) %sh, align 4\n")
        out(f"  store float %s{k}, ptr addrspace(1) %g{k}, align 4\n")
        prev = f"%s{k}"
        k += 1
        count += 6
    if f > 0 and (f - 1) % 10 != 9:   # device code does not call a kernel
        out(f"  call void @f{f - 1}(ptr addrspace(1) %p, float {prev})\n")
        count += 1
    out("  ret void\n}\n\n")
    count += 1
out('attributes #0 = { "target-cpu"="sm_80" }\n\n')
out("!nvvmir.version = !{!0}\n!0 = !{i32 2, i32 0}\n")
sys.stderr.write(f"gen_big_ir: {count} instructions in {nfn} functions\n")
