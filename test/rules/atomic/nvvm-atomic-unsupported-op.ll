; atomicrmw operations NVIDIA's NVVM-20 verifier does not support
; (measured, recipe R2 of docs/reference/toolchain.md: `atomicrmw does not support operation: 'usub_sat'.`):
; usub_cond and usub_sat on any type, and fadd on any type but half,
; bfloat, float, double, <2/4/8 x half>, <2/4/8 x bfloat>, <2/4 x float>
; (fp128, <1 x float>, <2 x double>, <8 x float>, <16 x half> fail).
; fmaximum and fminimum could not be measured: NVVM 20's bitcode reader
; stops on them ("Invalid record"), so libNVVM cannot take such a module
; at all; they are reported here with a note saying so. libnvvm profile
; only. Pins: the operation name in NIVIDA's format, the notes.
; (fp128 is also nvvm-type-unsupported-fp's, tested there.)
; RUN: not %nvvmcheck --arch=sm_100 --checks=-nvvm-type-unsupported-fp %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; RUN: %nvvmcheck --arch=sm_100 --profile=cuda %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @integer(ptr %p) {
  %a = atomicrmw usub_cond ptr %p, i32 1 monotonic
  %b = atomicrmw usub_sat ptr %p, i64 1 monotonic
  %c = atomicrmw usub_sat ptr %p, i128 1 monotonic
  ret void
}
; CHECK:      nvvm-atomic-unsupported-op.ll: error: atomicrmw does not support operation: 'usub_cond'. [nvvm-atomic-unsupported-op]
; CHECK-NEXT: nvvm-atomic-unsupported-op.ll: note: in function 'integer'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK:      error: atomicrmw does not support operation: 'usub_sat'. [nvvm-atomic-unsupported-op]
; CHECK-NEXT: note: in function 'integer'
; CHECK:      error: atomicrmw does not support operation: 'usub_sat'. [nvvm-atomic-unsupported-op]
; CHECK-NEXT: note: in function 'integer'

define void @fadd(ptr %p) {
  %a = atomicrmw fadd ptr %p, fp128 0xL0 monotonic
  %b = atomicrmw fadd ptr %p, <1 x float> zeroinitializer monotonic
  %c = atomicrmw fadd ptr %p, <2 x double> zeroinitializer monotonic
  %d = atomicrmw fadd ptr %p, <8 x float> zeroinitializer monotonic
  %e = atomicrmw fadd ptr %p, <16 x half> zeroinitializer monotonic
  ret void
}
; CHECK:      error: atomicrmw does not support operation: 'fadd'. [nvvm-atomic-unsupported-op]
; CHECK-NEXT: note: in function 'fadd'
; CHECK-NEXT: note: fadd is supported on half, bfloat, float, double, <2/4/8 x half>, <2/4/8 x bfloat> and <2/4 x float>, not on 'fp128'
; CHECK:      error: atomicrmw does not support operation: 'fadd'. [nvvm-atomic-unsupported-op]
; CHECK-NEXT: note: in function 'fadd'
; CHECK-NEXT: note: fadd is supported on {{.*}}, not on '<1 x float>'
; CHECK:      error: atomicrmw does not support operation: 'fadd'. [nvvm-atomic-unsupported-op]
; CHECK-NEXT: note: in function 'fadd'
; CHECK-NEXT: note: fadd is supported on {{.*}}, not on '<2 x double>'
; CHECK:      error: atomicrmw does not support operation: 'fadd'. [nvvm-atomic-unsupported-op]
; CHECK-NEXT: note: in function 'fadd'
; CHECK-NEXT: note: fadd is supported on {{.*}}, not on '<8 x float>'
; CHECK:      error: atomicrmw does not support operation: 'fadd'. [nvvm-atomic-unsupported-op]
; CHECK-NEXT: note: in function 'fadd'
; CHECK-NEXT: note: fadd is supported on {{.*}}, not on '<16 x half>'

define void @ieee_minmax(ptr %p) {
  %a = atomicrmw fmaximum ptr %p, float 1.0 monotonic
  %b = atomicrmw fminimum ptr %p, double 1.0 monotonic
  ret void
}
; CHECK:      error: atomicrmw does not support operation: 'fmaximum'. [nvvm-atomic-unsupported-op]
; CHECK-NEXT: note: in function 'ieee_minmax'
; CHECK-NEXT: note: NVVM 20 (CUDA 13.0) cannot even read this operation: its bitcode reader stops with 'Invalid record'
; CHECK:      error: atomicrmw does not support operation: 'fminimum'. [nvvm-atomic-unsupported-op]
; CHECK-NEXT: note: in function 'ieee_minmax'
; CHECK-NEXT: note: NVVM 20 (CUDA 13.0) cannot even read this operation

; CHECK: 10 errors in 1 file
; CUDA: no findings in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
