; Near misses of nvvm-atomic-addrspace that NVVM 20 accepts (measured):
; atomics on generic, global and shared pointers, including a generic
; pointer cast from local memory (NVVM does not follow it), and plain
; loads from constant and local memory.
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s, ptr addrspace(4) %c, ptr addrspace(5) %l) {
  %a = atomicrmw add ptr %p, i32 1 monotonic
  %b = atomicrmw add ptr addrspace(1) %g, i32 1 monotonic
  %d = cmpxchg ptr addrspace(3) %s, i32 0, i32 1 monotonic monotonic
  %l0 = addrspacecast ptr addrspace(5) %l to ptr
  %e = atomicrmw add ptr %l0, i32 1 monotonic
  %x = load i32, ptr addrspace(4) %c, align 4
  %y = load i32, ptr addrspace(5) %l, align 4
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
