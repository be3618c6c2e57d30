; atomicrmw and cmpxchg whose pointer is not generic, global or shared.
; NVIDIA's NVVM-20 verifier rejects addrspace(2), (4), (5), (6), (7) and (8)
; (measured, recipe R2 of docs/reference/toolchain.md: `atomicrmw pointer operand must point to generic,
; global, or shared address space`, and the same with cmpxchg). The
; backends fail too: LLVM 22's NVPTX cannot select an atomic on constant
; memory, ptxas rejects clang's cmpxchg on local memory ("State space
; incorrect for instruction 'atom'"), libNVVM compiles a local atomicrmw to
; a trap. Both profiles. Pins: the message names the instruction, the note
; the space; the type rules are reported independently (NVVM would name the
; type first).
; RUN: not %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; The cuda profile keeps the six address-space errors and drops the type one:
; RUN: not %nvvmcheck --arch=sm_100 --profile=cuda %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not=nvvm-atomic-type --implicit-check-not=warning:

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @rmw(ptr addrspace(4) %c, ptr addrspace(5) %l, ptr addrspace(6) %t) {
  %a = atomicrmw add ptr addrspace(4) %c, i32 1 monotonic
  %b = atomicrmw xchg ptr addrspace(5) %l, i64 1 seq_cst
  %d = atomicrmw fadd ptr addrspace(6) %t, float 1.0 monotonic
  ret void
}
; CHECK:      nvvm-atomic-addrspace.ll: error: atomicrmw pointer operand must point to generic, global, or shared address space [nvvm-atomic-addrspace]
; CHECK-NEXT: nvvm-atomic-addrspace.ll: note: in function 'rmw'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-atomic-addrspace.ll: note: the pointer is in addrspace(4) (constant), which is read-only
; CHECK:      error: atomicrmw pointer operand must point to generic, global, or shared address space [nvvm-atomic-addrspace]
; CHECK-NEXT: note: in function 'rmw'
; CHECK-NEXT: note: the pointer is in addrspace(5) (local), private to the thread
; CHECK:      error: atomicrmw pointer operand must point to generic, global, or shared address space [nvvm-atomic-addrspace]
; CHECK-NEXT: note: in function 'rmw'
; CHECK-NEXT: note: the pointer is in addrspace(6) (tensor memory)
; CUDA-COUNT-3: error: atomicrmw pointer operand must point to generic, global, or shared address space [nvvm-atomic-addrspace]

define void @cas(ptr addrspace(2) %r, ptr addrspace(7) %cl, ptr addrspace(5) %l) {
  %a = cmpxchg ptr addrspace(2) %r, i32 0, i32 1 monotonic monotonic
  %b = cmpxchg ptr addrspace(7) %cl, i64 0, i64 1 acq_rel acquire
  %d = cmpxchg ptr addrspace(5) %l, i16 0, i16 1 monotonic monotonic
  ret void
}
; CHECK:      error: cmpxchg pointer operand must point to generic, global, or shared address space [nvvm-atomic-addrspace]
; CHECK-NEXT: note: in function 'cas'
; CHECK-NEXT: note: the pointer is in addrspace(2){{$}}
; CHECK:      error: cmpxchg pointer operand must point to generic, global, or shared address space [nvvm-atomic-addrspace]
; CHECK-NEXT: note: in function 'cas'
; CHECK-NEXT: note: the pointer is in addrspace(7){{$}}
; CHECK:      error: cmpxchg pointer operand must point to generic, global, or shared address space [nvvm-atomic-addrspace]
; CHECK-NEXT: note: in function 'cas'
; CHECK-NEXT: note: the pointer is in addrspace(5) (local), private to the thread
; CHECK:      error: Atomic operations on non-i32/i64/i128 types are not supported [nvvm-atomic-type]
; CHECK-NEXT: note: in function 'cas'
; CHECK-NEXT: note: the cmpxchg operates on 'i16'
; CUDA-COUNT-3: error: cmpxchg pointer operand must point to generic, global, or shared address space [nvvm-atomic-addrspace]

; CHECK: 7 errors in 1 file
; CUDA: 6 errors in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
