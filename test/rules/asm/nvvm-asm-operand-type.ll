; Inline-asm input operands of a type NVIDIA's NVVM-20 verifier rejects
; (measured, recipe R2 of docs/reference/toolchain.md: `Invalid type in inline assembly, must be i1, i8,
; i16, i32, i64, float, or double` for half, bfloat, i24, <2 x half>,
; <2 x float>). nvcc does not compile these either (_Float16 with "h" is an
; internal compiler error, vectors are front-end errors), so both profiles.
; i128 is nvvm-asm-operand-i128. Pins: one error per operand, the note
; numbering the input operands; several bad operands in one call.
; RUN: not %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; RUN: not %nvvmcheck --arch=sm_100 --profile=cuda %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @scalars(half %h, bfloat %b, i24 %n) {
  call void asm sideeffect "mov.b16 $0, $0;", "h"(half %h)
  %r = call i32 asm "cvt.u32.u16 $0, $1;", "=r,h"(bfloat %b)
  call void asm sideeffect "// $0", "r"(i24 %n)
  ret void
}
; CHECK:      nvvm-asm-operand-type.ll: error: Invalid type in inline assembly, must be i1, i8, i16, i32, i64, float, or double [nvvm-asm-operand-type]
; CHECK-NEXT: nvvm-asm-operand-type.ll: note: in function 'scalars'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-asm-operand-type.ll: note: input operand 1 is 'half'{{$}}
; CHECK:      error: Invalid type in inline assembly, must be i1, i8, i16, i32, i64, float, or double [nvvm-asm-operand-type]
; CHECK-NEXT: note: in function 'scalars'
; CHECK-NEXT: note: input operand 1 is 'bfloat'{{$}}
; CHECK:      error: Invalid type in inline assembly, must be i1, i8, i16, i32, i64, float, or double [nvvm-asm-operand-type]
; CHECK-NEXT: note: in function 'scalars'
; CHECK-NEXT: note: input operand 1 is 'i24'{{$}}

define void @vectors(<2 x half> %h2, <2 x float> %f2, i32 %x) {
  call void asm sideeffect "st.global.v2.f32 [$2], {$0, $1};", "r,l,r"(<2 x half> %h2, <2 x float> %f2, i32 %x)
  ret void
}
; CHECK:      error: Invalid type in inline assembly, must be i1, i8, i16, i32, i64, float, or double [nvvm-asm-operand-type]
; CHECK-NEXT: note: in function 'vectors'
; CHECK-NEXT: note: input operand 1 is '<2 x half>'{{$}}
; CHECK:      error: Invalid type in inline assembly, must be i1, i8, i16, i32, i64, float, or double [nvvm-asm-operand-type]
; CHECK-NEXT: note: in function 'vectors'
; CHECK-NEXT: note: input operand 2 is '<2 x float>'{{$}}

; CHECK: 5 errors in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
