; Parameters of no bytes in function definitions: an empty struct, a
; zero-length array, a struct of empty structs, an array of an opaque struct,
; in a kernel and in a called device function. Measured with CUDA 13.0 and
; llc 22 (sm_100 / compute_100), one construct per module: NVVM 20 (cicc
; -libnvvm, recipe R2 of docs/reference/toolchain.md, and libNVVM's nvvmCompileProgram) stops with
; "error: Empty parameter types are not supported", llc 22 with "LLVM ERROR:
; Empty parameter types are not supported" (libNVVM's nvvmVerifyProgram alone
; passes them: the text comes from the code generator). Every one is
; reported: NVIDIA stops at its first.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_100 %t/kernel.ll %t/device.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK:      device.ll: error: Empty parameter types are not supported [nvvm-func-param-empty-type]
; CHECK-NEXT: device.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: device.ll: note: parameter 1 '%e' ({}) is 0 bytes
; CHECK-NEXT: kernel.ll: error: Empty parameter types are not supported [nvvm-func-param-empty-type]
; CHECK-NEXT: kernel.ll: note: in function 'k'
; CHECK-NEXT: kernel.ll: note: parameter 0 '%empty' ({}) is 0 bytes
; CHECK-NEXT: kernel.ll: error: Empty parameter types are not supported [nvvm-func-param-empty-type]
; CHECK-NEXT: kernel.ll: note: in function 'k'
; CHECK-NEXT: kernel.ll: note: parameter 1 '%none' ([0 x i32]) is 0 bytes
; CHECK-NEXT: kernel.ll: error: Empty parameter types are not supported [nvvm-func-param-empty-type]
; CHECK-NEXT: kernel.ll: note: in function 'k'
; CHECK-NEXT: kernel.ll: note: parameter 3 '%nested' ({ {}, [0 x float] }) is 0 bytes
; CHECK-NEXT: kernel.ll: error: Empty parameter types are not supported [nvvm-func-param-empty-type]
; CHECK-NEXT: kernel.ll: note: in function 'k'
; CHECK-NEXT: kernel.ll: note: parameter 4 '%opaque' ([2 x %Opaque]) has no size
; CHECK-NEXT: 5 errors in 2 files

;--- kernel.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%Opaque = type opaque
define ptx_kernel void @k({} %empty, [0 x i32] %none, i32 %n, { {}, [0 x float] } %nested, [2 x %Opaque] %opaque) {
  ret void
}
!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
;--- device.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f(i32 %n, {} %e) {
  ret void
}
define ptx_kernel void @k() {
  call void @f(i32 1, {} zeroinitializer)
  ret void
}
!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
