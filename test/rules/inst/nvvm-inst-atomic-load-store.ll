; load atomic / store atomic are rejected by NVIDIA's NVVM-20 verifier in
; every ordering (unordered, monotonic, acquire, release, seq_cst) and
; address space (measured, recipe R2 of docs/reference/toolchain.md: `Atomic loads/stores are not
; supported`). Pins: one error per instruction; libnvvm profile only
; (clang emits them for __atomic_load_n/__atomic_store_n, and LLVM's NVPTX
; backend lowers them to ld.acquire/st.release).
; RUN: not %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; RUN: %nvvmcheck --arch=sm_100 --profile=cuda %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @load_acquire(ptr %p) {
  %v = load atomic i32, ptr %p acquire, align 4
  ret i32 %v
}
; CHECK:      nvvm-inst-atomic-load-store.ll: error: Atomic loads/stores are not supported [nvvm-inst-atomic-load-store]
; CHECK-NEXT: nvvm-inst-atomic-load-store.ll: note: in function 'load_acquire'; the IR has no debug location for it (compile with -g for file:line:col)

define void @store_release(ptr addrspace(1) %p, i64 %v) {
  store atomic i64 %v, ptr addrspace(1) %p release, align 8
  ret void
}
; CHECK:      error: Atomic loads/stores are not supported [nvvm-inst-atomic-load-store]
; CHECK-NEXT: note: in function 'store_release'

define float @relaxed_and_unordered(ptr addrspace(3) %s, ptr %p) {
  %a = load atomic float, ptr addrspace(3) %s monotonic, align 4
  %b = load atomic volatile float, ptr %p syncscope("block") seq_cst, align 4
  store atomic ptr %p, ptr %p unordered, align 8
  ret float %a
}
; CHECK:      error: Atomic loads/stores are not supported [nvvm-inst-atomic-load-store]
; CHECK-NEXT: note: in function 'relaxed_and_unordered'
; CHECK:      error: Atomic loads/stores are not supported [nvvm-inst-atomic-load-store]
; CHECK-NEXT: note: in function 'relaxed_and_unordered'
; CHECK:      error: Atomic loads/stores are not supported [nvvm-inst-atomic-load-store]
; CHECK-NEXT: note: in function 'relaxed_and_unordered'

; CHECK: 5 errors in 1 file
; CUDA: no findings in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
