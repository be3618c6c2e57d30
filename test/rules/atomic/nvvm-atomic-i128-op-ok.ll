; Near misses of nvvm-atomic-i128-op that NVVM 20 accepts (measured): xchg
; and cmpxchg on i128, 64-bit vectors (<2 x float>, <4 x half>,
; <4 x bfloat>) and 256-bit vectors with fsub/fmax/fmin.
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p) {
  %a = atomicrmw xchg ptr %p, i128 1 monotonic
  %b = cmpxchg ptr %p, i128 0, i128 1 monotonic monotonic
  %c = atomicrmw fadd ptr %p, <2 x float> zeroinitializer monotonic
  %d = atomicrmw fadd ptr %p, <4 x half> zeroinitializer monotonic
  %e = atomicrmw fmax ptr %p, <4 x bfloat> zeroinitializer monotonic
  %g = atomicrmw fsub ptr %p, <8 x float> zeroinitializer monotonic
  %h = atomicrmw fmin ptr %p, <16 x half> zeroinitializer monotonic
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
