; intrinsic.bitset-test: llvm.type.test (LLVM's successor of llvm.bitset.test).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i1 @llvm.type.test(ptr, metadata)
define i1 @f(ptr %p) {
  %t = call i1 @llvm.type.test(ptr %p, metadata !"T")
  ret i1 %t
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
