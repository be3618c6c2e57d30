; Device-side launches of a function that is not a kernel, in hand-written IR.
; Pins every launch protocol the rule recognises: clang's (the target is
; operand 0 of LaunchDevice), the public and the mangled C++ wrapper names,
; nvcc's V2 protocol (the target is operand 0 of GetParameterBufferV2; the
; finding is at that call), CDP1 and CDP2 entry points, and a target held in
; an -O0 stack slot. Negatives: kernel targets in every form (ptx_kernel
; definition and declaration, legacy !nvvm.annotations), a function pointer
; that cannot be resolved, ordinary calls, and look-alike names.
; RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

; clang's protocol and the runtime entry points behind it.
declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
; The public names (cuda_device_runtime_api.h).
declare ptr @cudaGetParameterBuffer(i64, i64)
declare i32 @cudaLaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
; The header's static C++ wrappers, as clang names them.
declare ptr @_ZL22cudaGetParameterBuffermm(i64, i64)
declare i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
; nvcc's V2 protocol, CDP2 and CDP1, and the public V2 names.
declare ptr @__cudaCDP2GetParameterBufferV2(ptr, %struct.dim3, %struct.dim3, i32)
declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr)
declare ptr @__cudaCDP1GetParameterBufferV2(ptr, %struct.dim3, %struct.dim3, i32)
declare i32 @__cudaCDP1LaunchDeviceV2(ptr, ptr)
declare ptr @cudaGetParameterBufferV2(ptr, %struct.dim3, %struct.dim3, i32)
declare i32 @cudaLaunchDeviceV2(ptr, ptr)
; Names that contain the words but are no launch API.
declare i32 @myLaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
declare ptr @_Z24cudaGetParameterBufferV3Pv(ptr)

; ---- launch targets ----------------------------------------------------

define ptx_kernel void @child(ptr %p) {
  ret void
}

declare ptx_kernel void @kernel_elsewhere(ptr)

define void @legacy_kernel(ptr %p) {
  ret void
}

define void @_Z6helperPi(ptr %p) {
  ret void
}

define void @device_fn(ptr %p) {
  ret void
}

declare void @extern_device_fn(ptr)

; ---- positives ---------------------------------------------------------

define ptx_kernel void @clang_protocol(ptr %g) {
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %g, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @_Z6helperPi, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}
; CHECK:      nvvm-launch-non-kernel.ll: error: a function that is not __global__ cannot be launched [nvvm-launch-non-kernel]
; CHECK-NEXT: nvvm-launch-non-kernel.ll: note: in function 'clang_protocol'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-launch-non-kernel.ll: note: 'helper(int*)' is declared here without __global__

