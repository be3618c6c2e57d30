"""Writes malformed !nvvm.annotations entries into DIR, each in three
spellings of the metadata name: literal (.lit.ll), `\\2E` for the dot
(.esc.ll), and `\\2e` plus `\\73` for the final `s` (.esc2.ll)."""
import sys

HEAD = """target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"
@g = addrspace(1) global i32 0
define void @k(ptr byval(i32) %p, i32 %x) {
  ret void
}
!nvvmir.version = !{!9}
!9 = !{i32 2, i32 0}
"""

SHAPES = {
    "null-entry": "!{null}",
    "empty-entry": "!{}",
    "lone-global": "!{ptr @k}",
    "even": '!{ptr @k, !"kernel"}',
    "null-key": "!{ptr @k, null, i32 1}",
    "null-global": '!{null, !"kernel", i32 1}',
    "int-key": "!{ptr @k, i32 5, i32 1}",
    "gc-null": '!{ptr @k, !"grid_constant", !{null}}',
    "gc-null2": '!{ptr @k, !"grid_constant", !{null, i32 1}}',
    "gc-int": '!{ptr @k, !"grid_constant", i32 1}',
    "gc-str": '!{ptr @k, !"grid_constant", !{!"a"}}',
    "gc-zero": '!{ptr @k, !"grid_constant", !{i32 0}}',
    "gc-past": '!{ptr @k, !"grid_constant", !{i32 7}}',
    "gc-empty": '!{ptr @k, !"grid_constant", !{}}',
    "gc-nested": '!{ptr @k, !"grid_constant", !{!{i32 1}}}',
    "maxntid-null": '!{ptr @k, !"maxntidx", !{null}}',
    "maxntid-node": '!{ptr @k, !"maxntidx", !{i32 1}}',
    "maxntid-str": '!{ptr @k, !"maxntidx", !"x"}',
    "maxntid-nullv": '!{ptr @k, !"maxntidx", null}',
    "kernel-null": '!{ptr @k, !"kernel", null}',
    "kernel-str": '!{ptr @k, !"kernel", !"1"}',
    "align-null": '!{ptr @k, !"align", null}',
    "align-node": '!{ptr @k, !"align", !{null}}',
    "cluster-null": '!{ptr @k, !"cluster_dim_x", !{null}}',
    "minctasm-null": '!{ptr @k, !"minctasm", !{null}}',
    "maxnreg-big": '!{ptr @k, !"maxnreg", i64 99999999999}',
    "texture-fn": '!{ptr @k, !"texture", i32 1}',
    "global-kernel": '!{ptr addrspace(1) @g, !"kernel", i32 1}',
    "global-gc": '!{ptr addrspace(1) @g, !"grid_constant", !{i32 1}}',
}

SPELLINGS = {
    "lit": "nvvm.annotations",
    "esc": "nvvm\\2Eannotations",
    "esc2": "nvvm\\2eannotation\\73",
}

out = sys.argv[1]
for name, entry in SHAPES.items():
    for tag, spelling in SPELLINGS.items():
        with open(f"{out}/{name}.{tag}.ll", "w") as f:
            f.write(HEAD + f"!{spelling} = !{{!0}}\n!0 = {entry}\n")
