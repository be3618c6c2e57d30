; An i128 inline-asm input operand. NVIDIA's NVVM-20 verifier rejects it
; (measured, recipe R2 of docs/reference/toolchain.md: `Invalid type in inline assembly, must be i1, i8,
; i16, i32, i64, float, or double`), but nvcc 13 compiles __int128 operands
; with the "q" constraint (measured on sm_75 and sm_90), and clang emits
; exactly this IR for them, so the rule is in the libnvvm profile only.
; Pins: a "q" input, a tied i128 input, the note.
; RUN: not %nvvmcheck --arch=sm_100 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'
; RUN: %nvvmcheck --arch=sm_100 --profile=cuda %s 2>&1 | FileCheck %s --check-prefix=CUDA --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i128 @f(i128 %x) {
  %a = call i128 asm sideeffect "mov.b128 $0, $1;", "=q,q"(i128 %x)
  %b = call i128 asm "add.cc.u64 ...", "=q,0"(i128 %a)
  ret i128 %b
}
; CHECK:      nvvm-asm-operand-i128.ll: error: Invalid type in inline assembly, must be i1, i8, i16, i32, i64, float, or double [nvvm-asm-operand-i128]
; CHECK-NEXT: nvvm-asm-operand-i128.ll: note: in function 'f'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK-NEXT: nvvm-asm-operand-i128.ll: note: input operand 1 is 'i128'; nvcc accepts it with the "q" constraint, libNVVM does not
; CHECK:      error: Invalid type in inline assembly, must be i1, i8, i16, i32, i64, float, or double [nvvm-asm-operand-i128]
; CHECK-NEXT: note: in function 'f'
; CHECK-NEXT: note: input operand 1 is 'i128'; nvcc accepts it

; CHECK: 2 errors in 1 file
; CUDA: no findings in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
