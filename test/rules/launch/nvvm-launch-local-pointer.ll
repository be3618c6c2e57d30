; Pointers into the parent thread's local memory stored into a launch's
; parameter buffer, in hand-written IR. Pins the provenance walk: a direct
; alloca, a GEP into an alloca, an addrspace(5) alloca cast to generic, an
; addrspace(5) parameter (no variable to name, so no note), phi and select of
; a local and a global pointer, a loop phi, and clang -O0's stack slots; the
; stores may go through GEPs of the buffer; clang's protocol, the public
; names and nvcc's V2 protocol. A warning, so the tool exits 0.
; Negatives: kernel arguments (also through an -O0 slot), addrspace(1) and
; addrspace(4) globals, values loaded from local memory, stores of local
; pointers that do not go into a launch buffer.
; The addrspace(5) alloca is also an NVVM error of its own
; (nvvm-inst-alloca-addrspace, pinned in test/rules/inst), not this test's
; subject, so that rule is switched off here.
; RUN: %nvvmcheck --checks=-nvvm-inst-alloca-addrspace %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.dim3 = type { i32, i32, i32 }

declare ptr @__cudaCDP2GetParameterBuffer(i64, i64)
declare i32 @__cudaCDP2LaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
declare ptr @cudaGetParameterBuffer(i64, i64)
declare i32 @cudaLaunchDevice(ptr, ptr, ptr byval(%struct.dim3) align 4, ptr byval(%struct.dim3) align 4, i32, ptr)
declare ptr @__cudaCDP2GetParameterBufferV2(ptr, %struct.dim3, %struct.dim3, i32)
declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr)
declare ptr @malloc(i64)

@gbl = addrspace(1) global [4 x i32] zeroinitializer, align 4
@cst = addrspace(4) constant [4 x i32] zeroinitializer, align 4
@generic = global i32 0, align 4

define ptx_kernel void @child(ptr %p) {
  ret void
}

define ptx_kernel void @child2(ptr %p, ptr %q) {
  ret void
}

; ---- positives ---------------------------------------------------------

define ptx_kernel void @direct_alloca(ptr %g) {
  %local = alloca i32, align 4
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  store ptr %local, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}
; CHECK:      nvvm-launch-local-pointer.ll: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
; CHECK-NEXT: nvvm-launch-local-pointer.ll: note: in function 'direct_alloca'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-launch-local-pointer.ll: note: '%local' is the local variable the pointer refers to

; The second argument, at offset 8 of the buffer (clang: `getelementptr i8`);
; the first argument is global and stays silent.
define ptx_kernel void @buffer_gep(ptr %g) {
  %second = alloca i32, align 4
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  %a0 = getelementptr inbounds i8, ptr %buf, i64 0
  store ptr %g, ptr %a0, align 64
  %a1 = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr %second, ptr %a1, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child2, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}
; CHECK:      warning: A pointer to local memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'buffer_gep'
; CHECK-NEXT: note: '%second' is the local variable the pointer refers to

