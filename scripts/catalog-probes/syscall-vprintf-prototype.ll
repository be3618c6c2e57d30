; syscall.prototype: vprintf declared with an i32 second parameter, called from a kernel.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@fmt = private unnamed_addr addrspace(1) constant [3 x i8] c"x\0A\00"
declare i32 @vprintf(ptr, i32)
define ptx_kernel void @k() {
  %f = addrspacecast ptr addrspace(1) @fmt to ptr
  %r = call i32 @vprintf(ptr %f, i32 7)
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
