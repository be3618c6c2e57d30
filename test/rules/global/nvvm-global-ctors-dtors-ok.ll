; Near misses: ordinary variables and functions with the names, and
; llvm.used.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@global_ctors = addrspace(1) global i32 0
define void @llvm_global_dtors() {
  ret void
}
@llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @global_ctors to ptr)], section "llvm.metadata"
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
