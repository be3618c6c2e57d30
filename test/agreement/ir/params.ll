; Kernel parameter space at the IR level (libNVVM profile). NVVM's
; nvvm-pretreat adds the parameter sizes without padding; ptxas aligns each
; parameter (docs/reference/toolchain.md §4).

;--- byval-40000.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%S = type { [40000 x i8] }
define ptx_kernel void @_Z1k1S(ptr byval(%S) align 1 %s) {
  ret void
}

;--- byval-32764.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%S = type { [32764 x i8] }
define ptx_kernel void @_Z1k1S(ptr byval(%S) align 1 %s) {
  ret void
}

;--- padded-32756-plus-pointer.ll
; Raw sum 32764 (NVVM passes), aligned 32768 (ptxas fails).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%S = type { [32756 x i8] }
define ptx_kernel void @_Z1k1SPc(ptr byval(%S) align 1 %s, ptr %p) {
  ret void
}

;--- device-function-40000.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%S = type { [40000 x i8] }
define void @_Z1f1S(ptr byval(%S) align 1 %s) {
  ret void
}

;--- two-kernels.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%S = type { [40000 x i8] }
define ptx_kernel void @_Z2k11S(ptr byval(%S) align 1 %s) {
  ret void
}
define ptx_kernel void @_Z2k21S(ptr byval(%S) align 1 %s) {
  ret void
}

;--- legacy-annotated-kernel.ll
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%S = type { [33000 x i8] }
define void @k(ptr byval(%S) align 1 %s) {
  ret void
}
!nvvm.annotations = !{!1}
!1 = !{ptr @k, !"kernel", i32 1}
