target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
%struct.S = type { i32, [4 x float], ptr }
@g = addrspace(1) global [16 x %struct.S] zeroinitializer, align 8
define ptx_kernel void @k(ptr %p, i32 %i) "target-cpu"="sm_75" !dbg !5 {
  %a = getelementptr inbounds [16 x %struct.S], ptr addrspacecast (ptr addrspace(1) @g to ptr), i32 0, i32 %i, i32 1, i32 2, !dbg !9
  %v = load float, ptr %a, align 4, !dbg !9
  %q = getelementptr inbounds %struct.S, ptr %p, i32 %i, i32 0, !dbg !9
  store float %v, ptr %q, align 4, !dbg !9
  ret void, !dbg !9
}
!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!nvvmir.version = !{!10}
!0 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !1, producer: "clang", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !2)
!1 = !DIFile(filename: "k.cu", directory: "/tmp")
!2 = !{}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 2}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 3, type: !6, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !2)
!6 = !DISubroutineType(types: !7)
!7 = !{null, !8}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DILocation(line: 4, column: 5, scope: !5)
!10 = !{i32 2, i32 0}
