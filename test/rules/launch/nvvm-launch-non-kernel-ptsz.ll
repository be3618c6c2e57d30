; The per-thread-default-stream launch entry points: with
; CUDA_API_PER_THREAD_DEFAULT_STREAM (nvcc --default-stream per-thread),
; cuda_device_runtime_api.h routes cudaLaunchDevice to
; __cudaCDP2LaunchDevice_ptsz(fn, buf, grid, block, shmem, stream), and the
; program may call cudaLaunchDevice_ptsz itself. Once the header's wrapper
; is inlined (any optimised IR), the non-kernel target is operand 0 of the
; _ptsz call, and must be reported like the plain entry point.
;
; RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare i32 @__cudaCDP2LaunchDevice_ptsz(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
declare i32 @cudaLaunchDevice_ptsz(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)

define ptx_kernel void @child(ptr %p) {
  ret void
}

define void @device_fn(ptr %p) {
  ret void
}

define ptx_kernel void @runtime_entry(ptr %g) {
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %g, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice_ptsz(ptr @device_fn, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}
; CHECK:      nvvm-launch-non-kernel-ptsz.ll: error: a function that is not __global__ cannot be launched [nvvm-launch-non-kernel]
; CHECK-NEXT: note: in function 'runtime_entry'
; CHECK-NEXT: note: 'device_fn' is declared here without __global__

define ptx_kernel void @public_name(ptr %g) {
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %g, ptr %buf, align 8
  %r = call i32 @cudaLaunchDevice_ptsz(ptr @device_fn, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}
; CHECK:      error: a function that is not __global__ cannot be launched [nvvm-launch-non-kernel]
; CHECK-NEXT: note: in function 'public_name'
; CHECK-NEXT: note: 'device_fn' is declared here without __global__

; A kernel target stays silent.
define ptx_kernel void @kernel_target(ptr %g) {
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %g, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice_ptsz(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}

; CHECK: 2 errors in 1 file

; NVVM IR version 2.0: libNVVM rejects modules without it (nvvm-module-nvvmir-version).
!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
