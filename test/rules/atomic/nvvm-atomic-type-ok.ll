; Near misses of nvvm-atomic-type that NVIDIA's NVVM-20 verifier accepts
; (measured): i32/i64/i128 cmpxchg, weak and volatile, in the generic,
; global and shared spaces; atomicrmw on i32/i64, xchg on i128, float,
; double, half, bfloat and pointers; nand (which NVVM IR spec 1.3 says is
; not supported) and every other integer operation; fadd/fsub/fmax/fmin on
; the FP types; syncscopes.
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s) {
  %c32 = cmpxchg ptr %p, i32 0, i32 1 seq_cst seq_cst
  %c64 = cmpxchg weak volatile ptr addrspace(1) %g, i64 0, i64 1 syncscope("block") acq_rel acquire
  %c128 = cmpxchg ptr addrspace(3) %s, i128 0, i128 1 monotonic monotonic
  %x128 = atomicrmw xchg ptr %p, i128 1 monotonic
  %xf = atomicrmw xchg ptr %p, float 1.0 monotonic
  %xd = atomicrmw xchg ptr %p, double 1.0 monotonic
  %xh = atomicrmw xchg ptr %p, half 1.0 monotonic
  %xb = atomicrmw xchg ptr %p, bfloat 1.0 monotonic
  %xp = atomicrmw xchg ptr %p, ptr null monotonic
  %add = atomicrmw add ptr %p, i32 1 syncscope("device") monotonic
  %sub = atomicrmw sub ptr %p, i64 1 monotonic
  %and = atomicrmw and ptr %p, i32 1 monotonic
  %nand = atomicrmw nand ptr %p, i32 1 monotonic
  %or = atomicrmw or ptr %p, i64 1 monotonic
  %xor = atomicrmw xor ptr %p, i32 1 monotonic
  %max = atomicrmw max ptr %p, i32 1 monotonic
  %min = atomicrmw min ptr %p, i64 1 monotonic
  %umax = atomicrmw umax ptr %p, i32 1 monotonic
  %umin = atomicrmw umin ptr %p, i64 1 monotonic
  %inc = atomicrmw uinc_wrap ptr %p, i32 1 monotonic
  %dec = atomicrmw udec_wrap ptr %p, i32 1 monotonic
  %fadd = atomicrmw fadd ptr %p, float 1.0 monotonic
  %fsub = atomicrmw fsub ptr %p, double 1.0 monotonic
  %fmax = atomicrmw fmax ptr %p, half 1.0 monotonic
  %fmin = atomicrmw fmin ptr %p, bfloat 1.0 monotonic
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