; A GEP of a GEP of the buffer.
define ptx_kernel void @buffer_gep_of_gep(ptr %g) {
  %third = alloca i32, align 4
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child2, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  %a1 = getelementptr inbounds i8, ptr %buf, i64 4
  %a2 = getelementptr inbounds i8, ptr %a1, i64 4
  store ptr %third, ptr %a2, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      warning: A pointer to local memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'buffer_gep_of_gep'
; CHECK-NEXT: note: '%third' is the local variable the pointer refers to

; &arr[2]
define ptx_kernel void @gep_into_alloca(ptr %g) {
  %arr = alloca [4 x i32], align 4
  %elem = getelementptr inbounds [4 x i32], ptr %arr, i64 0, i64 2
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %elem, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      warning: A pointer to local memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'gep_into_alloca'
; CHECK-NEXT: note: '%arr' is the local variable the pointer refers to

; An alloca in the local address space, cast to generic.
define ptx_kernel void @addrspace5_alloca(ptr %g) {
  %loc5 = alloca i32, align 4, addrspace(5)
  %gen = addrspacecast ptr addrspace(5) %loc5 to ptr
  %buf = call ptr @cudaGetParameterBuffer(i64 64, i64 8)
  store ptr %gen, ptr %buf, align 8
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %r = call i32 @cudaLaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}
; CHECK:      warning: A pointer to local memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'addrspace5_alloca'
; CHECK-NEXT: note: '%loc5' is the local variable the pointer refers to

; A local pointer that comes in as a parameter: local memory, but no
; variable to show, so no note; cast to generic, or stored as it is.
define void @addrspace5_param(ptr addrspace(5) %lp) {
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  %gen = addrspacecast ptr addrspace(5) %lp to ptr
  store ptr %gen, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      warning: A pointer to local memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'addrspace5_param'
; CHECK-NOT:  note:

define void @addrspace5_param_uncast(ptr addrspace(5) %lp) {
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr addrspace(5) %lp, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      warning: A pointer to local memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'addrspace5_param_uncast'
; CHECK-NOT:  note:

; The pointer is local on one path: phi, then select (local in either arm).
define ptx_kernel void @phi_local_global(ptr %g, i1 %c) {
entry:
  %local = alloca i32, align 4
  br i1 %c, label %a, label %b
a:
  br label %join
b:
  br label %join
join:
  %p = phi ptr [ %g, %a ], [ %local, %b ]
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %p, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      warning: A pointer to local memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'phi_local_global'
; CHECK-NEXT: note: '%local' is the local variable the pointer refers to

define ptx_kernel void @select_local_global(ptr %g, i1 %c) {
  %local = alloca i32, align 4
  %p = select i1 %c, ptr %g, ptr %local
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %p, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      warning: A pointer to local memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'select_local_global'
; CHECK-NEXT: note: '%local' is the local variable the pointer refers to

; A phi that feeds itself (pointer walking a local array): the walk ends.
define ptx_kernel void @loop_phi(ptr %g, i32 %n) {
entry:
  %arr = alloca [8 x i32], align 4
  br label %loop
loop:
  %p = phi ptr [ %arr, %entry ], [ %next, %loop ]
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %next = getelementptr inbounds i32, ptr %p, i64 1
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %next, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      warning: A pointer to local memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'loop_phi'
; CHECK-NEXT: note: '%arr' is the local variable the pointer refers to

; clang -O0: `int *p = &local;` lives in a stack slot and is loaded back.
define ptx_kernel void @stack_slot(ptr %g) {
  %local = alloca i32, align 4
  %p.addr = alloca ptr, align 8
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  store ptr %local, ptr %p.addr, align 8
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 8)
  %p = load ptr, ptr %p.addr, align 8
  %a0 = getelementptr inbounds i8, ptr %buf, i64 0
  store ptr %p, ptr %a0, align 64
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}
; CHECK:      warning: A pointer to local memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'stack_slot'
; CHECK-NEXT: note: '%local' is the local variable the pointer refers to

; A launch from a device function is checked the same way.
define void @device_launcher() {
  %tmp = alloca i64, align 8
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %tmp, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      warning: A pointer to local memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'device_launcher'
; CHECK-NEXT: note: '%tmp' is the local variable the pointer refers to

; ---- negatives ---------------------------------------------------------

; Kernel arguments, directly and through clang -O0's slot; the slot itself
; is local memory, but its address is not what is passed.
define ptx_kernel void @kernel_argument(ptr %g) {
  %g.addr = alloca ptr, align 8
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  store ptr %g, ptr %g.addr, align 8
  %buf = call ptr @__cudaCDP2GetParameterBuffer(i64 64, i64 16)
  %v = load ptr, ptr %g.addr, align 8
  store ptr %v, ptr %buf, align 8
  %a1 = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr %g, ptr %a1, align 8
  %r = call i32 @__cudaCDP2LaunchDevice(ptr @child2, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}

; Global (addrspace 1), constant (addrspace 4) and generic globals, as
; constant expressions and as instructions; heap memory.
define ptx_kernel void @global_memory() {
  %buf = call ptr @cudaGetParameterBuffer(i64 64, i64 48)
  store ptr addrspacecast (ptr addrspace(1) @gbl to ptr), ptr %buf, align 8
  %a1 = getelementptr inbounds i8, ptr %buf, i64 8
  %g1 = addrspacecast ptr addrspace(1) @gbl to ptr
  store ptr %g1, ptr %a1, align 8
  %a2 = getelementptr inbounds i8, ptr %buf, i64 16
  store ptr addrspacecast (ptr addrspace(4) @cst to ptr), ptr %a2, align 8
  %a3 = getelementptr inbounds i8, ptr %buf, i64 24
  store ptr @generic, ptr %a3, align 8
  %a4 = getelementptr inbounds i8, ptr %buf, i64 32
  store ptr addrspace(1) @gbl, ptr %a4, align 8
  %heap = call ptr @malloc(i64 16)
  %a5 = getelementptr inbounds i8, ptr %buf, i64 40
  store ptr %heap, ptr %a5, align 8
  %grid = alloca %struct.dim3, align 4
  %block = alloca %struct.dim3, align 4
  %r = call i32 @cudaLaunchDevice(ptr @child, ptr %buf, ptr byval(%struct.dim3) align 4 %grid, ptr byval(%struct.dim3) align 4 %block, i32 0, ptr null)
  ret void
}

; A value read from local memory is no pointer into it; local pointers
; stored elsewhere, or the buffer stored into a local slot, are no launch
; arguments; a buffer from malloc is no parameter buffer.
define ptx_kernel void @not_launch_arguments(ptr %g) {
  %local = alloca i32, align 4
  %lp = alloca ptr, align 8
  %buf.addr = alloca ptr, align 8
  %v = load i32, ptr %local, align 4
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, %struct.dim3 { i32 1, i32 1, i32 1 }, %struct.dim3 { i32 1, i32 1, i32 1 }, i32 0)
  store i32 %v, ptr %buf, align 4
  store ptr %local, ptr %lp, align 8
  store ptr %local, ptr %g, align 8
  store ptr %buf, ptr %buf.addr, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  %m = call ptr @malloc(i64 8)
  store ptr %local, ptr %m, align 8
  ret void
}

; CHECK: 12 warnings in 1 file

; NVVM IR version 2.0: libNVVM rejects modules without it (nvvm-module-nvvmir-version).
!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
