; Data layouts libNVVM refuses, one specification at a time, with NVIDIA's
; texts (measured with CUDA 13.0's NVVM 20, cicc -libnvvm
; -arch=compute_100 -opt-passes=nvvm-verify, recipe R2 of docs/reference/toolchain.md; NVIDIA
; prefixes each with "DataLayoutError: "). The first finding of a module
; carries a note with the layout and NVIDIA's example; a layout with
; several problems gets one finding each, in NVIDIA's order.
; RUN: rm -rf %t && split-file %s %t
; RUN: not %nvvmcheck --arch=sm_90 %t/empty.ll 2>&1 | FileCheck %s --check-prefix=CHECK-EMPTY --implicit-check-not='{{error|warning|note}}:'
; CHECK-EMPTY: empty.ll: error: Data Layout string is empty [nvvm-module-datalayout]
; CHECK-EMPTY-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/big-endian.ll 2>&1 | FileCheck %s --check-prefix=CHECK-BIG_ENDIAN --implicit-check-not='{{error|warning|note}}:'
; CHECK-BIG_ENDIAN: big-endian.ll: error: Endianness must be little endian [Supported: -e]. [nvvm-module-datalayout]
; CHECK-BIG_ENDIAN-NEXT: big-endian.ll: note: the data layout is "E-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-BIG_ENDIAN-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/program-as.ll 2>&1 | FileCheck %s --check-prefix=CHECK-PROGRAM_AS --implicit-check-not='{{error|warning|note}}:'
; CHECK-PROGRAM_AS: program-as.ll: error: Program address space must be 0 [Supported: -P:0]. [nvvm-module-datalayout]
; CHECK-PROGRAM_AS-NEXT: program-as.ll: note: the data layout is "e-P1-i64:64-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-PROGRAM_AS-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/global-as.ll 2>&1 | FileCheck %s --check-prefix=CHECK-GLOBAL_AS --implicit-check-not='{{error|warning|note}}:'
; CHECK-GLOBAL_AS: global-as.ll: error: Default global address space must be 0 [Supported: -G:0]. [nvvm-module-datalayout]
; CHECK-GLOBAL_AS-NEXT: global-as.ll: note: the data layout is "e-G1-i64:64-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-GLOBAL_AS-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/alloca-as.ll 2>&1 | FileCheck %s --check-prefix=CHECK-ALLOCA_AS --implicit-check-not='{{error|warning|note}}:'
; CHECK-ALLOCA_AS: alloca-as.ll: error: Alloca address space must be 0 [Supported: -A:0]. [nvvm-module-datalayout]
; CHECK-ALLOCA_AS-NEXT: alloca-as.ll: note: the data layout is "e-A5-i64:64-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-ALLOCA_AS-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/no-native.ll 2>&1 | FileCheck %s --check-prefix=CHECK-NO_NATIVE --implicit-check-not='{{error|warning|note}}:'
; CHECK-NO_NATIVE: no-native.ll: error: Require 32 bit native integer width [Supported: -n:16:32:64 or -n:32]. [nvvm-module-datalayout]
; CHECK-NO_NATIVE-NEXT: no-native.ll: note: the data layout is "e-i64:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-NO_NATIVE-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/non-integral.ll 2>&1 | FileCheck %s --check-prefix=CHECK-NON_INTEGRAL --implicit-check-not='{{error|warning|note}}:'
; CHECK-NON_INTEGRAL: non-integral.ll: error: Non integral address spaces not supported. [nvvm-module-datalayout]
; CHECK-NON_INTEGRAL-NEXT: non-integral.ll: note: the data layout is "e-ni:3-i64:64-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-NON_INTEGRAL-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/pointer-16.ll 2>&1 | FileCheck %s --check-prefix=CHECK-POINTER_16 --implicit-check-not='{{error|warning|note}}:'
; CHECK-POINTER_16: pointer-16.ll: error: Unsupported pointer alignment [Supported: 64-bit: -p:64:64:64, 32-bit (deprecated): -p:32:32:32]. [nvvm-module-datalayout]
; CHECK-POINTER_16-NEXT: pointer-16.ll: note: the data layout is "e-p:16:16-i64:64-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-POINTER_16-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/pointer-pref.ll 2>&1 | FileCheck %s --check-prefix=CHECK-POINTER_PREF --implicit-check-not='{{error|warning|note}}:'
; CHECK-POINTER_PREF: pointer-pref.ll: error: Unsupported pointer alignment [Supported: 64-bit: -p:64:64:64, 32-bit (deprecated): -p:32:32:32]. [nvvm-module-datalayout]
; CHECK-POINTER_PREF-NEXT: pointer-pref.ll: note: the data layout is "e-p:64:64:128-i64:64-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-POINTER_PREF-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/pointer-index.ll 2>&1 | FileCheck %s --check-prefix=CHECK-POINTER_INDEX --implicit-check-not='{{error|warning|note}}:'
; CHECK-POINTER_INDEX: pointer-index.ll: error: Unsupported pointer alignment [Supported: 64-bit: -p:64:64:64, 32-bit (deprecated): -p:32:32:32]. [nvvm-module-datalayout]
; CHECK-POINTER_INDEX-NEXT: pointer-index.ll: note: the data layout is "e-p:64:64:64:32-i64:64-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-POINTER_INDEX-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/pointer-as2.ll 2>&1 | FileCheck %s --check-prefix=CHECK-POINTER_AS2 --implicit-check-not='{{error|warning|note}}:'
; CHECK-POINTER_AS2: pointer-as2.ll: error: Unsupported pointer alignment [Supported: 64-bit: -p:64:64:64, 32-bit (deprecated): -p:32:32:32]. [nvvm-module-datalayout]
; CHECK-POINTER_AS2-NEXT: pointer-as2.ll: note: the data layout is "e-p2:32:32-i64:64-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-POINTER_AS2-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/pointer-shared.ll 2>&1 | FileCheck %s --check-prefix=CHECK-POINTER_SHARED --implicit-check-not='{{error|warning|note}}:'
; CHECK-POINTER_SHARED: pointer-shared.ll: error: Unsupported pointer alignment [Supported: 64-bit: -p:64:64:64, 32-bit (deprecated): -p:32:32:32]. [nvvm-module-datalayout]
; CHECK-POINTER_SHARED-NEXT: pointer-shared.ll: note: the data layout is "e-p3:16:16-i64:64-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-POINTER_SHARED-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/i64-32.ll 2>&1 | FileCheck %s --check-prefix=CHECK-I64_32 --implicit-check-not='{{error|warning|note}}:'
; CHECK-I64_32: i64-32.ll: error: Unsupported integer alignment [Supported: -i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128]. [nvvm-module-datalayout]
; CHECK-I64_32-NEXT: i64-32.ll: note: the data layout is "e-i64:32-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-I64_32-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/i64-default.ll 2>&1 | FileCheck %s --check-prefix=CHECK-I64_DEFAULT --implicit-check-not='{{error|warning|note}}:'
; CHECK-I64_DEFAULT: i64-default.ll: error: Unsupported integer alignment [Supported: -i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128]. [nvvm-module-datalayout]
; CHECK-I64_DEFAULT-NEXT: i64-default.ll: note: the data layout is "e-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-I64_DEFAULT-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/i32-pref.ll 2>&1 | FileCheck %s --check-prefix=CHECK-I32_PREF --implicit-check-not='{{error|warning|note}}:'
; CHECK-I32_PREF: i32-pref.ll: error: Unsupported integer alignment [Supported: -i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128]. [nvvm-module-datalayout]
; CHECK-I32_PREF-NEXT: i32-pref.ll: note: the data layout is "e-i32:32:64-i64:64-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-I32_PREF-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/i128-64.ll 2>&1 | FileCheck %s --check-prefix=CHECK-I128_64 --implicit-check-not='{{error|warning|note}}:'
; CHECK-I128_64: i128-64.ll: error: Unsupported integer alignment [Supported: -i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128]. [nvvm-module-datalayout]
; CHECK-I128_64-NEXT: i128-64.ll: note: the data layout is "e-i64:64-i128:64-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-I128_64-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/f32-64.ll 2>&1 | FileCheck %s --check-prefix=CHECK-F32_64 --implicit-check-not='{{error|warning|note}}:'
; CHECK-F32_64: f32-64.ll: error: Unsupported floating-point alignment [Supported: -f32:32:32-f64:64:64]. [nvvm-module-datalayout]
; CHECK-F32_64-NEXT: f32-64.ll: note: the data layout is "e-f32:64-i64:64-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-F32_64-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/f128-64.ll 2>&1 | FileCheck %s --check-prefix=CHECK-F128_64 --implicit-check-not='{{error|warning|note}}:'
; CHECK-F128_64: f128-64.ll: error: Unsupported floating-point alignment [Supported: -f32:32:32-f64:64:64]. [nvvm-module-datalayout]
; CHECK-F128_64-NEXT: f128-64.ll: note: the data layout is "e-f128:64-i64:64-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-F128_64-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/aggregate.ll 2>&1 | FileCheck %s --check-prefix=CHECK-AGGREGATE --implicit-check-not='{{error|warning|note}}:'
; CHECK-AGGREGATE: aggregate.ll: error: Unsupported aggregate alignment [Supported: -a:8:8]. [nvvm-module-datalayout]
; CHECK-AGGREGATE-NEXT: aggregate.ll: note: the data layout is "e-a:0:64-i64:64-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-AGGREGATE-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/mangling.ll 2>&1 | FileCheck %s --check-prefix=CHECK-MANGLING --implicit-check-not='{{error|warning|note}}:'
; CHECK-MANGLING: mangling.ll: error: No mangling mode supported. [nvvm-module-datalayout]
; CHECK-MANGLING-NEXT: mangling.ll: note: the data layout is "e-m:e-i64:64-n16:32:64"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-MANGLING-NEXT: 1 error in 1 file
; RUN: not %nvvmcheck --arch=sm_90 %t/native-32-only.ll 2>&1 | FileCheck %s --check-prefix=CHECK-NATIVE_32_ONLY --implicit-check-not='{{error|warning|note}}:'
; CHECK-NATIVE_32_ONLY: native-32-only.ll: error: Require 16 and 64 bit native integer widths [Supported: -n:16:32:64]. [nvvm-module-datalayout]
; CHECK-NATIVE_32_ONLY-NEXT: native-32-only.ll: note: the data layout is "e-i64:64-n32"; example valid data layout (64-bit): e-p:64:64:64-i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128-f32:32:32-f64:64:64-v16:16:16-v32:32:32-v64:64:64-v128:128:128-n16:32:64-a:8:8
; CHECK-NATIVE_32_ONLY-NEXT: 1 error in 1 file
; Every problem of one layout, in the order NVIDIA prints them (its loader
; lists the first ten; the last two come from its verifier).
; RUN: not %nvvmcheck --arch=sm_90 %t/many.ll 2>&1 | FileCheck %s --check-prefix=CHECK-MANY --implicit-check-not='{{error|warning|note}}:'
; CHECK-MANY: many.ll: error: Endianness must be little endian [Supported: -e]. [nvvm-module-datalayout]
; CHECK-MANY-NEXT: many.ll: note: the data layout is "E-A5-P1-G1-ni:3-p:16:16-i64:32-f32:64-a:16-m:e"; example valid data layout (64-bit):
; CHECK-MANY-NEXT: many.ll: error: Program address space must be 0 [Supported: -P:0]. [nvvm-module-datalayout]
; CHECK-MANY-NEXT: many.ll: error: Default global address space must be 0 [Supported: -G:0]. [nvvm-module-datalayout]
; CHECK-MANY-NEXT: many.ll: error: Alloca address space must be 0 [Supported: -A:0]. [nvvm-module-datalayout]
; CHECK-MANY-NEXT: many.ll: error: Require 32 bit native integer width [Supported: -n:16:32:64 or -n:32]. [nvvm-module-datalayout]
; CHECK-MANY-NEXT: many.ll: error: Non integral address spaces not supported. [nvvm-module-datalayout]
; CHECK-MANY-NEXT: many.ll: error: Unsupported pointer alignment [Supported: 64-bit: -p:64:64:64, 32-bit (deprecated): -p:32:32:32]. [nvvm-module-datalayout]
; CHECK-MANY-NEXT: many.ll: error: Unsupported integer alignment [Supported: -i1:8:8-i8:8:8-i16:16:16-i32:32:32-i64:64:64-i128:128:128]. [nvvm-module-datalayout]
; CHECK-MANY-NEXT: many.ll: error: Unsupported floating-point alignment [Supported: -f32:32:32-f64:64:64]. [nvvm-module-datalayout]
; CHECK-MANY-NEXT: many.ll: error: Unsupported aggregate alignment [Supported: -a:8:8]. [nvvm-module-datalayout]
; CHECK-MANY-NEXT: many.ll: error: No mangling mode supported. [nvvm-module-datalayout]
; CHECK-MANY-NEXT: 11 errors in 1 file

