; Two local pointers stored into one launch's buffer are two findings, even
; when nothing tells them apart in IR without debug info (same function, no
; location, no variable to name: addrspace(5) parameters).
;
; RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

declare ptr @__cudaCDP2GetParameterBufferV2(ptr, %struct.dim3, %struct.dim3, i32)
declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr)

define ptx_kernel void @child(ptr %p, ptr %q) {
  ret void
}

define void @two_arguments(ptr addrspace(5) %a, ptr addrspace(5) %b) {
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr addrspace(5) %a, ptr %buf, align 8
  %b1 = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr addrspace(5) %b, ptr %b1, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      nvvm-launch-local-pointer-dedup.ll: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
; CHECK-NEXT: note: in function 'two_arguments'
; CHECK-NEXT: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
; CHECK-NEXT: note: in function 'two_arguments'

; CHECK: 2 warnings in 1 file

; NVVM IR version 2.0: libNVVM rejects modules without it (nvvm-module-nvvmir-version).
!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
