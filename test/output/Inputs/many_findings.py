#!/usr/bin/env python3
"""Writes NVVM IR with ERRORS kernels whose parameters overflow the
parameter space (one error each) and one kernel that launches a child with a
pointer to local memory WARNINGS times (one warning each). Without debug
information every finding stands at the file, sorted by rule id, so the
warnings (nvvm-launch-...) come before the errors (nvvm-param-...).

usage: many_findings.py ERRORS WARNINGS > out.ll
"""
import sys

errors, warnings = int(sys.argv[1]), int(sys.argv[2])
out = [
    'target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"',
    'target triple = "nvptx64-nvidia-cuda"',
    "%struct.dim3 = type { i32, i32, i32 }",
    "declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)",
    "declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)",
    "define ptx_kernel void @child(ptr %p) {\n  ret void\n}",
    "define ptx_kernel void @parent() {",
    "  %local = alloca i32, align 4",
    "  %grid = alloca %struct.dim3, align 4",
    "  %block = alloca %struct.dim3, align 4",
]
for i in range(warnings):
    out += [
        f"  %buf{i} = call ptr @__cudaCDP2GetParameterBuffer(i64 8, i64 8)",
        f"  store ptr %local, ptr %buf{i}, align 8",
        f"  %r{i} = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf{i}, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)",
    ]
out += ["  ret void", "}"]
for i in range(errors):
    out.append(f"define ptx_kernel void @k{i}(ptr byval([40000 x i8]) align 1 %p) {{\n  ret void\n}}")
out += ["!nvvmir.version = !{!0}", "!0 = !{i32 2, i32 0}"]
print("\n".join(out))
