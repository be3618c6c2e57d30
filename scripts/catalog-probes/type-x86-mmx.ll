; type.x86-mmx: the x86_mmx type, which llvm-as 22 refuses (LLVM 20 removed it).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @f(<2 x i32> %x, ptr %p) {
  %v = bitcast <2 x i32> %x to x86_mmx
  store x86_mmx %v, ptr %p
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
