; Near misses of nvvm-asm-operand-type that NVIDIA's NVVM-20 verifier
; accepts (measured): inputs of type i1, i8, i16, i32, i64, float, double
; and pointers in any space (also "*m" memory operands); results of any
; type (half, i128, pointers, structs, vectors are not checked); constraint
; letters NVVM IR 1.3 does not list (n, m); inteldialect; callbr operands.
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(ptr %p, ptr addrspace(1) %g, ptr addrspace(3) %s, half %h) {
entry:
  call void asm sideeffect "", "r,c,h,r,l,f,d"(i1 true, i8 1, i16 2, i32 3, i64 4, float 1.0, double 2.0)
  %v = call i32 asm sideeffect "ld.global.u32 $0, [$1];", "=r,l"(ptr addrspace(1) %g)
  call void asm sideeffect "st.shared.u32 [$0], $1;", "r,r"(ptr addrspace(3) %s, i32 %v)
  call void asm sideeffect "ld.u32 %r0, $0;", "*m"(ptr elementtype(i32) %p)
  call void asm sideeffect "add.u32 %r0, %r0, $0;", "n"(i32 4)
  %rh = call half asm "mov.b16 $0, 0;", "=h"()
  %rq = call i128 asm "mov.b128 $0, 0;", "=q"()
  %rs = call { i32, half } asm "", "=r,=h"()
  %rv = call <2 x float> asm "", "=l"()
  call void asm sideeffect inteldialect "nop", ""()
  callbr void asm "", "h,!i"(half %h) to label %a [label %b]
a:
  ret void
b:
  ret void
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
