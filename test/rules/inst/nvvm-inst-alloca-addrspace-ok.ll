; Near misses of nvvm-inst-alloca-addrspace: generic allocas, an
; addrspacecast of one to local (what NVPTX's own passes do), a dynamic
; alloca (NVVM 20 accepts it, measured).
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(i64 %n) {
  %a = alloca i32, align 4
  %l = addrspacecast ptr %a to ptr addrspace(5)
  store i32 0, ptr addrspace(5) %l, align 4
  %d = alloca i8, i64 %n, align 16
  store volatile i8 0, ptr %d, align 1
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
