; Near misses of nvvm-inst-addrspacecast-invalid-space: a tensor-memory or
; shared::cluster pointer that is only passed around or compared, never
; cast (NVVM checks casts only), and casts among 0, 1, 3, 4, 5.
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i1 @f(ptr addrspace(6) %t, ptr addrspace(7) %cl, ptr %p) {
  %e = icmp eq ptr addrspace(6) %t, null
  %s = addrspacecast ptr %p to ptr addrspace(3)
  %g = addrspacecast ptr addrspace(3) %s to ptr
  ret i1 %e
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
