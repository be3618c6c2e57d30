; Negative: exactly 48 KiB reached through a call; a 40 KiB variable of a
; function the kernel never calls; one that only a dead internal function
; uses (libNVVM and llc drop both); and dynamic shared memory (an external
; zero-sized array), which is not counted and here rounds nothing (49152 is
; a multiple of 16). llc 22 + ptxas 13.0 at sm_80 accept the module.
; RUN: %nvvmcheck --arch=sm_80 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@half = internal addrspace(3) global [6144 x float] undef, align 4
@mine = internal addrspace(3) global [6144 x float] undef, align 4
@far = internal addrspace(3) global [10240 x float] undef, align 4
@dead.tile = internal addrspace(3) global [10240 x float] undef, align 4
@dyn = external addrspace(3) global [0 x float], align 16

define float @half_of_it() noinline {
  %v = load float, ptr addrspace(3) @half
  ret float %v
}

define float @not_called() noinline {
  %v = load float, ptr addrspace(3) @far
  ret float %v
}

define internal float @dead() noinline {
  %v = load float, ptr addrspace(3) @dead.tile
  ret float %v
}

define ptx_kernel void @exact(ptr %o) {
  %a = load float, ptr addrspace(3) @mine
  %b = call float @half_of_it()
  %d = load float, ptr addrspace(3) @dyn
  %s = fadd float %a, %b
  %t = fadd float %s, %d
  store float %t, ptr %o
  ret void
}

define ptx_kernel void @other(ptr %o) {
  %v = call float @not_called()
  store float %v, ptr %o
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
