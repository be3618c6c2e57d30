; Down-grade 4 of recipe R2 of docs/reference/toolchain.md, as scripts/agreement does it: LLVM 22
; attaches attribute kind 105 (nocreateundeforpoison) to common intrinsic
; declarations, NVVM 20's reader stops at it, and rewriting the kind to 62
; (nofree) in the bitcode's PARAMATTR_GROUP block, in place, lets it read
; the module. Pins: the rewrite touches that operand only, and NVVM 20
; refuses the original and accepts the patched bitcode.
; REQUIRES: cicc-nvvm20
; RUN: llvm-as %s -o %t.bc
; RUN: llvm-bcanalyzer -dump %t.bc | FileCheck %s --check-prefix=BEFORE
; RUN: %python %src_root/scripts/agreement --patch-bitcode %t.bc %t.patched.bc | FileCheck %s --check-prefix=COUNT
; RUN: llvm-bcanalyzer -dump %t.patched.bc | FileCheck %s --check-prefix=AFTER
; RUN: %cicc -libnvvm -arch=compute_100 -opt-passes=nvvm-verify %t.bc -o %t.ptx > %t.log 2>&1 || true
; RUN: FileCheck %s --check-prefix=UNPATCHED --input-file %t.log
; RUN: %cicc -libnvvm -arch=compute_100 -opt-passes=nvvm-verify %t.patched.bc -o %t.ptx

; BEFORE: <PARAMATTR_GROUP_BLOCK_ID
; BEFORE: <ENTRY {{.*}}op{{[0-9]+}}=0 op{{[0-9]+}}=105 {{.*}}/>
; BEFORE: </PARAMATTR_GROUP_BLOCK_ID>
; COUNT: rewrote 1 attribute kind(s) 105 -> 62; 0 group(s) not parsed
; AFTER: <PARAMATTR_GROUP_BLOCK_ID
; AFTER-NOT: op{{[0-9]+}}=0 op{{[0-9]+}}=105{{[ /]}}
; AFTER: </PARAMATTR_GROUP_BLOCK_ID>
; UNPATCHED: Unknown attribute kind (105)

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare i32 @llvm.smax.i32(i32, i32)

define i32 @f(i32 %a, i32 %b) {
  %m = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  ret i32 %m
}

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
