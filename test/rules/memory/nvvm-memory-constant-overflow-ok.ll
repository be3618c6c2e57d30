; Negative: exactly 64 KiB of defined constant data; a declaration (defined
; in another module, -rdc) is not this file's: llc 22 + ptxas 13.0 -c at
; sm_80, as nvcc -rdc=true runs it, accept the module ("65536 bytes cmem[3]";
; ptxas without -c would add the declaration's 100000 bytes, but a
; whole-program build cannot leave it undefined).
; RUN: %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = addrspace(4) externally_initialized global [15360 x float] zeroinitializer, align 4
@small = addrspace(4) externally_initialized global [1024 x i32] zeroinitializer, align 4
@elsewhere = external addrspace(4) global [100000 x i8], align 1

define ptx_kernel void @k(ptr %o) {
  %t = load float, ptr addrspace(4) @table
  %e = load i8, ptr addrspace(4) @elsewhere
  store float %t, ptr %o
  store i8 %e, ptr %o
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
