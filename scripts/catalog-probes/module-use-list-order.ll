; module.use-list-order: a uselistorder directive (llvm-as 22 writes a USELIST block).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = global i32 0
define void @f() {
  store i32 1, ptr @g
  store i32 2, ptr @g
  ret void
}
uselistorder ptr @g, { 1, 0 }

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