;--- empty.ll
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- big-endian.ll
target datalayout = "E-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- program-as.ll
target datalayout = "e-P1-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- global-as.ll
target datalayout = "e-G1-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- alloca-as.ll
target datalayout = "e-A5-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- no-native.ll
target datalayout = "e-i64:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- non-integral.ll
target datalayout = "e-ni:3-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- pointer-16.ll
target datalayout = "e-p:16:16-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- pointer-pref.ll
target datalayout = "e-p:64:64:128-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- pointer-index.ll
target datalayout = "e-p:64:64:64:32-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- pointer-as2.ll
target datalayout = "e-p2:32:32-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- pointer-shared.ll
target datalayout = "e-p3:16:16-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- i64-32.ll
target datalayout = "e-i64:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- i64-default.ll
target datalayout = "e-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- i32-pref.ll
target datalayout = "e-i32:32:64-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- i128-64.ll
target datalayout = "e-i64:64-i128:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- f32-64.ll
target datalayout = "e-f32:64-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- f128-64.ll
target datalayout = "e-f128:64-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- aggregate.ll
target datalayout = "e-a:0:64-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- mangling.ll
target datalayout = "e-m:e-i64:64-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- native-32-only.ll
target datalayout = "e-i64:64-n32"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
;--- many.ll
target datalayout = "E-A5-P1-G1-ni:3-p:16:16-i64:32-f32:64-a:16-m:e"
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @k() {
  ret void
}
!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
