; Negative cases for the launch rules (nvvm-launch-non-kernel,
; nvvm-launch-local-pointer, nvvm-launch-shared-pointer): correct device-side
; launches must stay silent. Kernel targets in every form, arguments that
; point to global, constant or heap memory or come from the parent's own
; parameters, scalars, and a local variable's *value* (loaded, not its
; address), in clang's protocol and in nvcc's V2 protocol.
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
declare ptr @__cudaCDP2GetParameterBufferV2(ptr, %struct.dim3, %struct.dim3, i32)
declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr)
declare ptr @malloc(i64)

@gbl = addrspace(1) global [4 x i32] zeroinitializer, align 4
@cst = addrspace(4) constant [4 x i32] zeroinitializer, align 4

define ptx_kernel void @child(ptr %p, ptr %q, i32 %n) {
  ret void
}

define void @legacy_child(ptr %p) {
  ret void
}

define void @attached_child(ptr %p) !nvvm.kernel !{} {
  ret void
}

declare ptx_kernel void @child_elsewhere(ptr)

; Global and constant memory, and a scalar copied from a local variable.
define ptx_kernel void @globals(ptr %unused) {
  %n = alloca i32, align 4
  store i32 7, ptr %n, align 4
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 24, i64 8)
  %g = addrspacecast ptr addrspace(1) @gbl to ptr
  store ptr %g, ptr %buf, align 8
  %a1 = getelementptr inbounds i8, ptr %buf, i64 8
  %c = addrspacecast ptr addrspace(4) @cst to ptr
  store ptr %c, ptr %a1, align 8
  %a2 = getelementptr inbounds i8, ptr %buf, i64 16
  %v = load i32, ptr %n, align 4
  store i32 %v, ptr %a2, align 4
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}

; Heap memory and the parent's own pointer parameter, to kernels in the
; legacy, attachment and declared forms.
define ptx_kernel void @heap_and_params(ptr %in) {
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %heap = call ptr @malloc(i64 16)
  %b1 = call ptr @__cudaCDP2GetParameterBuffer(i64 8, i64 8)
  store ptr %heap, ptr %b1, align 8
  %r1 = call i32 @__cudaCDP2LaunchDevice(ptr @legacy_child, ptr %b1, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  %b2 = call ptr @__cudaCDP2GetParameterBuffer(i64 8, i64 8)
  store ptr %in, ptr %b2, align 8
  %r2 = call i32 @__cudaCDP2LaunchDevice(ptr @attached_child, ptr %b2, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  %b3 = call ptr @__cudaCDP2GetParameterBuffer(i64 8, i64 8)
  store ptr %in, ptr %b3, align 8
  %r3 = call i32 @__cudaCDP2LaunchDevice(ptr @child_elsewhere, ptr %b3, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}

; nvcc's V2 protocol with a kernel target and a global pointer.
define ptx_kernel void @v2(ptr %in) {
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 32, i32 1, i32 1 }, i32 0)
  store ptr %in, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}

!nvvm.annotations = !{!1}
!1 = !{ptr @legacy_child, !"kernel", i32 1}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
