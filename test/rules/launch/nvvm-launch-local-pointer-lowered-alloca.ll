; A local variable reached through NVPTX's lowered form of an alloca
; (generic -> addrspace(5) -> generic, as NVPTXLowerAlloca and
; InferAddressSpaces leave it): the warning is right, and the note should
; still name the alloca, as it does for a plain or addrspace(5) alloca
; (nvvm-launch-local-pointer.ll).
;
; RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

declare ptr @__cudaCDP2GetParameterBufferV2(ptr, %struct.dim3, %struct.dim3, i32)
declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr)

define ptx_kernel void @child(ptr %p) {
  ret void
}

define ptx_kernel void @lowered(ptr %g) {
  %local = alloca i32, align 4
  %l5 = addrspacecast ptr %local to ptr addrspace(5)
  %gen = addrspacecast ptr addrspace(5) %l5 to ptr
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %gen, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      nvvm-launch-local-pointer-lowered-alloca.ll: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
; CHECK-NEXT: note: in function 'lowered'
; CHECK-NEXT: note: '%local' is the local variable the pointer refers to

; CHECK: 1 warning in 1 file

; NVVM IR version 2.0: libNVVM rejects modules without it (nvvm-module-nvvmir-version).
!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
