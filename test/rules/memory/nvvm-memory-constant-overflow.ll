; Constant data per module on IR without debug info: every defined
; addrspace(4) variable, used or not, in declaration order, each at its
; alignment; reported at the first one. llc 22 + ptxas 13.0 at sm_80 (whole
; program, as nvcc runs it without -rdc): "File uses too much global
; constant data (0x10008 bytes, 0x10000 max)".
; RUN: not %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@bytes = addrspace(4) externally_initialized global [65529 x i8] zeroinitializer, align 1
@unused = addrspace(4) externally_initialized global double 0.0, align 8

define ptx_kernel void @k(ptr %o) {
  %b = load i8, ptr addrspace(4) @bytes
  store i8 %b, ptr %o
  ret void
}
; CHECK: nvvm-memory-constant-overflow.ll: error: File uses too much global constant data (65544 bytes, 65536 max) [nvvm-memory-constant-overflow]
; CHECK-NEXT: nvvm-memory-constant-overflow.ll: note: in global variable '@bytes'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-memory-constant-overflow.ll: note: '@bytes' takes 65529 bytes
; CHECK-NEXT: nvvm-memory-constant-overflow.ll: note: '@unused' takes 8 bytes
; CHECK-NEXT: nvvm-memory-constant-overflow.ll: note: ptxas places the variables in declaration order, each at its alignment: 7 bytes of padding between them

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
