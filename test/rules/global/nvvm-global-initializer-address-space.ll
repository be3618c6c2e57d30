; Initializers that hold a pointer to shared, local or other non-global
; memory, with NVIDIA's text (measured with CUDA 13.0's NVVM 20,
; recipe R2 of docs/reference/toolchain.md, one module per case). NVVM looks at the initializer's
; expression (casts, GEPs, ptrtoint; even a null or undef pointer of such an
; address space) but not into the fields of a struct: there the address of a
; shared variable passes NVVM and ptxas rejects the PTX ("Variable used as
; initial value not in .global or .const state space"), so this rule flags
; it too (the z- case). A note names the variable whose address is taken.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/a-generic-cast.ll %t/b-direct.ll %t/c-ptrtoint.ll %t/d-gep.ll %t/e-in-constant.ll %t/f-null-shared.ll %t/g-null-local.ll %t/h-undef-shared.ll %t/i-cast-to-shared.ll %t/z-struct-field.ll 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: a-generic-cast.ll: error: Invalid address space for global constant initializer [nvvm-global-initializer-address-space]
; CHECK-NEXT: a-generic-cast.ll: note: in global variable '@p'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: a-generic-cast.ll: note: '@s' is in shared memory (address space 3): its address is not known when the program is loaded
; CHECK-NEXT: b-direct.ll: error: Invalid address space for global constant initializer [nvvm-global-initializer-address-space]
; CHECK-NEXT: b-direct.ll: note: in global variable '@p'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: b-direct.ll: note: '@s' is in shared memory (address space 3): its address is not known when the program is loaded
; CHECK-NEXT: c-ptrtoint.ll: error: Invalid address space for global constant initializer [nvvm-global-initializer-address-space]
; CHECK-NEXT: c-ptrtoint.ll: note: in global variable '@p'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: c-ptrtoint.ll: note: '@s' is in shared memory (address space 3): its address is not known when the program is loaded
; CHECK-NEXT: d-gep.ll: error: Invalid address space for global constant initializer [nvvm-global-initializer-address-space]
; CHECK-NEXT: d-gep.ll: note: in global variable '@p'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: d-gep.ll: note: '@s' is in shared memory (address space 3): its address is not known when the program is loaded
; CHECK-NEXT: e-in-constant.ll: error: Invalid address space for global constant initializer [nvvm-global-initializer-address-space]
; CHECK-NEXT: e-in-constant.ll: note: in global variable '@p'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: e-in-constant.ll: note: '@s' is in shared memory (address space 3): its address is not known when the program is loaded
; CHECK-NEXT: f-null-shared.ll: error: Invalid address space for global constant initializer [nvvm-global-initializer-address-space]
; CHECK-NEXT: f-null-shared.ll: note: in global variable '@p'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: f-null-shared.ll: note: '@p' is initialized with a pointer to shared memory (address space 3); only generic, global and constant pointers can be stored in a variable's initializer
; CHECK-NEXT: g-null-local.ll: error: Invalid address space for global constant initializer [nvvm-global-initializer-address-space]
; CHECK-NEXT: g-null-local.ll: note: in global variable '@p'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: g-null-local.ll: note: '@p' is initialized with a pointer to local memory (address space 5); only generic, global and constant pointers can be stored in a variable's initializer
; CHECK-NEXT: h-undef-shared.ll: error: Invalid address space for global constant initializer [nvvm-global-initializer-address-space]
; CHECK-NEXT: h-undef-shared.ll: note: in global variable '@p'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: h-undef-shared.ll: note: '@p' is initialized with a pointer to shared memory (address space 3); only generic, global and constant pointers can be stored in a variable's initializer
; CHECK-NEXT: i-cast-to-shared.ll: error: Invalid address space for global constant initializer [nvvm-global-initializer-address-space]
; CHECK-NEXT: i-cast-to-shared.ll: note: in global variable '@p'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: i-cast-to-shared.ll: note: '@p' is initialized with a pointer to shared memory (address space 3); only generic, global and constant pointers can be stored in a variable's initializer
; CHECK-NEXT: z-struct-field.ll: error: Invalid address space for global constant initializer [nvvm-global-initializer-address-space]
; CHECK-NEXT: z-struct-field.ll: note: in global variable '@p'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: z-struct-field.ll: note: '@s' is in shared memory (address space 3): its address is not known when the program is loaded
; CHECK-NEXT: 10 errors in 10 files

;--- a-generic-cast.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global i32 undef
@p = addrspace(1) global ptr addrspacecast (ptr addrspace(3) @s to ptr)
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- b-direct.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global i32 undef
@p = addrspace(1) global ptr addrspace(3) @s
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- c-ptrtoint.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global i32 undef
@p = addrspace(1) global i64 ptrtoint (ptr addrspace(3) @s to i64)
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- d-gep.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global [4 x i32] undef
@p = addrspace(1) global ptr getelementptr (i8, ptr addrspacecast (ptr addrspace(3) @s to ptr), i64 4)
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- e-in-constant.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global i32 undef
@p = addrspace(4) constant ptr addrspacecast (ptr addrspace(3) @s to ptr)
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- f-null-shared.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@p = addrspace(1) global ptr addrspace(3) null
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- g-null-local.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@p = addrspace(1) global ptr addrspace(5) null
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- h-undef-shared.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@p = addrspace(1) global ptr addrspace(3) undef
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- i-cast-to-shared.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(1) global i32 0
@p = addrspace(1) global ptr addrspace(3) addrspacecast (ptr addrspace(1) @g to ptr addrspace(3))
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
;--- z-struct-field.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@s = addrspace(3) global i32 undef
@p = addrspace(1) global { i32, ptr } { i32 1, ptr addrspacecast (ptr addrspace(3) @s to ptr) }
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