define ptx_kernel void @public_names(ptr %g) {
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %buf = call ptr @cudaGetParameterBuffer(i64 64, i64 8)
  store ptr %g, ptr %buf, align 8
  %r = call i32 @cudaLaunchDevice(ptr @device_fn, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}
; CHECK:      error: a function that is not __global__ cannot be launched [nvvm-launch-non-kernel]
; CHECK-NEXT: note: in function 'public_names'
; CHECK-NEXT: note: 'device_fn' is declared here without __global__

define ptx_kernel void @mangled_wrappers(ptr %g) {
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %buf = call ptr @_ZL22cudaGetParameterBuffermm(i64 64, i64 8)
  store ptr %g, ptr %buf, align 8
  %r = call i32 @_ZL16cudaLaunchDevicePvS_4dim3S0_jP11CUstream_st(ptr @device_fn, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}
; CHECK:      error: a function that is not __global__ cannot be launched [nvvm-launch-non-kernel]
; CHECK-NEXT: note: in function 'mangled_wrappers'
; CHECK-NEXT: note: 'device_fn' is declared here without __global__

; nvcc's form: the target is named when the buffer is requested; the
; finding is at GetParameterBufferV2, not at LaunchDeviceV2.
define ptx_kernel void @v2_protocol(ptr %g) {
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @device_fn, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 32, i32 1, i32 1 }, i32 0)
  store ptr %g, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      error: a function that is not __global__ cannot be launched [nvvm-launch-non-kernel]
; CHECK-NEXT: note: in function 'v2_protocol'
; CHECK-NEXT: note: 'device_fn' is declared here without __global__

define ptx_kernel void @v2_cdp1(ptr %g) {
  %buf = call ptr @__cudaCDP1GetParameterBufferV2(ptr @device_fn, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %g, ptr %buf, align 8
  %r = call i32 @__cudaCDP1LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      error: a function that is not __global__ cannot be launched [nvvm-launch-non-kernel]
; CHECK-NEXT: note: in function 'v2_cdp1'
; CHECK-NEXT: note: 'device_fn' is declared here without __global__

define ptx_kernel void @v2_public_names(ptr %g) {
  %buf = call ptr @cudaGetParameterBufferV2(ptr @device_fn, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %g, ptr %buf, align 8
  %r = call i32 @cudaLaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      error: a function that is not __global__ cannot be launched [nvvm-launch-non-kernel]
; CHECK-NEXT: note: in function 'v2_public_names'
; CHECK-NEXT: note: 'device_fn' is declared here without __global__

; clang -O0 keeps `void *f = (void *)device_fn;` in a stack slot stored once.
define ptx_kernel void @through_stack_slot(ptr %g) {
  %slot = alloca ptr, align 8
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  store ptr @device_fn, ptr %slot, align 8
  %buf = call ptr @cudaGetParameterBuffer(i64 64, i64 8)
  store ptr %g, ptr %buf, align 8
  %f = load ptr, ptr %slot, align 8
  %r = call i32 @cudaLaunchDevice(ptr %f, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}
; CHECK:      error: a function that is not __global__ cannot be launched [nvvm-launch-non-kernel]
; CHECK-NEXT: note: in function 'through_stack_slot'
; CHECK-NEXT: note: 'device_fn' is declared here without __global__

; In hand-written IR a declaration without ptx_kernel is no kernel either.
; (Only for IR that the tool compiled from .cu is it given the benefit of
; the doubt: clang declares a kernel of another TU without ptx_kernel; see
; nvvm-launch-non-kernel.cu.)
define ptx_kernel void @extern_target(ptr %g) {
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @extern_device_fn, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      error: a function that is not __global__ cannot be launched [nvvm-launch-non-kernel]
; CHECK-NEXT: note: in function 'extern_target'
; CHECK-NEXT: note: 'extern_device_fn' is declared here without __global__

; Launches from a device function are checked too.
define void @device_launcher(ptr %g) {
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @device_fn, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %g, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      error: a function that is not __global__ cannot be launched [nvvm-launch-non-kernel]
; CHECK-NEXT: note: in function 'device_launcher'
; CHECK-NEXT: note: 'device_fn' is declared here without __global__

; ---- negatives ---------------------------------------------------------

define ptx_kernel void @launch_kernel(ptr %g) {
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %g, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}

define ptx_kernel void @launch_kernel_v2(ptr %g) {
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %g, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}

define ptx_kernel void @launch_kernel_declaration(ptr %g) {
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %buf = call ptr @cudaGetParameterBuffer(i64 64, i64 8)
  %r = call i32 @cudaLaunchDevice(ptr @kernel_elsewhere, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}

define ptx_kernel void @launch_legacy_kernel(ptr %g) {
  %buf = call ptr @cudaGetParameterBufferV2(ptr @legacy_kernel, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  %r = call i32 @cudaLaunchDeviceV2(ptr %buf, ptr null)
  ret void
}

; A kernel through the -O0 stack slot.
define ptx_kernel void @kernel_through_stack_slot(ptr %g) {
  %slot = alloca ptr, align 8
  store ptr @child, ptr %slot, align 8
  %f = load ptr, ptr %slot, align 8
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr %f, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}

; The target is not known here: no finding, in either protocol.
define ptx_kernel void @unknown_pointer(ptr %fn, ptr %g) {
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %g, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr %fn, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  %buf2 = call ptr @__cudaCDP2GetParameterBufferV2(ptr %fn, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  %r2 = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf2, ptr null)
  ret void
}

; A function pointer loaded from memory that is no -O0 stack slot.
@fnptr = addrspace(1) global ptr @device_fn, align 8

define ptx_kernel void @pointer_from_global(ptr %g) {
  %f = load ptr, ptr addrspacecast (ptr addrspace(1) @fnptr to ptr), align 8
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr %f, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}

; Ordinary calls of non-kernels, and look-alike names, are no launches.
define ptx_kernel void @ordinary_calls(ptr %g) {
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  call void @device_fn(ptr %g)
  call void @_Z6helperPi(ptr @device_fn)
  %r = call i32 @myLaunchDevice(ptr @device_fn, ptr %g, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  %b = call ptr @_Z24cudaGetParameterBufferV3Pv(ptr @device_fn)
  ret void
}

!nvvm.annotations = !{!0}
!0 = !{ptr @legacy_kernel, !"kernel", i32 1}

; CHECK: 9 errors in 1 file

; NVVM IR version 2.0: libNVVM rejects modules without it (nvvm-module-nvvmir-version).
!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
