; syscall.assertfail-charsize: __assertfail called with charSize 2.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@m = private unnamed_addr addrspace(1) constant [2 x i8] c"m\00"
declare void @__assertfail(ptr, ptr, i32, ptr, i64)
define ptx_kernel void @k() {
  %s = addrspacecast ptr addrspace(1) @m to ptr
  call void @__assertfail(ptr %s, ptr %s, i32 1, ptr %s, i64 2)
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
