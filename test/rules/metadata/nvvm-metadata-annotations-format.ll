; Malformed !nvvm.annotations entries. NVIDIA prints nothing for them: its
; cicc crashes (segmentation fault, exit 139) on a property that is not a
; string (an integer, a node, or the pair written value first) and on a
; string value for "texture" or "surface" (measured with CUDA 13.0's NVVM 20,
; toolchain-oracle R2). Values of known properties must be integer
; constants. (LLVM 22's own reader crashes on an odd number of operands, so
; that case cannot be given to the tool.)
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/a-swapped.ll %t/b-integer-key.ll %t/c-node-key.ll %t/d-texture-string.ll %t/e-surface-string.ll %t/f-managed-float.ll %t/g-second-pair.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: a-swapped.ll: error: !nvvm.annotations entry: operand 1 must be a property name string, followed by its value [nvvm-metadata-annotations-format]
; CHECK-NEXT: a-swapped.ll: note: in function 'd'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-integer-key.ll: error: !nvvm.annotations entry: operand 1 must be a property name string, followed by its value [nvvm-metadata-annotations-format]
; CHECK-NEXT: b-integer-key.ll: note: in function 'd'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: c-node-key.ll: error: !nvvm.annotations entry: operand 1 must be a property name string, followed by its value [nvvm-metadata-annotations-format]
; CHECK-NEXT: c-node-key.ll: note: in function 'd'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: d-texture-string.ll: error: !nvvm.annotations entry: the value of 'texture' must be an integer constant [nvvm-metadata-annotations-format]
; CHECK-NEXT: d-texture-string.ll: note: in global variable '@t'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: e-surface-string.ll: error: !nvvm.annotations entry: the value of 'surface' must be an integer constant [nvvm-metadata-annotations-format]
; CHECK-NEXT: e-surface-string.ll: note: in global variable '@t'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: f-managed-float.ll: error: !nvvm.annotations entry: the value of 'managed' must be an integer constant [nvvm-metadata-annotations-format]
; CHECK-NEXT: f-managed-float.ll: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: g-second-pair.ll: error: !nvvm.annotations entry: operand 3 must be a property name string, followed by its value [nvvm-metadata-annotations-format]
; CHECK-NEXT: g-second-pair.ll: note: in global variable '@t'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: 7 errors in 7 files

;--- a-swapped.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
define void @d() {
  ret void
}
@t = addrspace(1) externally_initialized global i64 undef
@g = addrspace(1) global i32 0
!nvvm.annotations = !{!10}
!10 = !{ptr @d, i32 1, !"maxntidx"}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-integer-key.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
define void @d() {
  ret void
}
@t = addrspace(1) externally_initialized global i64 undef
@g = addrspace(1) global i32 0
!nvvm.annotations = !{!10}
!10 = !{ptr @d, i32 5, i32 6}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- c-node-key.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
define void @d() {
  ret void
}
@t = addrspace(1) externally_initialized global i64 undef
@g = addrspace(1) global i32 0
!nvvm.annotations = !{!10}
!10 = !{ptr @d, !{}, i32 1}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- d-texture-string.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
define void @d() {
  ret void
}
@t = addrspace(1) externally_initialized global i64 undef
@g = addrspace(1) global i32 0
!nvvm.annotations = !{!10}
!10 = !{ptr addrspace(1) @t, !"texture", !"yes"}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- e-surface-string.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
define void @d() {
  ret void
}
@t = addrspace(1) externally_initialized global i64 undef
@g = addrspace(1) global i32 0
!nvvm.annotations = !{!10}
!10 = !{ptr addrspace(1) @t, !"surface", !"x"}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- f-managed-float.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
define void @d() {
  ret void
}
@t = addrspace(1) externally_initialized global i64 undef
@g = addrspace(1) global i32 0
!nvvm.annotations = !{!10}
!10 = !{ptr addrspace(1) @g, !"managed", float 1.0}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- g-second-pair.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
define void @d() {
  ret void
}
@t = addrspace(1) externally_initialized global i64 undef
@g = addrspace(1) global i32 0
!nvvm.annotations = !{!10}
!10 = !{ptr addrspace(1) @t, !"texture", i32 1, i32 2, i32 3}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
