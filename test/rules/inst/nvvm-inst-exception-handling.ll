; Exception-handling instructions. NVVM IR has no exceptions (NVVM IR spec
; 1.3 ch. 8: invoke, resume, landingpad, catchswitch, catchret, cleanupret,
; catchpad, cleanuppad are not supported). LLVM's verifier requires a
; personality on every function that has one, and NVIDIA's NVVM-20 verifier
; reports that first (`Personality function is not allowed.`, measured) and
; stops, so its text for the instructions could not be observed; the rule
; uses the `Illegal instruction: <opcode>` form NVVM prints for indirectbr
; and fence. Pins: one error per instruction. The RUN line
; selects this rule alone: the personality is another rule's finding.
; RUN: not %nvvmcheck --arch=sm_100 --checks='-*,nvvm-inst-exception-handling' %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error|note}}:'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

declare void @may_throw()
declare i32 @__gxx_personality_v0(...)
declare i32 @__CxxFrameHandler3(...)

define void @landing() personality ptr @__gxx_personality_v0 {
entry:
  invoke void @may_throw() to label %ok unwind label %lp
ok:
  ret void
lp:
  %l = landingpad { ptr, i32 } cleanup
  resume { ptr, i32 } %l
}
; CHECK:      nvvm-inst-exception-handling.ll: error: Illegal instruction: invoke [nvvm-inst-exception-handling]
; CHECK-NEXT: nvvm-inst-exception-handling.ll: note: in function 'landing'; the IR has no debug location for it (compile with -g for file:line:col)
; CHECK:      error: Illegal instruction: landingpad [nvvm-inst-exception-handling]
; CHECK-NEXT: note: in function 'landing'
; CHECK:      error: Illegal instruction: resume [nvvm-inst-exception-handling]
; CHECK-NEXT: note: in function 'landing'

define void @funclets() personality ptr @__CxxFrameHandler3 {
entry:
  invoke void @may_throw() to label %ok unwind label %dispatch
dispatch:
  %cs = catchswitch within none [label %handler] unwind label %cleanup
handler:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp to label %ok
cleanup:
  %c = cleanuppad within none []
  cleanupret from %c unwind to caller
ok:
  ret void
}
; CHECK:      error: Illegal instruction: invoke [nvvm-inst-exception-handling]
; CHECK-NEXT: note: in function 'funclets'
; CHECK:      error: Illegal instruction: catchswitch [nvvm-inst-exception-handling]
; CHECK-NEXT: note: in function 'funclets'
; CHECK:      error: Illegal instruction: catchpad [nvvm-inst-exception-handling]
; CHECK-NEXT: note: in function 'funclets'
; CHECK:      error: Illegal instruction: catchret [nvvm-inst-exception-handling]
; CHECK-NEXT: note: in function 'funclets'
; CHECK:      error: Illegal instruction: cleanuppad [nvvm-inst-exception-handling]
; CHECK-NEXT: note: in function 'funclets'
; CHECK:      error: Illegal instruction: cleanupret [nvvm-inst-exception-handling]
; CHECK-NEXT: note: in function 'funclets'

; CHECK: 9 errors in 1 file

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
