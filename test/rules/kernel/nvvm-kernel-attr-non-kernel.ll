; Kernel-only properties on functions that are not kernels: launch bounds
; ("nvvm.maxntid", "nvvm.reqntid", "nvvm.minctasm", "nvvm.maxnreg"),
; "nvvm.blocksareclusters", and "nvvm.grid_constant" on a parameter. NVVM-20
; says nothing (measured, R2 of docs/reference/toolchain.md with -nvvm-verify-show-info) and llc 22 writes
; a plain .func without them: the property is lost. Usually the producer
; meant a kernel and did not mark it. Values are not checked on non-kernels.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @bounded() #0 {
  ret void
}
; CHECK:      nvvm-kernel-attr-non-kernel.ll: warning: "nvvm.maxntid" is a kernel property, but 'bounded' is not a kernel: it is ignored [nvvm-kernel-attr-non-kernel]
; CHECK-NEXT: note: in function 'bounded'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: note: a kernel has the ptx_kernel calling convention (or a "kernel" entry in !nvvm.annotations)
; CHECK:      warning: "nvvm.minctasm" is a kernel property, but 'bounded' is not a kernel: it is ignored [nvvm-kernel-attr-non-kernel]
; CHECK-NEXT: note: in function 'bounded'
; CHECK-NEXT: note: a kernel has

define void @_Z7reqsizev() #1 {
  ret void
}
; CHECK:      warning: "nvvm.reqntid" is a kernel property, but 'reqsize()' is not a kernel: it is ignored [nvvm-kernel-attr-non-kernel]
; CHECK-NEXT: note: in function 'reqsize()'
; CHECK-NEXT: note: a kernel has
; CHECK:      warning: "nvvm.maxnreg" is a kernel property, but 'reqsize()' is not a kernel: it is ignored [nvvm-kernel-attr-non-kernel]
; CHECK-NEXT: note: in function 'reqsize()'
; CHECK-NEXT: note: a kernel has
; CHECK:      warning: "nvvm.blocksareclusters" is a kernel property, but 'reqsize()' is not a kernel: it is ignored [nvvm-kernel-attr-non-kernel]
; CHECK-NEXT: note: in function 'reqsize()'
; CHECK-NEXT: note: a kernel has

define void @constant_param(ptr byval(i32) "nvvm.grid_constant" %p, i32 %n) {
  ret void
}
; CHECK:      warning: "nvvm.grid_constant" is a kernel parameter property, but 'constant_param' is not a kernel: it is ignored [nvvm-kernel-attr-non-kernel]
; CHECK-NEXT: note: in function 'constant_param'
; CHECK-NEXT: note: parameter 0 '%p' (i32) is marked "nvvm.grid_constant"

; The annotation form: maxntidx on a function without a "kernel" entry.
define void @annotated() {
  ret void
}
; CHECK:      warning: "nvvm.maxntid" is a kernel property, but 'annotated' is not a kernel: it is ignored [nvvm-kernel-attr-non-kernel]
; CHECK-NEXT: note: in function 'annotated'
; CHECK-NEXT: note: a kernel has

attributes #0 = { "nvvm.maxntid"="0" "nvvm.minctasm"="2" }
attributes #1 = { "nvvm.reqntid"="32" "nvvm.maxnreg"="32" "nvvm.blocksareclusters" }

!nvvm.annotations = !{!0}
!0 = !{ptr @annotated, !"maxntidx", i32 64}

; CHECK: 7 warnings in 1 file

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
