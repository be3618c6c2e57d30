; The llvm.metadata section passes; so do constant-bank sections
; (.nv.constant*) on addrspace(4) variables, and an unused internal variable
; with a section, which libNVVM drops first (measured, NVVM 20 via
; recipe R2 of docs/reference/toolchain.md).
; RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
; CHECK: no findings in 1 file

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@g = addrspace(1) global i32 0
@meta = addrspace(1) global i32 0, section "llvm.metadata"
@bank0 = addrspace(4) constant i32 1, section ".nv.constant0"
@bank3 = addrspace(4) global i32 1, section ".nv.constant3"
@unused = internal addrspace(1) global i32 0, section "mysec"
@llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @g to ptr)], section "llvm.metadata"
!nvvmir.version = !{!1000}
!1000 = !{i32 2, i32 0}
