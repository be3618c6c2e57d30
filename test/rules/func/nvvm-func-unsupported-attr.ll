; The CPU-, security- and EH-oriented function attributes NVIDIA's
; nvvm-verify rejects (NVVM IR spec 1.3 "Not Supported"; measured with CUDA
; 13's NVVM-20 verifier, docs/reference/toolchain.md §3/§5), in hand-written IR. Pins:
; each of the 17 but `builtin` on a definition and on a declaration (one
; error each, the message verbatim), `uwtable(sync)`, several on one
; function (one error per attribute), a kernel. `builtin` cannot be tested
; on a function: LLVM 22's parser rejects it there ("'builtin' attribute not
; valid on function") and LLVM's verifier, which gates the tool, allows it
; only on call sites; its call-site form is a negative below. `jumptable`
; needs `unnamed_addr`.
; Negatives: convergent, nounwind, noinline, alwaysinline and other
; attributes NVVM accepts; string attributes; `alignstack` on a parameter;
; call-site attributes (`builtin` on a call of operator new, as clang emits
; it, `returns_twice`, `nobuiltin`); the measured library-declaration
; exemption (`_Znwm`, `_ZdlPv`, `memcpy`, ... declared `nobuiltin` or
; `returns_twice` pass). Not exempt: a declaration of `free` or of an
; ordinary C++ function, and a definition of operator delete[] (`_ZdaPvm`);
; nvvm-func-unsupported-attr-library.ll defines `_ZdlPv` and friends.
; RUN: not %nvvmcheck %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; ---- each attribute on a definition -----------------------------------

define void @def_alignstack() alignstack(16) {
  ret void
}
; CHECK:      nvvm-func-unsupported-attr.ll: error: alignstack function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: nvvm-func-unsupported-attr.ll: note: in function 'def_alignstack'; the IR has no debug location for it (compile with -g for file:line:col)

define void @def_jumptable() unnamed_addr jumptable {
  ret void
}
; CHECK:      error: jumptable function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'def_jumptable'

define void @def_naked() naked {
  ret void
}
; CHECK:      error: naked function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'def_naked'

define void @def_nobuiltin() nobuiltin {
  ret void
}
; CHECK:      error: nobuiltin function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'def_nobuiltin'

define void @def_noimplicitfloat() noimplicitfloat {
  ret void
}
; CHECK:      error: noimplicitfloat function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'def_noimplicitfloat'

define void @def_noredzone() noredzone {
  ret void
}
; CHECK:      error: noredzone function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'def_noredzone'

define void @def_nonlazybind() nonlazybind {
  ret void
}
; CHECK:      error: nonlazybind function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'def_nonlazybind'

define void @def_returns_twice() returns_twice {
  ret void
}
; CHECK:      error: returns_twice function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'def_returns_twice'

define void @def_safestack() safestack {
  ret void
}
; CHECK:      error: safestack function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'def_safestack'

define void @def_sanitize_address() sanitize_address {
  ret void
}
; CHECK:      error: sanitize_address function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'def_sanitize_address'

define void @def_sanitize_memory() sanitize_memory {
  ret void
}
; CHECK:      error: sanitize_memory function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'def_sanitize_memory'

define void @def_sanitize_thread() sanitize_thread {
  ret void
}
; CHECK:      error: sanitize_thread function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'def_sanitize_thread'

define void @def_ssp() ssp {
  ret void
}
; CHECK:      error: ssp function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'def_ssp'

define void @def_sspreq() sspreq {
  ret void
}
; CHECK:      error: sspreq function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'def_sspreq'

define void @def_sspstrong() sspstrong {
  ret void
}
; CHECK:      error: sspstrong function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'def_sspstrong'

define void @def_uwtable() uwtable {
  ret void
}
; CHECK:      error: uwtable function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'def_uwtable'

define void @def_uwtable_sync() uwtable(sync) {
  ret void
}
; CHECK:      error: uwtable function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'def_uwtable_sync'

; ---- each attribute on a declaration ----------------------------------

declare void @decl_alignstack() alignstack(16)
; CHECK:      error: alignstack function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'decl_alignstack'

declare void @decl_jumptable() unnamed_addr jumptable
; CHECK:      error: jumptable function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'decl_jumptable'

declare void @decl_naked() naked
; CHECK:      error: naked function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'decl_naked'

declare void @decl_nobuiltin() nobuiltin
; CHECK:      error: nobuiltin function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'decl_nobuiltin'

declare void @decl_noimplicitfloat() noimplicitfloat
; CHECK:      error: noimplicitfloat function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'decl_noimplicitfloat'

declare void @decl_noredzone() noredzone
; CHECK:      error: noredzone function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'decl_noredzone'

declare void @decl_nonlazybind() nonlazybind
; CHECK:      error: nonlazybind function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'decl_nonlazybind'

declare void @decl_returns_twice() returns_twice
; CHECK:      error: returns_twice function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'decl_returns_twice'

declare void @decl_safestack() safestack
; CHECK:      error: safestack function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'decl_safestack'

declare void @decl_sanitize_address() sanitize_address
; CHECK:      error: sanitize_address function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'decl_sanitize_address'

declare void @decl_sanitize_memory() sanitize_memory
; CHECK:      error: sanitize_memory function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'decl_sanitize_memory'

declare void @decl_sanitize_thread() sanitize_thread
; CHECK:      error: sanitize_thread function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'decl_sanitize_thread'

declare void @decl_ssp() ssp
; CHECK:      error: ssp function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'decl_ssp'

declare void @decl_sspreq() sspreq
; CHECK:      error: sspreq function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'decl_sspreq'

declare void @decl_sspstrong() sspstrong
; CHECK:      error: sspstrong function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'decl_sspstrong'

declare void @decl_uwtable() uwtable
; CHECK:      error: uwtable function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'decl_uwtable'

; NVVM 20 checks a declaration only when something uses it (measured:
; `declare void @f() naked` alone passes); these are all called here.
define void @uses_declarations() {
  call void @decl_alignstack()
  call void @decl_jumptable()
  call void @decl_naked()
  call void @decl_nobuiltin()
  call void @decl_noimplicitfloat()
  call void @decl_noredzone()
  call void @decl_nonlazybind()
  call void @decl_returns_twice()
  call void @decl_safestack()
  call void @decl_sanitize_address()
  call void @decl_sanitize_memory()
  call void @decl_sanitize_thread()
  call void @decl_ssp()
  call void @decl_sspreq()
  call void @decl_sspstrong()
  call void @decl_uwtable()
  ret void
}

; ---- several on one function, and a kernel ----------------------------

; One error per attribute, in a fixed order.
define void @_Z7severalv() naked ssp sspreq sspstrong returns_twice {
  ret void
}
; CHECK:      error: naked function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'several()'
; CHECK:      error: returns_twice function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'several()'
; CHECK:      error: ssp function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'several()'
; CHECK:      error: sspreq function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'several()'
; CHECK:      error: sspstrong function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'several()'

define ptx_kernel void @kernel_with_attrs() uwtable sanitize_address {
  ret void
}
; CHECK:      error: sanitize_address function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'kernel_with_attrs'
; CHECK:      error: uwtable function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'kernel_with_attrs'

; ---- library functions --------------------------------------------------

; Measured: NVVM skips declarations of the library functions it knows, even
; when they are called (below, in @call_sites and @uses_library).
declare noalias ptr @_Znwm(i64) nobuiltin
declare noalias ptr @_Znam(i64) nobuiltin
declare void @_ZdlPv(ptr) nobuiltin
declare void @_ZdlPvm(ptr, i64) nobuiltin
declare void @_ZdaPv(ptr) nobuiltin
declare ptr @memcpy(ptr, ptr, i64) nobuiltin
declare ptr @memmove(ptr, ptr, i64) returns_twice
declare ptr @memset(ptr, i32, i64) nobuiltin

define void @uses_library(ptr %p) {
  %a = call ptr @_Znam(i64 4)
  call void @_ZdlPvm(ptr %p, i64 4)
  call void @_ZdaPv(ptr %p)
  %b = call ptr @memcpy(ptr %p, ptr %p, i64 4)
  %c = call ptr @memmove(ptr %p, ptr %p, i64 4)
  %d = call ptr @memset(ptr %p, i32 0, i64 4)
  ret void
}

; ...but not `free`, nor any other declaration.
declare void @free(ptr) nobuiltin
; CHECK:      error: nobuiltin function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'free'

declare i32 @_Z3fooi(i32) nobuiltin
; CHECK:      error: nobuiltin function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'foo(int)'

define void @uses_free(ptr %p) {
  call void @free(ptr %p)
  %r = call i32 @_Z3fooi(i32 1)
  ret void
}

; A definition of a replaceable allocation function is checked.
define void @_ZdaPvm(ptr %p, i64 %n) nobuiltin {
  ret void
}
; CHECK:      error: nobuiltin function attribute is not supported. [nvvm-func-unsupported-attr]
; CHECK-NEXT: note: in function 'operator delete[](void*, unsigned long)'

; ---- negatives ----------------------------------------------------------

define void @accepted() convergent nounwind noinline mustprogress norecurse willreturn {
  ret void
}

define void @always() alwaysinline optsize {
  ret void
}

define void @optnone_fn() noinline optnone {
  ret void
}

declare void @accepted_decl() convergent nounwind noreturn cold

define void @uses_accepted() {
  call void @accepted_decl()
  unreachable
}

; A declaration nothing uses is not checked (NVVM 20, measured).
declare void @unused_decl() naked ssp

; String attributes are not the enum attributes of the same spelling.
define void @strings() "naked" "uwtable" "no-builtins" "target-cpu"="sm_75" "frame-pointer"="all" {
  ret void
}

; `alignstack` on a parameter is a parameter attribute.
define void @param_alignstack(ptr alignstack(16) %p) {
  ret void
}

declare void @callee()

; Call-site attributes are not checked (clang's `builtin` on `new`).
define ptx_kernel void @call_sites() {
  %m = call ptr @_Znwm(i64 4) #0
  call void @_ZdlPv(ptr %m) #0
  call void @callee() returns_twice
  call void @callee() nobuiltin
  call void @callee() noredzone
  ret void
}

attributes #0 = { builtin }

; CHECK: 43 errors in 1 file

; NVVM IR version 2.0: libNVVM rejects modules without it (nvvm-module-nvvmir-version).
!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
