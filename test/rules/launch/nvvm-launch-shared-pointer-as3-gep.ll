; &tile[i] in optimised IR: InferAddressSpaces moves the GEP into
; addrspace(3) and casts the element pointer to generic. The warning is
; right, and the note should still name @tile, as it does for clang's -O0
; form (a GEP over the cast, nvvm-launch-shared-pointer.ll).
;
; RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

declare ptr @__cudaCDP2GetParameterBufferV2(ptr, %struct.dim3, %struct.dim3, i32)
declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr)

@tile = internal addrspace(3) global [32 x i32] undef, align 4

define ptx_kernel void @child(ptr %p) {
  ret void
}

define ptx_kernel void @element(i64 %i) {
  %e = getelementptr inbounds [32 x i32], ptr addrspace(3) @tile, i64 0, i64 %i
  %gen = addrspacecast ptr addrspace(3) %e to ptr
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %gen, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      nvvm-launch-shared-pointer-as3-gep.ll: warning: A pointer to shared memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-shared-pointer]
; CHECK-NEXT: note: in function 'element'
; CHECK-NEXT: note: '@tile' is the __shared__ variable the pointer refers to

; CHECK: 1 warning in 1 file

; NVVM IR version 2.0: libNVVM rejects modules without it (nvvm-module-nvvmir-version).
!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
