; llvm.used and llvm.compiler.used (clang emits the latter for every
; __device__ and __constant__ variable) are appending by definition and pass
; (measured, NVVM 20 via recipe R2 of docs/reference/toolchain.md). llvm.global_ctors and
; llvm.global_dtors are nvvm-global-ctors-dtors' business.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0
@c = addrspace(4) global i32 1
@llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @g to ptr)], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(4) @c to ptr)], section "llvm.metadata"
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
