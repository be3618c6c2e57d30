; Near misses for nvvm-func-param-empty-type, each accepted by NVVM 20
; (cicc -libnvvm, recipe R2 of docs/reference/toolchain.md, and nvvmCompileProgram) and by llc 22 (measured,
; CUDA 13.0, sm_100): a struct ending in a zero-length array (4 bytes),
; pointers (to anything), declarations with an empty parameter even when
; called, and return values of no size from definitions and declarations.
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%Opaque = type opaque

define ptx_kernel void @k(ptr %p, { i32, [0 x float] } %tail, ptr addrspace(1) %handle) {
  call void @takes_empty({} zeroinitializer)
  %e = call {} @returns_empty()
  %z = call [0 x i32] @returns_nothing()
  ret void
}

declare void @takes_empty({})

define {} @returns_empty() {
  ret {} zeroinitializer
}

define [0 x i32] @returns_nothing() {
  ret [0 x i32] zeroinitializer
}

declare [1 x %Opaque] @returns_opaque()
@fp = addrspace(1) global ptr @returns_opaque

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
