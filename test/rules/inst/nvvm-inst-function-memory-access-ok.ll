; Near misses of nvvm-inst-function-memory-access: function pointers stored
; into and loaded from memory (a table of device functions), and called.
; RUN: %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@table = addrspace(1) global [2 x ptr] [ptr @a, ptr @b]

define i32 @a() {
  ret i32 1
}
define i32 @b() {
  ret i32 2
}

define i32 @f(ptr %slot, i64 %i) {
  store ptr @a, ptr %slot, align 8
  %e = getelementptr [2 x ptr], ptr addrspace(1) @table, i64 0, i64 %i
  %fp = load ptr, ptr addrspace(1) %e, align 8
  %r = call i32 %fp()
  ret i32 %r
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
