; Near misses of nvvm-inst-addrspacecast-non-generic that NVVM 20 accepts
; (measured): casts to and from generic for each space, and a non-generic
; cast in a constant expression (NVVM does not check those; 3->1 passes).
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@sh = addrspace(3) global i32 undef

define void @f(ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s, ptr addrspace(4) %c, ptr addrspace(5) %l) {
  %g0 = addrspacecast ptr addrspace(1) %g to ptr
  %s0 = addrspacecast ptr addrspace(3) %s to ptr
  %c0 = addrspacecast ptr addrspace(4) %c to ptr
  %l0 = addrspacecast ptr addrspace(5) %l to ptr
  %p1 = addrspacecast ptr %p to ptr addrspace(1)
  %p3 = addrspacecast ptr %p to ptr addrspace(3)
  %p4 = addrspacecast ptr %p to ptr addrspace(4)
  %p5 = addrspacecast ptr %p to ptr addrspace(5)
  store i32 0, ptr addrspace(1) addrspacecast (ptr addrspace(3) @sh to ptr addrspace(1)), align 4
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
