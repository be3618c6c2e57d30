; Pointers into the parent block's shared memory stored into a launch's
; parameter buffer, in hand-written IR. Pins: the addrspacecast of a
; __shared__ variable as a constant expression (clang's form) and as an
; instruction, a constant GEP into it, the raw addrspace(3) pointer, extern
; dynamic shared memory, an addrspace(3) parameter (no variable to name, so
; no note), phi with a global pointer, clang -O0's stack slot; clang's
; protocol, the public names and nvcc's V2 protocol. A warning: exit 0.
; Negatives: global and constant memory, kernel arguments, and a pointer
; value that is merely read from shared memory.
; RUN: %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
declare ptr @cudaGetParameterBuffer(i64, i64)
declare i32 @cudaLaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
declare ptr @__cudaCDP2GetParameterBufferV2(ptr, %struct.dim3, %struct.dim3, i32)
declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr)

@tile = internal addrspace(3) global [32 x i32] undef, align 4
@other = internal addrspace(3) global i32 undef, align 4
@dyn = external addrspace(3) global [0 x i8], align 16
@ptrs = internal addrspace(3) global ptr undef, align 8
@gbl = addrspace(1) global [4 x i32] zeroinitializer, align 4
@cst = addrspace(4) constant [4 x i32] zeroinitializer, align 4

define ptx_kernel void @child(ptr %p) {
  ret void
}

; ---- positives ---------------------------------------------------------

; clang's `child<<<1, 32>>>(tile)`.
define ptx_kernel void @constexpr_cast() {
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %a0 = getelementptr inbounds i8, ptr %buf, i64 0
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %a0, align 64
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}
; CHECK:      nvvm-launch-shared-pointer.ll: warning: A pointer to shared memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-shared-pointer]
; CHECK-NEXT: nvvm-launch-shared-pointer.ll: note: in function 'constexpr_cast'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-launch-shared-pointer.ll: note: '@tile' is the __shared__ variable the pointer refers to

define ptx_kernel void @instruction_cast() {
  %gen = addrspacecast ptr addrspace(3) @other to ptr
  %buf = call ptr @cudaGetParameterBuffer(i64 64, i64 8)
  store ptr %gen, ptr %buf, align 8
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %r = call i32 @cudaLaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}
; CHECK:      warning: A pointer to shared memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'instruction_cast'
; CHECK-NEXT: note: '@other' is the __shared__ variable the pointer refers to

; &tile[4] as a constant GEP over the cast.
define ptx_kernel void @constexpr_gep() {
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr getelementptr inbounds ([32 x i32], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 4), ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      warning: A pointer to shared memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'constexpr_gep'
; CHECK-NEXT: note: '@tile' is the __shared__ variable the pointer refers to

; &tile[i] at -O0: an instruction GEP over the constant cast.
define ptx_kernel void @dynamic_index(i64 %i) {
  %e = getelementptr inbounds [32 x i32], ptr addrspacecast (ptr addrspace(3) @tile to ptr), i64 0, i64 %i
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %e, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      warning: A pointer to shared memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'dynamic_index'
; CHECK-NEXT: note: '@tile' is the __shared__ variable the pointer refers to

; The addrspace(3) pointer itself, uncast.
define ptx_kernel void @raw_addrspace3() {
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr addrspace(3) @other, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      warning: A pointer to shared memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'raw_addrspace3'
; CHECK-NEXT: note: '@other' is the __shared__ variable the pointer refers to

; extern __shared__ char dyn[];
define ptx_kernel void @dynamic_shared() {
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr addrspacecast (ptr addrspace(3) @dyn to ptr), ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      warning: A pointer to shared memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'dynamic_shared'
; CHECK-NEXT: note: '@dyn' is the __shared__ variable the pointer refers to

; A shared pointer that comes in as a parameter: no variable to show.
define void @addrspace3_param(ptr addrspace(3) %sp) {
  %gen = addrspacecast ptr addrspace(3) %sp to ptr
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %gen, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      warning: A pointer to shared memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'addrspace3_param'
; CHECK-NOT:  note:

define ptx_kernel void @phi_shared_global(ptr %g, i1 %c) {
entry:
  br i1 %c, label %a, label %join
a:
  br label %join
join:
  %p = phi ptr [ %g, %entry ], [ addrspacecast (ptr addrspace(3) @other to ptr), %a ]
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %p, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      warning: A pointer to shared memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'phi_shared_global'
; CHECK-NEXT: note: '@other' is the __shared__ variable the pointer refers to

; clang -O0: `int *p = tile;` in a stack slot.
define ptx_kernel void @stack_slot() {
  %p.addr = alloca ptr, align 8
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %p.addr, align 8
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  %p = load ptr, ptr %p.addr, align 8
  store ptr %p, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      warning: A pointer to shared memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'stack_slot'
; CHECK-NEXT: note: '@tile' is the __shared__ variable the pointer refers to

; ---- negatives ---------------------------------------------------------

; Global and constant memory, a kernel argument, and a pointer read from
; shared memory (it points wherever it was set to point, not into @ptrs).
define ptx_kernel void @not_shared(ptr %g) {
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr addrspacecast (ptr addrspace(1) @gbl to ptr), ptr %buf, align 8
  %a1 = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr addrspacecast (ptr addrspace(4) @cst to ptr), ptr %a1, align 8
  %a2 = getelementptr inbounds i8, ptr %buf, i64 16
  store ptr %g, ptr %a2, align 8
  %loaded = load ptr, ptr addrspace(3) @ptrs, align 8
  %a3 = getelementptr inbounds i8, ptr %buf, i64 24
  store ptr %loaded, ptr %a3, align 8
  %loaded2 = load ptr, ptr addrspacecast (ptr addrspace(3) @ptrs to ptr), align 8
  %a4 = getelementptr inbounds i8, ptr %buf, i64 32
  store ptr %loaded2, ptr %a4, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}

; Shared pointers that are stored, but not into a launch buffer.
define ptx_kernel void @not_a_launch(ptr %g) {
  store ptr addrspacecast (ptr addrspace(3) @tile to ptr), ptr %g, align 8
  ret void
}

; CHECK: 9 warnings in 1 file

; NVVM IR version 2.0: libNVVM rejects modules without it (nvvm-module-nvvmir-version).
!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
