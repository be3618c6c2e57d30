; intrinsic.masked-vector: llvm.masked.load and llvm.masked.store.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare <4 x float> @llvm.masked.load.v4f32.p0(ptr, i32 immarg, <4 x i1>, <4 x float>)
declare void @llvm.masked.store.v4f32.p0(<4 x float>, ptr, i32 immarg, <4 x i1>)
define void @f(ptr %p, <4 x i1> %m) {
  %v = call <4 x float> @llvm.masked.load.v4f32.p0(ptr %p, i32 16, <4 x i1> %m, <4 x float> poison)
  call void @llvm.masked.store.v4f32.p0(<4 x float> %v, ptr %p, i32 16, <4 x i1> %m)
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
