; An alloca aligned to more than 2^23 bytes. NVIDIA's NVVM-20 verifier
; rejects it (measured, recipe R2 of docs/reference/toolchain.md: `alloca align must be <= 2^23`; 2^23
; passes, 2^24 fails). nvcc compiles `__attribute__((aligned(1 << 24)))` on
; a local variable (it emits `.local .align 16777216`, and ptxas accepts
; it), so the rule is in the libnvvm profile only. Pins: 2^24 and 2^30, the
; note with the alignment; the same alloca in addrspace(5) gets both alloca
; errors.
; RUN: not %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; RUN: %nvvmcheck --arch=sm_100 --profile=cuda %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @big() {
  %x = alloca i32, align 16777216
  store volatile i32 0, ptr %x, align 4
  ret void
}
; CHECK:      nvvm-inst-alloca-align.ll: error: Allocas are not supported on address spaces except Generic [nvvm-inst-alloca-addrspace]
; CHECK-NEXT: nvvm-inst-alloca-align.ll: note: in function 'both'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-inst-alloca-align.ll: note: '%z' is allocated in local (addrspace(5))
; CHECK:      nvvm-inst-alloca-align.ll: error: alloca align must be <= 2^23 [nvvm-inst-alloca-align]
; CHECK-NEXT: nvvm-inst-alloca-align.ll: note: in function 'big'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-inst-alloca-align.ll: note: '%x' is aligned to 16777216 bytes; the limit is 8388608 (2^23)

define void @huge() {
  %y = alloca [2 x i64], align 1073741824
  ret void
}
; CHECK:      error: alloca align must be <= 2^23 [nvvm-inst-alloca-align]
; CHECK-NEXT: note: in function 'huge'
; CHECK-NEXT: note: '%y' is aligned to 1073741824 bytes; the limit is 8388608 (2^23)

define void @both() {
  %z = alloca i32, align 33554432, addrspace(5)
  ret void
}
; Without debug info, findings are listed by rule id, then in module order:
; this one's nvvm-inst-alloca-addrspace error comes first (checked at
; the top), its
; nvvm-inst-alloca-align error last.
; CHECK:      error: alloca align must be <= 2^23 [nvvm-inst-alloca-align]
; CHECK-NEXT: note: in function 'both'
; CHECK-NEXT: note: '%z' is aligned to 33554432 bytes

; CHECK: 4 errors in 1 file
; CUDA: no findings in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
