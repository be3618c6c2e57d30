; intrinsic.deprecated-addrspace-conv: llvm.nvvm.ptr.gen.to.shared (LLVM 22's reader upgrades it to addrspacecast).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare ptr addrspace(3) @llvm.nvvm.ptr.gen.to.shared.p3.p0(ptr)
define void @f(ptr %p) {
  %s = call ptr addrspace(3) @llvm.nvvm.ptr.gen.to.shared.p3.p0(ptr %p)
  store i32 0, ptr addrspace(3) %s
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
