; A texture annotation with a string value: NVVM 20 crashes on it (measured),
; LLVM 22's reader leaves it alone, so the module is loaded and the other
; rules run as usual.
; RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tex = addrspace(1) global i64 0

define void @k() naked {
  ret void
}

!nvvm.annotations = !{!0, !1}
!0 = !{ptr addrspace(1) @tex, !"texture", !"yes"}
!1 = !{ptr @k, !"kernel", i32 1}

; CHECK:      nvvm-annotation-malformed-texture.ll: error: the value of texture is not an integer constant [nvvm-annotation-malformed]
; CHECK-NEXT: note: in global variable '@tex'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: in entry 0 of !nvvm.annotations: !{ptr addrspace(1) @tex, !"texture", !"yes"}
; CHECK-NEXT: note: NVIDIA's NVVM 20 crashes on this entry
; CHECK:      error: naked function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'k'
; CHECK:      2 errors in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
