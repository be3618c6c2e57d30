; An addrspacecast between two different specific address spaces. NVIDIA's
; NVVM-20 verifier rejects it (measured, recipe R2 of docs/reference/toolchain.md: `Cannot cast
; non-generic pointer to different non-generic pointer` for 3->1, 1->4,
; 4->1, 5->3); NVVM IR spec 1.3 §10.2 calls the result undefined. Pins:
; every pair of the spaces NVVM accepts in a cast, the note naming both;
; both profiles.
; RUN: not %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; RUN: not %nvvmcheck --arch=sm_100 --profile=cuda %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @shared_to_global(ptr addrspace(3) %s) {
  %g = addrspacecast ptr addrspace(3) %s to ptr addrspace(1)
  store i32 0, ptr addrspace(1) %g, align 4
  ret void
}
; CHECK:      nvvm-inst-addrspacecast-non-generic.ll: error: Cannot cast non-generic pointer to different non-generic pointer [nvvm-inst-addrspacecast-non-generic]
; CHECK-NEXT: nvvm-inst-addrspacecast-non-generic.ll: note: in function 'shared_to_global'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-inst-addrspacecast-non-generic.ll: note: the cast goes from shared (addrspace(3)) to global (addrspace(1)); an object lives in one space, so the result does not point to it

define void @others(ptr addrspace(1) %g, ptr addrspace(4) %c, ptr addrspace(5) %l) {
  %a = addrspacecast ptr addrspace(1) %g to ptr addrspace(4)
  %b = addrspacecast ptr addrspace(4) %c to ptr addrspace(1)
  %d = addrspacecast ptr addrspace(5) %l to ptr addrspace(3)
  %e = addrspacecast ptr addrspace(1) %g to ptr addrspace(5)
  ret void
}
; CHECK:      error: Cannot cast non-generic pointer to different non-generic pointer [nvvm-inst-addrspacecast-non-generic]
; CHECK-NEXT: note: in function 'others'
; CHECK-NEXT: note: the cast goes from global (addrspace(1)) to constant (addrspace(4))
; CHECK:      error: Cannot cast non-generic pointer to different non-generic pointer [nvvm-inst-addrspacecast-non-generic]
; CHECK-NEXT: note: in function 'others'
; CHECK-NEXT: note: the cast goes from constant (addrspace(4)) to global (addrspace(1))
; CHECK:      error: Cannot cast non-generic pointer to different non-generic pointer [nvvm-inst-addrspacecast-non-generic]
; CHECK-NEXT: note: in function 'others'
; CHECK-NEXT: note: the cast goes from local (addrspace(5)) to shared (addrspace(3))
; CHECK:      error: Cannot cast non-generic pointer to different non-generic pointer [nvvm-inst-addrspacecast-non-generic]
; CHECK-NEXT: note: in function 'others'
; CHECK-NEXT: note: the cast goes from global (addrspace(1)) to local (addrspace(5))

; CHECK: 5 errors in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
