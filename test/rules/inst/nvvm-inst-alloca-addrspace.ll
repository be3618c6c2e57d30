; An alloca outside the generic address space. NVIDIA's NVVM-20 verifier
; rejects it (measured, recipe R2 of docs/reference/toolchain.md: `Allocas are not supported on address
; spaces except Generic`); NVVM places stack objects in local memory
; itself. clang never emits one for NVPTX (the data layout has no A5), so
; the rule is in the libnvvm profile only. Pins: addrspace(5) and
; addrspace(3) allocas, the note naming the space.
; RUN: not %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @local() {
  %slot = alloca i32, align 4, addrspace(5)
  store i32 0, ptr addrspace(5) %slot, align 4
  ret void
}
; CHECK:      nvvm-inst-alloca-addrspace.ll: error: Allocas are not supported on address spaces except Generic [nvvm-inst-alloca-addrspace]
; CHECK-NEXT: nvvm-inst-alloca-addrspace.ll: note: in function 'local'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-inst-alloca-addrspace.ll: note: '%slot' is allocated in local (addrspace(5)); NVVM wants allocas in the generic space and places them in local memory itself

define void @shared() {
  %buf = alloca [4 x float], align 16, addrspace(3)
  ret void
}
; CHECK:      error: Allocas are not supported on address spaces except Generic [nvvm-inst-alloca-addrspace]
; CHECK-NEXT: note: in function 'shared'
; CHECK-NEXT: note: '%buf' is allocated in shared (addrspace(3)); NVVM wants allocas in the generic space

; CHECK: 2 errors in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
