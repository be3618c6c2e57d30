; Near misses of nvvm-inst-indirectbr: switch, br, and callbr (asm goto),
; which NVVM 20 accepts (measured).
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @f(i32 %x) {
entry:
  switch i32 %x, label %d [ i32 0, label %a
                            i32 1, label %b ]
a:
  br label %b
b:
  %r = callbr i32 asm "mov.u32 $0, $1;", "=r,r,!i"(i32 %x) to label %d [label %c]
c:
  ret i32 %r
d:
  ret i32 0
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
