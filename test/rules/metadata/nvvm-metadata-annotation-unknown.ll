; Properties NVVM does not know. NVIDIA's NVVM 20 ignores them without a
; word (measured, toolchain-oracle R2, also with -nvvm-verify-show-info), so
; a misspelt property silently does nothing: a warning. LLVM 22's reader
; keeps unknown pairs and removes the ones it turns into attributes.
; RUN: rm -rf %t && split-file %s %t
; RUN: %nvvmcheck --arch=sm_90 %t/a-unknown.ll %t/b-misspelt.ll %t/c-after-known.ll %t/d-string-value.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: a-unknown.ll: warning: unknown !nvvm.annotations property 'foo'; NVVM ignores it [nvvm-metadata-annotation-unknown]
; CHECK-NEXT: a-unknown.ll: note: in function 'k'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-misspelt.ll: warning: unknown !nvvm.annotations property 'maxntid'; NVVM ignores it [nvvm-metadata-annotation-unknown]
; CHECK-NEXT: b-misspelt.ll: note: in function 'k'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: c-after-known.ll: warning: unknown !nvvm.annotations property 'max_regs'; NVVM ignores it [nvvm-metadata-annotation-unknown]
; CHECK-NEXT: c-after-known.ll: note: in function 'k'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: d-string-value.ll: warning: unknown !nvvm.annotations property 'bar'; NVVM ignores it [nvvm-metadata-annotation-unknown]
; CHECK-NEXT: d-string-value.ll: note: in global variable '@g'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: 4 warnings in 4 files

;--- a-unknown.ll
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
!10 = !{ptr @k, !"foo", i32 3}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-misspelt.ll
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
!10 = !{ptr @k, !"maxntid", i32 128}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- c-after-known.ll
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
!10 = !{ptr @k, !"kernel", i32 1, !"maxntidx", i32 64, !"max_regs", i32 3}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- d-string-value.ll
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
!10 = !{ptr addrspace(1) @g, !"bar", !"baz"}
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
