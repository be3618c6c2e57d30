; Global-variable and linkage cases for the agreement harness
; (docs/reference/toolchain.md §3).

;--- section.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@gv = addrspace(1) global i32 0, section "mysec"

;--- section-llvm-metadata.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@gv = addrspace(1) global i32 0, section "llvm.metadata"

;--- hidden.ll
; Info only: accepted.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@hv = hidden addrspace(1) global i32 0

;--- extern-weak.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@w = extern_weak addrspace(1) global i32
define i32 @f() {
  %v = load i32, ptr addrspace(1) @w
  ret i32 %v
}

;--- bad-identifier.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @k.bad-name() {
  ret void
}

;--- private-dot-name.ll
; clang's string literals: private, with a dot in the name.
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@.str = private unnamed_addr addrspace(4) constant [3 x i8] c"hi\00", align 1
define ptr addrspace(4) @f() {
  ret ptr addrspace(4) @.str
}

;--- shared-initialized.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global i32 5

;--- shared-undef.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global i32 undef

;--- global-local-as.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@l = addrspace(5) global i32 0

;--- global-ctors.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @init, ptr null }]
define internal void @init() {
  ret void
}

;--- static-init-addrspacecast-function.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define void @f() {
  ret void
}
@fp = addrspace(1) global ptr addrspace(1) addrspacecast (ptr @f to ptr addrspace(1))

;--- bad-global-hides-function-error.ll
; A bad global suppresses NVIDIA's function diagnostics (first error only).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global i32 5
define void @f() naked {
  ret void
}
