; inst.operand-bundle: an operand bundle on llvm.assume (clang's __builtin_assume_aligned at -O2).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @llvm.assume(i1)
define void @f(ptr %p) {
  call void @llvm.assume(i1 true) [ "align"(ptr %p, i64 16) ]
  store i32 0, ptr %p
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
