; Well-formed handles (measured, NVVM 20 via recipe R2 of docs/reference/toolchain.md): the
; variable wrapped directly or in a one-element tuple (the NVVM IR 1.x
; spelling), a surface; clang's .internal variant is not checked.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@t = addrspace(1) externally_initialized global i64 undef
@s = addrspace(1) externally_initialized global i64 undef
@u = addrspace(1) global i64 0
declare i64 @llvm.nvvm.texsurf.handle.p1(metadata, ptr addrspace(1))
declare i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1))
define i64 @f() {
  %a = call i64 @llvm.nvvm.texsurf.handle.p1(metadata ptr addrspace(1) @t, ptr addrspace(1) @t)
  %b = call i64 @llvm.nvvm.texsurf.handle.p1(metadata !{ptr addrspace(1) @t}, ptr addrspace(1) @t)
  %c = call i64 @llvm.nvvm.texsurf.handle.p1(metadata ptr addrspace(1) @s, ptr addrspace(1) @s)
  %d = call i64 @llvm.nvvm.texsurf.handle.internal.p1(ptr addrspace(1) @u)
  %x = add i64 %a, %b
  %y = add i64 %c, %d
  %z = add i64 %x, %y
  ret i64 %z
}
!nvvm.annotations = !{!7, !8}
!7 = !{ptr addrspace(1) @t, !"texture", i32 1}
!8 = !{ptr addrspace(1) @s, !"surface", i32 1}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
