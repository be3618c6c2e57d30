; IR given to the checker is libNVVM's input, which libNVVM checks before it
; inlines anything: an alwaysinline function stays a function of its own
; (docs/inlining.md). Its finding is reported once, in it, with no
; "inlined into" notes, however often it is called; a rule about the
; function itself (an aggregate parameter aligned past 128 bytes) reports it
; though inlining would erase it.
; RUN: not %nvvmcheck --arch=sm_75 %s 2>&1 | FileCheck %s --implicit-check-not='{{warning|error}}:' --implicit-check-not='inlined into'

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%struct.Big = type { [64 x i32] }

; (Findings without a source location come out in rule order.)
define internal i32 @first(ptr byval(%struct.Big) align 256 %b) #0 {
  %v = load i32, ptr %b, align 256
  ret i32 %v
}
; CHECK: error: by-value parameter aligned to 256 bytes: {{.*}} [nvvm-func-aggregate-param-align]
; CHECK-NEXT: note: in function 'first'

define internal void @wait_all() #0 {
  call void asm sideeffect "griddepcontrol.wait;", "~{memory}"()
  ret void
}
; CHECK: error: Modifier '.wait' requires .target sm_90 or higher [nvvm-ptx-sm-gate]
; CHECK-NEXT: note: in function 'wait_all'

define ptx_kernel void @k(ptr %out) {
  %b = alloca %struct.Big, align 256
  call void @wait_all()
  call void @wait_all()
  %v = call i32 @first(ptr byval(%struct.Big) align 256 %b)
  store i32 %v, ptr %out
  ret void
}

attributes #0 = { alwaysinline }

!nvvmir.version = !{!0}
!0 = !{i32 2, i32 0}
; CHECK: 2 errors in 1 file
