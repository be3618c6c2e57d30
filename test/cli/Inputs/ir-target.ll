; A 4100-byte kernel parameter: fine on sm_90 (its target-cpu), too big for
; sm_60 (4096 bytes before Volta).
target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.S = type { [4100 x i8] }

define ptx_kernel void @k(ptr byval(%struct.S) align 1 %s) #0 {
  ret void
}

attributes #0 = { "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }

; NVVM IR version 2.0: libNVVM rejects modules without it (nvvm-module-nvvmir-version).
!nvvmir.version = !{!9000}
!9000 = !{i32 2, i32 0}
