; Atomics on types NVIDIA's NVVM-20 verifier does not accept (measured,
; recipe R2 of docs/reference/toolchain.md: `Atomic operations on non-i32/i64/i128 types are not
; supported`): cmpxchg on anything but i32/i64/i128 (i8, i16, pointers);
; atomicrmw on an integer other than i32/i64/i128 (i8, i16, i256), whatever
; the operation, xchg included. libnvvm profile only: clang lowers valid
; CUDA such as atomicCAS(unsigned short *) to `cmpxchg i16`, which nvcc
; compiles. Pins: the note naming the type; i8 with an unsupported
; operation gets this error only (NVVM tests the type first).
; RUN: not %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; RUN: %nvvmcheck --arch=sm_100 --profile=cuda %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @cmpxchg_narrow(ptr %p, ptr addrspace(3) %s) {
  %a = cmpxchg ptr %p, i16 1, i16 2 seq_cst seq_cst, align 2
  %b = cmpxchg ptr addrspace(3) %s, i8 0, i8 1 monotonic monotonic
  ret void
}
; CHECK:      nvvm-atomic-type.ll: error: Atomic operations on non-i32/i64/i128 types are not supported [nvvm-atomic-type]
; CHECK-NEXT: nvvm-atomic-type.ll: note: in function 'cmpxchg_narrow'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-atomic-type.ll: note: the cmpxchg operates on 'i16'
; CHECK:      error: Atomic operations on non-i32/i64/i128 types are not supported [nvvm-atomic-type]
; CHECK-NEXT: note: in function 'cmpxchg_narrow'
; CHECK-NEXT: note: the cmpxchg operates on 'i8'

define void @cmpxchg_pointer(ptr %p, ptr %q) {
  %a = cmpxchg ptr %p, ptr null, ptr %q acq_rel acquire
  ret void
}
; CHECK:      error: Atomic operations on non-i32/i64/i128 types are not supported [nvvm-atomic-type]
; CHECK-NEXT: note: in function 'cmpxchg_pointer'
; CHECK-NEXT: note: the cmpxchg operates on 'ptr'

define void @rmw_narrow(ptr %p, ptr addrspace(1) %g) {
  %a = atomicrmw add ptr %p, i8 1 monotonic
  %b = atomicrmw xchg ptr addrspace(1) %g, i16 7 seq_cst
  %c = atomicrmw umax ptr %p, i256 1 monotonic
  %d = atomicrmw usub_sat ptr %p, i8 1 monotonic
  ret void
}
; CHECK:      error: Atomic operations on non-i32/i64/i128 types are not supported [nvvm-atomic-type]
; CHECK-NEXT: note: in function 'rmw_narrow'
; CHECK-NEXT: note: the atomicrmw operates on 'i8'
; CHECK:      error: Atomic operations on non-i32/i64/i128 types are not supported [nvvm-atomic-type]
; CHECK-NEXT: note: in function 'rmw_narrow'
; CHECK-NEXT: note: the atomicrmw operates on 'i16'
; CHECK:      error: Atomic operations on non-i32/i64/i128 types are not supported [nvvm-atomic-type]
; CHECK-NEXT: note: in function 'rmw_narrow'
; CHECK-NEXT: note: the atomicrmw operates on 'i256'
; CHECK:      error: Atomic operations on non-i32/i64/i128 types are not supported [nvvm-atomic-type]
; CHECK-NEXT: note: in function 'rmw_narrow'
; CHECK-NEXT: note: the atomicrmw operates on 'i8'

; CHECK: 7 errors in 1 file
; CUDA: no findings in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
