; A parameter of a target extension type LLVM has no layout for. NVIDIA says
; nothing about it: NVVM 20 (cicc -libnvvm, recipe R2 of docs/reference/toolchain.md) dies with SIGILL
; (exit status 132) and llc 22 with a trap (measured, CUDA 13.0, sm_100), so
; the build fails without a message; we report it with NVVM's text for the
; other parameter types of no size.
; RUN: not %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK:      error: Empty parameter types are not supported [nvvm-func-param-empty-type]
; CHECK-NEXT: note: in function 'k'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: parameter 0 '%t' (target("nvptx.handle")) has no size: NVVM and llc crash on it rather than say so
; CHECK-NEXT: 1 error in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k(target("nvptx.handle") %t, ptr %p) {
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
