; Device-side launch cases for the agreement harness. NVIDIA's
; cnp-launch-check follows nvcc's V2 protocol
; (__cudaCDP2GetParameterBufferV2 / __cudaCDP2LaunchDeviceV2); clang emits
; the non-V2 entry points (docs/reference/toolchain.md §6).

;--- v2-launch-non-kernel.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.dim3 = type { i32, i32, i32 }
declare ptr @__cudaCDP2GetParameterBufferV2(ptr, %struct.dim3, %struct.dim3, i32)
declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr)
define void @notkernel(ptr %p) {
  ret void
}
define ptx_kernel void @k() {
  %b = call ptr @__cudaCDP2GetParameterBufferV2(ptr @notkernel, %struct.dim3 {i32 1, i32 1, i32 1}, %struct.dim3 {i32 1, i32 1, i32 1}, i32 0)
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %b, ptr null)
  ret void
}

;--- v2-launch-kernel.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.dim3 = type { i32, i32, i32 }
declare ptr @__cudaCDP2GetParameterBufferV2(ptr, %struct.dim3, %struct.dim3, i32)
declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr)
define ptx_kernel void @child(ptr %p) {
  ret void
}
define ptx_kernel void @k(ptr %g) {
  %b = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 {i32 1, i32 1, i32 1}, %struct.dim3 {i32 1, i32 1, i32 1}, i32 0)
  store ptr %g, ptr %b, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %b, ptr null)
  ret void
}

;--- v2-launch-local-pointer.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.dim3 = type { i32, i32, i32 }
declare ptr @__cudaCDP2GetParameterBufferV2(ptr, %struct.dim3, %struct.dim3, i32)
declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr)
define ptx_kernel void @child(ptr %p) {
  ret void
}
define ptx_kernel void @k() {
  %x = alloca i32, align 4
  %b = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 {i32 1, i32 1, i32 1}, %struct.dim3 {i32 1, i32 1, i32 1}, i32 0)
  store ptr %x, ptr %b, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %b, ptr null)
  ret void
}

;--- clang-launch-non-kernel.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.dim3 = type { i32, i32, i32 }
declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
define void @notkernel(ptr %p) {
  ret void
}
define ptx_kernel void @k() {
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %b = call ptr @__cudaCDP2GetParameterBuffer(i64 8, i64 8)
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @notkernel, ptr %b, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}
