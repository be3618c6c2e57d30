; The library-function exemption of nvvm-func-unsupported-attr covers
; declarations only (measured: NVVM skips `declare ... @_ZdlPv(ptr)
; nobuiltin`): a device-side *definition* of a replaceable allocation
; function or of memcpy is checked like any other function. The declaration
; counterparts are in nvvm-func-unsupported-attr.ll.
; RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @_ZdlPv(ptr %p) nobuiltin {
  ret void
}
; CHECK:      nvvm-func-unsupported-attr-library.ll: error: nobuiltin function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: nvvm-func-unsupported-attr-library.ll: note: in function 'operator delete(void*)'; the IR has no debug location for it (compile with -g for file:line:col)

define ptr @_Znwm(i64 %n) nobuiltin {
  ret ptr null
}
; CHECK:      error: nobuiltin function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'operator new(unsigned long)'

define ptr @memcpy(ptr %d, ptr %s, i64 %n) returns_twice {
  ret ptr %d
}
; CHECK:      error: returns_twice function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'memcpy'

; The exemption is by exact name: these are not memcpy/memset.
declare ptr @memcpy_fast(ptr, ptr, i64) nobuiltin
; CHECK:      error: nobuiltin function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'memcpy_fast'

declare ptr @_Z6memsetPvim(ptr, i32, i64) nobuiltin
; CHECK:      error: nobuiltin function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'memset(void*, int, unsigned long)'

; (NVVM checks a declaration only when it is used.)
define void @user(ptr %p) {
  %a = call ptr @memcpy_fast(ptr %p, ptr %p, i64 4)
  %b = call ptr @_Z6memsetPvim(ptr %p, i32 0, i64 4)
  ret void
}

; CHECK: 5 errors in 1 file

; NVVM IR version 2.0: libNVVM rejects modules without it (nvvm-module-nvvmir-version).
!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
