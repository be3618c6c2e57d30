; A pointer to a local or shared object returned by a device function and
; stored into a launch's parameter buffer, in hand-written (optimised-style)
; IR: the walk follows the callee's `ret` operands, with the callee's
; parameters bound to that call's arguments, through several returns, a
; select and a nested call. Both rules, each with a note at the call.
; Negatives: a callee returning a global, the same callee handed a global
; (its other caller passes a local: parameters are bound per call, not to
; every caller), a declaration, and a callee that calls itself forever
; (the walk is bounded).
; RUN: %nvvmcheck --arch=sm_75 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare ptr @__cudaCDP2GetParameterBufferV2(ptr, { i32, i32, i32 }, { i32, i32, i32 }, i32)
declare i32 @__cudaCDP2LaunchDeviceV2(ptr, ptr)
declare ptr @opaque(ptr)

@gbl = addrspace(1) global i32 0, align 4
@tile = internal addrspace(3) global [32 x i32] undef, align 4

define ptx_kernel void @child(ptr %p) {
  ret void
}

define ptr @pick(ptr %p) {
  ret ptr %p
}

define ptr @either(i1 %c, ptr %a, ptr %b) {
entry:
  br i1 %c, label %first, label %second
first:
  ret ptr %a
second:
  %s = select i1 %c, ptr %b, ptr %b
  ret ptr %s
}

define ptr @nested(ptr %p) {
  %r = call ptr @pick(ptr %p)
  ret ptr %r
}

define ptr @global_ptr() {
  ret ptr addrspacecast (ptr addrspace(1) @gbl to ptr)
}

define ptr @forever(ptr %p) {
  %r = call ptr @forever(ptr %p)
  ret ptr %r
}

define ptx_kernel void @returned_local() {
  %local = alloca i32, align 4
  %q = call ptr @pick(ptr %local)
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, { i32, i32, i32 } { i32 1, i32 1, i32 1 }, { i32, i32, i32 } { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %q, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      nvvm-launch-local-pointer-returned.ll: warning: A pointer to local memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-local-pointer]
; CHECK-NEXT: nvvm-launch-local-pointer-returned.ll: note: in function 'returned_local'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-launch-local-pointer-returned.ll: note: the pointer is returned by this call to 'pick'
; CHECK-NEXT: nvvm-launch-local-pointer-returned.ll: note: '%local' is the local variable the pointer refers to

; Two calls deep: the outer call is named.
define ptx_kernel void @returned_nested() {
  %local = alloca i32, align 4
  %q = call ptr @nested(ptr %local)
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, { i32, i32, i32 } { i32 1, i32 1, i32 1 }, { i32, i32, i32 } { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %q, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      warning: A pointer to local memory was passed as a launch argument.
; CHECK-NEXT: note: in function 'returned_nested'
; CHECK-NEXT: note: the pointer is returned by this call to 'nested'
; CHECK-NEXT: note: '%local' is the local variable the pointer refers to

; Shared memory, through one of two returns and a select.
define ptx_kernel void @returned_shared(i1 %c) {
  %q = call ptr @either(i1 %c, ptr addrspacecast (ptr addrspace(1) @gbl to ptr), ptr addrspacecast (ptr addrspace(3) @tile to ptr))
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, { i32, i32, i32 } { i32 1, i32 1, i32 1 }, { i32, i32, i32 } { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %q, ptr %buf, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}
; CHECK:      warning: A pointer to shared memory was passed as a launch argument. Dereferencing this within the launch is undefined. [nvvm-launch-shared-pointer]
; CHECK-NEXT: note: in function 'returned_shared'
; CHECK-NEXT: note: the pointer is returned by this call to 'either'
; CHECK-NEXT: note: '@tile' is the __shared__ variable the pointer refers to

; ---- negatives ----------------------------------------------------------

define ptx_kernel void @not_local(ptr %g) {
  %local = alloca i32, align 4
  %a = call ptr @global_ptr()
  %b = call ptr @pick(ptr %g)
  %c = call ptr @opaque(ptr %local)
  %d = call ptr @forever(ptr %local)
  %buf = call ptr @__cudaCDP2GetParameterBufferV2(ptr @child, { i32, i32, i32 } { i32 1, i32 1, i32 1 }, { i32, i32, i32 } { i32 1, i32 1, i32 1 }, i32 0)
  store ptr %a, ptr %buf, align 8
  %b1 = getelementptr inbounds i8, ptr %buf, i64 8
  store ptr %b, ptr %b1, align 8
  %b2 = getelementptr inbounds i8, ptr %buf, i64 16
  store ptr %c, ptr %b2, align 8
  %b3 = getelementptr inbounds i8, ptr %buf, i64 24
  store ptr %d, ptr %b3, align 8
  %r = call i32 @__cudaCDP2LaunchDeviceV2(ptr %buf, ptr null)
  ret void
}

; CHECK: 3 warnings in 1 file

; NVVM IR version 2.0: libNVVM rejects modules without it (nvvm-module-nvvmir-version).
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
