; atomicrmw on a 128-bit value with an operation other than xchg. NVIDIA's
; NVVM-20 verifier rejects it (measured, recipe R2 of docs/reference/toolchain.md: `Atomic operations on
; i128 types are only supported for xchg operation`), for i128 and for any
; other 128-bit type: fp128, <4 x float>, <8 x half>, <8 x bfloat>,
; <2 x double> (with fsub/fmax/fmin; fadd on <2 x double> and fp128 is
; nvvm-atomic-unsupported-op, which NVVM tests first). libnvvm profile only.
; Pins: the note naming the operation and type.
; (fp128 is also nvvm-type-unsupported-fp's, tested there.)
; RUN: not %nvvmcheck --arch=sm_100 --checks=-nvvm-type-unsupported-fp %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; RUN: %nvvmcheck --arch=sm_100 --profile=cuda %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr addrspace(1) %g) {
  %a = atomicrmw add ptr %p, i128 1 monotonic
  %b = atomicrmw umax ptr addrspace(1) %g, i128 1 seq_cst
  %c = atomicrmw fadd ptr %p, <4 x float> zeroinitializer monotonic
  %d = atomicrmw fmax ptr %p, <8 x half> zeroinitializer monotonic
  %e = atomicrmw fsub ptr %p, <2 x double> zeroinitializer monotonic
  %h = atomicrmw fmin ptr %p, fp128 0xL0 monotonic
  ret void
}
; CHECK:      nvvm-atomic-i128-op.ll: error: Atomic operations on i128 types are only supported for xchg operation [nvvm-atomic-i128-op]
; CHECK-NEXT: nvvm-atomic-i128-op.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-atomic-i128-op.ll: note: this atomicrmw add operates on 'i128' (128 bits)
; CHECK:      error: Atomic operations on i128 types are only supported for xchg operation [nvvm-atomic-i128-op]
; CHECK-NEXT: note: in function 'f'
; CHECK-NEXT: note: this atomicrmw umax operates on 'i128' (128 bits)
; CHECK:      error: Atomic operations on i128 types are only supported for xchg operation [nvvm-atomic-i128-op]
; CHECK-NEXT: note: in function 'f'
; CHECK-NEXT: note: this atomicrmw fadd operates on '<4 x float>' (128 bits)
; CHECK:      error: Atomic operations on i128 types are only supported for xchg operation [nvvm-atomic-i128-op]
; CHECK-NEXT: note: in function 'f'
; CHECK-NEXT: note: this atomicrmw fmax operates on '<8 x half>' (128 bits)
; CHECK:      error: Atomic operations on i128 types are only supported for xchg operation [nvvm-atomic-i128-op]
; CHECK-NEXT: note: in function 'f'
; CHECK-NEXT: note: this atomicrmw fsub operates on '<2 x double>' (128 bits)
; CHECK:      error: Atomic operations on i128 types are only supported for xchg operation [nvvm-atomic-i128-op]
; CHECK-NEXT: note: in function 'f'
; CHECK-NEXT: note: this atomicrmw fmin operates on 'fp128' (128 bits)

; CHECK: 6 errors in 1 file
; CUDA: no findings in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
