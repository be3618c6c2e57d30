; Names NVVM accepts (measured, NVVM 20 via recipe R2 of docs/reference/toolchain.md, this whole
; module passes): '$' and '_' anywhere, digits after the first character;
; names with '.' on internal and private symbols (clang's @.str and
; @__const.*; the backend renames them), on unused declarations and unused
; linkonce(_odr) or available_externally definitions (libNVVM drops them
; first), on names starting with "llvm." or "nvvm.", and on aliases;
; unnamed globals.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@"$dollar" = addrspace(1) global i32 0
@_under_9 = addrspace(1) global i32 0
@.str = private unnamed_addr constant [2 x i8] c"x\00"
@__const._Z1kv.arr = private unnamed_addr constant [2 x i32] [i32 1, i32 2]
@int.x = internal addrspace(1) global i32 0
@once.x = linkonce addrspace(1) global i32 0
@odr.x = linkonce_odr addrspace(1) global i32 0
@avail.x = available_externally addrspace(1) global i32 0
@decl.x = external addrspace(1) global i32
@nvvm.reserved = addrspace(1) global i32 0
@0 = addrspace(1) global i32 0
declare void @decl.fn()
define internal void @int.fn() {
  ret void
}
define private void @priv.fn() {
  ret void
}
define linkonce_odr void @odr.fn() {
  ret void
}
define void @nvvm.x.y() {
  ret void
}
define void @target() {
  ret void
}
@alias.x = alias void (), ptr @target
define ptx_kernel void @k(ptr %p) {
  call void @int.fn()
  call void @priv.fn()
  call void @alias.x()
  %a = load i32, ptr addrspace(1) @int.x
  %b = load i8, ptr @.str
  %c = load i32, ptr @__const._Z1kv.arr
  store i32 %a, ptr %p
  store i8 %b, ptr %p
  store i32 %c, ptr %p
  ret void
}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
