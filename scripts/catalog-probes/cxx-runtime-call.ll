; cxx.unsupported-runtime: calls of __cxa_throw and __dynamic_cast (no device implementation).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @__cxa_throw(ptr, ptr, ptr)
declare ptr @__dynamic_cast(ptr, ptr, ptr, i64)
define ptx_kernel void @k(ptr %p, ptr %out) {
  %c = call ptr @__dynamic_cast(ptr %p, ptr null, ptr null, i64 0)
  store ptr %c, ptr %out
  call void @__cxa_throw(ptr %p, ptr null, ptr null)
  ret void
}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
