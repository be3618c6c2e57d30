; An empty !nvvm.annotations entry: LLVM 22's IR reader reads past its end
; (AddressSanitizer: SEGV in UpgradeNVVMAnnotations), so the module is not
; loaded and the entry is reported.
; RUN: not %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning}}:'
; CHECK: error: {{.*}}malformed-empty.ll: not loaded: LLVM 22's IR reader crashes on the malformed !nvvm.annotations entries reported; the other rules did not run
; CHECK: error: an empty !nvvm.annotations entry: LLVM 22's IR reader reads past its end [nvvm-annotation-malformed]
; CHECK: 1 error in 0 files; 1 file could not be checked
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define ptx_kernel void @k() {
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{}
!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
