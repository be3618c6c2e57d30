; Source of raw-annotations.bc: bitcode whose !nvvm.annotations are as an
; older LLVM writes them (LLVM 22's own writer cannot: its reader rewrites
; them first). Made by make_raw_bc.py (LLVM C API through ctypes), which parses this file,
; whose named metadata is spelt !nvvm.annotationz so that no rewrite happens,
; copies its operands into !nvvm.annotations and writes bitcode
; (LLVMWriteBitcodeToFile).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k() {
  ret void
}

!nvvm.annotationz = !{!0, !1, !2}
!0 = !{ptr @k, !"kernel", i32 1, !"maxntidx", i32 0}
!1 = !{ptr @k, !"minctasm", i32 2, !"minctasm", i32 4}
!2 = !{ptr @k, !"maxntid", i32 64}

!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
