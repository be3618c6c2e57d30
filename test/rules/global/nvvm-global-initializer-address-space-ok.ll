; Initializers NVVM accepts (measured, NVVM 20 via recipe R2 of docs/reference/toolchain.md):
; addresses of global and constant variables (as clang writes them for
; `__device__ int *p = &x;`), of functions and string literals, ptrtoint of
; a global address; a shared variable in llvm.used, llvm.compiler.used or
; the llvm.metadata section; an unused internal variable (dropped first).
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0
@c = addrspace(4) constant i32 1
@s = addrspace(3) global i32 undef
@.str = private unnamed_addr constant [2 x i8] c"x\00"
define void @f() {
  ret void
}
@p1 = addrspace(1) global ptr addrspacecast (ptr addrspace(1) @g to ptr)
@p2 = addrspace(1) global ptr addrspace(1) @g
@p3 = addrspace(4) constant ptr addrspacecast (ptr addrspace(4) @c to ptr)
@p4 = addrspace(1) global ptr @f
@p5 = addrspace(1) global ptr @.str
@p6 = addrspace(1) global i64 ptrtoint (ptr addrspace(1) @g to i64)
@p7 = addrspace(1) global { i32, ptr } { i32 1, ptr addrspacecast (ptr addrspace(1) @g to ptr) }
@meta = addrspace(1) global ptr addrspacecast (ptr addrspace(3) @s to ptr), section "llvm.metadata"
@unused = internal addrspace(1) global ptr addrspacecast (ptr addrspace(3) @s to ptr)
@llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(3) @s to ptr)], section "llvm.metadata"
@llvm.compiler.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(3) @s to ptr)], section "llvm.metadata"
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
