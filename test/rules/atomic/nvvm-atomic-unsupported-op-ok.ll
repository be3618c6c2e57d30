; Near misses of nvvm-atomic-unsupported-op that NVVM 20 accepts (measured):
; fadd on every supported type, fsub/fmax/fmin on types fadd refuses,
; uinc_wrap/udec_wrap and nand.
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p) {
  %a = atomicrmw fadd ptr %p, half 1.0 monotonic
  %b = atomicrmw fadd ptr %p, bfloat 1.0 monotonic
  %c = atomicrmw fadd ptr %p, float 1.0 monotonic
  %d = atomicrmw fadd ptr %p, double 1.0 monotonic
  %e = atomicrmw fadd ptr %p, <2 x half> zeroinitializer monotonic
  %g = atomicrmw fadd ptr %p, <4 x half> zeroinitializer monotonic
  %h = atomicrmw fadd ptr %p, <2 x bfloat> zeroinitializer monotonic
  %i = atomicrmw fadd ptr %p, <4 x bfloat> zeroinitializer monotonic
  %j = atomicrmw fadd ptr %p, <2 x float> zeroinitializer monotonic
  %k = atomicrmw fsub ptr %p, <1 x float> zeroinitializer monotonic
  %l = atomicrmw fmax ptr %p, <8 x float> zeroinitializer monotonic
  %m = atomicrmw fmin ptr %p, <1 x double> zeroinitializer monotonic
  %n = atomicrmw uinc_wrap ptr %p, i32 1 monotonic
  %o = atomicrmw udec_wrap ptr %p, i64 1 monotonic
  %q = atomicrmw nand ptr %p, i64 1 monotonic
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
