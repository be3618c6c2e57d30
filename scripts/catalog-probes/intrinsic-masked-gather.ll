; intrinsic.masked-vector: llvm.masked.gather.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr>, i32 immarg, <4 x i1>, <4 x float>)
define <4 x float> @f(<4 x ptr> %p, <4 x i1> %m) {
  %v = call <4 x float> @llvm.masked.gather.v4f32.v4p0(<4 x ptr> %p, i32 4, <4 x i1> %m, <4 x float> poison)
  ret <4 x float> %v
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
