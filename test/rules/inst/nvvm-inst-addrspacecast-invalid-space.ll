; An addrspacecast from or to a space NVVM does not cast: NVIDIA's NVVM-20
; verifier accepts only 0, 1, 3, 4 and 5 (measured, recipe R2 of docs/reference/toolchain.md: 2, 6, 7, 8
; and 101 give `Invalid target address space` as targets and `Invalid
; source address space` as sources; when both sides are invalid it names
; the target). LLVM 22's NVPTX backend also fails on casts to 2 and 6
; ("Bad address space in addrspacecast"); 7 (shared::cluster) is valid for
; it on sm_90+, so the rule is in the libnvvm profile only. Pins: each
; space on each side, the note naming both spaces; the non-generic rule
; stays silent when a side is invalid (3 -> 7).
; RUN: not %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; RUN: %nvvmcheck --arch=sm_100 --profile=cuda %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @targets(ptr %p) {
  %a = addrspacecast ptr %p to ptr addrspace(2)
  %b = addrspacecast ptr %p to ptr addrspace(6)
  %c = addrspacecast ptr %p to ptr addrspace(7)
  %d = addrspacecast ptr %p to ptr addrspace(101)
  ret void
}
; CHECK:      nvvm-inst-addrspacecast-invalid-space.ll: error: Invalid target address space [nvvm-inst-addrspacecast-invalid-space]
; CHECK-NEXT: nvvm-inst-addrspacecast-invalid-space.ll: note: in function 'targets'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-inst-addrspacecast-invalid-space.ll: note: the cast goes from addrspace(0) (generic) to addrspace(2) (reserved); NVVM accepts 0 (generic), 1 (global), 3 (shared), 4 (constant) and 5 (local)
; CHECK:      error: Invalid target address space [nvvm-inst-addrspacecast-invalid-space]
; CHECK-NEXT: note: in function 'targets'
; CHECK-NEXT: note: the cast goes from addrspace(0) (generic) to addrspace(6) (tensor memory);
; CHECK:      error: Invalid target address space [nvvm-inst-addrspacecast-invalid-space]
; CHECK-NEXT: note: in function 'targets'
; CHECK-NEXT: note: the cast goes from addrspace(0) (generic) to addrspace(7) (shared::cluster);
; CHECK:      error: Invalid target address space [nvvm-inst-addrspacecast-invalid-space]
; CHECK-NEXT: note: in function 'targets'
; CHECK-NEXT: note: the cast goes from addrspace(0) (generic) to addrspace(101) (param);

define void @sources(ptr addrspace(7) %cl, ptr addrspace(6) %t, ptr addrspace(8) %x) {
  %a = addrspacecast ptr addrspace(7) %cl to ptr
  %b = addrspacecast ptr addrspace(6) %t to ptr addrspace(3)
  %c = addrspacecast ptr addrspace(8) %x to ptr addrspace(1)
  ret void
}
; CHECK:      error: Invalid source address space [nvvm-inst-addrspacecast-invalid-space]
; CHECK-NEXT: note: in function 'sources'
; CHECK-NEXT: note: the cast goes from addrspace(7) (shared::cluster) to addrspace(0) (generic);
; CHECK:      error: Invalid source address space [nvvm-inst-addrspacecast-invalid-space]
; CHECK-NEXT: note: in function 'sources'
; CHECK-NEXT: note: the cast goes from addrspace(6) (tensor memory) to addrspace(3) (shared);
; CHECK:      error: Invalid source address space [nvvm-inst-addrspacecast-invalid-space]
; CHECK-NEXT: note: in function 'sources'
; CHECK-NEXT: note: the cast goes from addrspace(8) (unknown) to addrspace(1) (global);

define void @both_sides(ptr addrspace(2) %r, ptr addrspace(3) %s) {
  %a = addrspacecast ptr addrspace(2) %r to ptr addrspace(7)
  %b = addrspacecast ptr addrspace(3) %s to ptr addrspace(7)
  ret void
}
; CHECK:      error: Invalid target address space [nvvm-inst-addrspacecast-invalid-space]
; CHECK-NEXT: note: in function 'both_sides'
; CHECK-NEXT: note: the cast goes from addrspace(2) (reserved) to addrspace(7) (shared::cluster);
; CHECK:      error: Invalid target address space [nvvm-inst-addrspacecast-invalid-space]
; CHECK-NEXT: note: in function 'both_sides'
; CHECK-NEXT: note: the cast goes from addrspace(3) (shared) to addrspace(7) (shared::cluster);

; CHECK: 9 errors in 1 file
; CUDA: no findings in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
