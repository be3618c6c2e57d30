; Near misses of nvvm-inst-tensor-memory-access: a tensor-memory address
; kept as a value (stored into shared memory, where tcgen05.alloc puts it),
; and loads and stores in the other spaces.
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr addrspace(6) %t, ptr addrspace(3) %slot, ptr addrspace(1) %g, ptr %p) {
  store ptr addrspace(6) %t, ptr addrspace(3) %slot, align 4
  %v = load i32, ptr addrspace(1) %g, align 4
  store i32 %v, ptr %p, align 4
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
