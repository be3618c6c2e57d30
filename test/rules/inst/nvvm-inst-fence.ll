; Every fence is rejected by NVIDIA's NVVM-20 verifier, whatever its ordering
; or scope (measured, recipe R2 of docs/reference/toolchain.md: `Illegal instruction: fence`, the same for
; seq_cst, acq_rel, acquire and release, with and without syncscope). Pins:
; one error per fence, NVIDIA's text verbatim. The rule is in the libnvvm
; profile only (the default for IR); --profile=cuda is silent.
; RUN: not %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; RUN: %nvvmcheck --arch=sm_100 --profile=cuda %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @seq_cst() {
  fence seq_cst
  ret void
}
; CHECK:      nvvm-inst-fence.ll: error: Illegal instruction: fence [nvvm-inst-fence]
; CHECK-NEXT: nvvm-inst-fence.ll: note: in function 'seq_cst'; the IR has no debug location for it (compile with -g for file:line:col)

define void @scoped() {
  fence syncscope("block") acquire
  fence syncscope("device") release
  fence syncscope("cluster") acq_rel
  ret void
}
; CHECK:      error: Illegal instruction: fence [nvvm-inst-fence]
; CHECK-NEXT: note: in function 'scoped'
; CHECK:      error: Illegal instruction: fence [nvvm-inst-fence]
; CHECK-NEXT: note: in function 'scoped'
; CHECK:      error: Illegal instruction: fence [nvvm-inst-fence]
; CHECK-NEXT: note: in function 'scoped'

; CHECK: 4 errors in 1 file
; CUDA: no findings in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
