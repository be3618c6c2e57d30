; Near misses of nvvm-inst-store-to-constant: loads from constant memory
; (generic and addrspace(4)), stores to global, shared and generic memory,
; storing the *address* of a constant into memory, and a stack slot that
; holds a constant address but is stored twice (the second time with a
; global address: the rule does not guess).
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@c = addrspace(4) global i32 0, align 4
@g = addrspace(1) global i32 0, align 4

define i32 @f(ptr %out, ptr addrspace(3) %s, i1 %which) {
  %a = load i32, ptr addrspace(4) @c, align 4
  %b = load i32, ptr addrspacecast (ptr addrspace(4) @c to ptr), align 4
  store i32 %a, ptr addrspace(1) @g, align 4
  store i32 %b, ptr addrspace(3) %s, align 4
  store ptr addrspacecast (ptr addrspace(4) @c to ptr), ptr %out, align 8
  %slot = alloca ptr, align 8
  store ptr addrspacecast (ptr addrspace(4) @c to ptr), ptr %slot, align 8
  br i1 %which, label %other, label %use
other:
  store ptr addrspacecast (ptr addrspace(1) @g to ptr), ptr %slot, align 8
  br label %use
use:
  %p = load ptr, ptr %slot, align 8
  store i32 1, ptr %p, align 4
  ret i32 %a
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
