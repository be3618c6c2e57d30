; Loads and stores through the address of a function. NVIDIA's NVVM-20
; verifier accepts them (measured, recipe R2 of docs/reference/toolchain.md), but ptxas rejects the PTX
; that both libNVVM and LLVM 22's NVPTX backend write for them ("Illegal to
; use symbol 'g' of type unexpected as address operand. Use integer or bit
; only."), and nvcc fails the same way on `*(int *)(void *)&g` (measured).
; NVVM IR spec 1.3 §10.2.1 forbids them. Pins: load, store, volatile, through
; a GEP, atomicrmw and cmpxchg; both profiles.
; RUN: not %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; RUN: not %nvvmcheck --arch=sm_100 --profile=cuda %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @_Z1gv()
define void @h() {
  ret void
}

define i32 @reads() {
  %v = load i32, ptr @_Z1gv, align 4
  %q = getelementptr i8, ptr @h, i64 4
  %w = load volatile i32, ptr %q, align 4
  ret i32 %v
}
; CHECK:      nvvm-inst-function-memory-access.ll: error: load from the address of function 'g()': functions are not data, and ptxas rejects a function symbol as an address operand [nvvm-inst-function-memory-access]
; CHECK-NEXT: nvvm-inst-function-memory-access.ll: note: in function 'reads'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK:      error: load from the address of function 'h': functions are not data, and ptxas rejects a function symbol as an address operand [nvvm-inst-function-memory-access]
; CHECK-NEXT: note: in function 'reads'

define void @writes(i32 %x) {
  store i32 %x, ptr @_Z1gv, align 4
  %o = atomicrmw add ptr @h, i32 1 monotonic
  %c = cmpxchg ptr @h, i32 0, i32 1 monotonic monotonic
  ret void
}
; CHECK:      error: store to the address of function 'g()': functions are not data, and ptxas rejects a function symbol as an address operand [nvvm-inst-function-memory-access]
; CHECK-NEXT: note: in function 'writes'
; CHECK:      error: atomicrmw on the address of function 'h': functions are not data, and ptxas rejects a function symbol as an address operand [nvvm-inst-function-memory-access]
; CHECK-NEXT: note: in function 'writes'
; CHECK:      error: cmpxchg on the address of function 'h': functions are not data, and ptxas rejects a function symbol as an address operand [nvvm-inst-function-memory-access]
; CHECK-NEXT: note: in function 'writes'

; CHECK: 5 errors in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
