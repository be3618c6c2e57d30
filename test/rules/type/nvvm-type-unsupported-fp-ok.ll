; What NVVM 20 accepts (measured via recipe R2 of docs/reference/toolchain.md; the whole module
; passes): half, bfloat, <3 x half>, i128, i256, i24 and token values
; (convergence control); an fp128 parameter nobody uses and declarations
; that mention the types (the verifier looks at instructions and global
; variables, not at signatures); an unused external fp128 declaration.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@h = addrspace(1) global half 0xH0000
@b = addrspace(1) global bfloat 0xR0000
@v = addrspace(1) global <3 x half> undef
@w = addrspace(1) global i128 0
@x = addrspace(1) global i256 0
@unused = external addrspace(1) global fp128
declare fp128 @takes_and_returns(fp128)
declare token @llvm.experimental.convergence.entry()
define void @f(half %a, bfloat %b, i24 %c, fp128 %unused_param, ptr %p) convergent {
  %t = call token @llvm.experimental.convergence.entry()
  %s = fadd half %a, %a
  store half %s, ptr %p
  %d = fadd bfloat %b, %b
  store bfloat %d, ptr %p
  store i24 %c, ptr %p
  %e = alloca i128
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
