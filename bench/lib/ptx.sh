# Sourced by bench/ptx-reader.sh: writes the inline-PTX workload and a
# synthetic gate table.
#
# make_ptx_module FILE N
#   A .cu of N asm statements, 20 to a __device__ function, in the shapes
#   CUTLASS/CuTe and CCCL write (multi-instruction blocks with their own
#   .reg and labels, predicate guards, special registers, operand lists),
#   cycling through the shapes below. Opcodes the gate table speaks for
#   (wgmma, cp.async.bulk, setmaxnreg, griddepcontrol, e4m3x2 cvt,
#   %clusterid, tcgen05) are mixed with ungated ones (mma.sync, ldmatrix,
#   cp.async, ld, st, shfl.sync ...). Gated code sits behind the guards real
#   code uses (__CUDA_ARCH__, __CUDA_ARCH_FEAT_SM90_ALL, the sm_100 family
#   macro); every guarded slot has an #else branch with its own asm, so for
#   any target the module holds exactly N asm calls. Compiled for sm_90a,
#   every form is one ptxas accepts there.
#
# make_ptx_gates_def OUT TREE_DEF ROWS
#   The tree's ptx_gates.def (TREE_DEF) plus ROWS synthetic instruction and
#   special-register rows, spread over PTX opcode families the way a
#   generated table is (many cvt, mma, tcgen05, cp rows; few barrier rows),
#   with keys made of real PTX modifiers. Every synthetic row is allowed at
#   every target from PTX ISA 7.0, so with a build that writes PTX ISA 7.0 or
#   later the rows change no finding, only the size of the table the lookup
#   goes through.

# The asm slots, one shape each (C source lines, guards included).
ptx_shapes=(
    # CuTe SM80_16x8x16_F32F16F16F32_TN
    'asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 {%0, %1, %2, %3}, {%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};\n" : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3]) : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(a[4]), "r"(a[5]), "f"(d[0]), "f"(d[1]), "f"(d[2]), "f"(d[3]));'
    # CuTe SM75_U32x4_LDSM_N
    'asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "r"(s));'
    # CuTe SM80_CP_ASYNC_CACHEGLOBAL_ZFILL style: predicate guard in the block
    'asm volatile("{\n  .reg .pred p;\n  setp.ne.b32 p, %0, 0;\n  @p cp.async.cg.shared.global [%1], [%2], 16;\n}\n" :: "r"(p), "r"(s), "l"(g));'
    'asm volatile("cp.async.commit_group;\n\tcp.async.wait_group %0;\n" :: "n"(1) : "memory");'
    'asm volatile("mov.u32 %0, %%laneid;\n\tmov.u32 %1, %%warpid;\n\tmov.u32 %2, %%smid;\n" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]));'
    $'#if __CUDA_ARCH__ >= 900\n    asm volatile("mov.u32 %0, %%cluster_ctarank;\\n\\tmov.u32 %1, %%clusterid.x;\\n" : "=r"(r[0]), "=r"(r[1]));\n#else\n    asm volatile("mov.u32 %0, %%ctaid.x;\\n\\tmov.u32 %1, %%nctaid.x;\\n" : "=r"(r[0]), "=r"(r[1]));\n#endif'
    $'#if defined(__CUDA_ARCH_FEAT_SM90_ALL)\n    asm volatile("wgmma.fence.sync.aligned;\\n\\twgmma.commit_group.sync.aligned;\\n\\twgmma.wait_group.sync.aligned %0;\\n" :: "n"(0) : "memory");\n#else\n    asm volatile("bar.sync 0;\\n" ::: "memory");\n#endif'
    # CUTLASS SM90 TMA-style bulk copy completing on an mbarrier
    $'#if __CUDA_ARCH__ >= 900\n    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, [%3];\\n" :: "r"(s), "l"(g), "r"(p), "r"(s + 8) : "memory");\n#else\n    asm volatile("cp.async.ca.shared.global [%0], [%1], 16;\\n" :: "r"(s), "l"(g) : "memory");\n#endif'
    # CUTLASS ClusterBarrier::wait: labels in a scoped block
    'asm volatile("{\n\t.reg .pred P1;\n\tLAB_WAIT:\n\tmbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\n\t@P1 bra DONE;\n\tbra LAB_WAIT;\n\tDONE:\n}\n" :: "r"(s), "r"(p) : "memory");'
    $'#if defined(__CUDA_ARCH_FEAT_SM90_ALL)\n    asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;\\n" :: "n"(240));\n#else\n    asm volatile("membar.cta;\\n" ::: "memory");\n#endif'
    $'#if __CUDA_ARCH__ >= 900\n    asm volatile("griddepcontrol.wait;\\n" ::: "memory");\n#else\n    asm volatile("membar.gl;\\n" ::: "memory");\n#endif'
    'asm volatile("{\n\t.reg .f32 t;\n\tshfl.sync.bfly.b32 t, %1, 16, 0x1f, -1;\n\tadd.f32 %0, %1, t;\n}\n" : "=f"(d[0]) : "f"(d[1]));'
    'asm volatile("red.relaxed.gpu.global.add.f32 [%0], %1;\n" :: "l"(g), "f"(d[0]) : "memory");'
    'asm volatile("atom.global.cas.b32 %0, [%1], %2, %3;\n" : "=r"(r[0]) : "l"(g), "r"(a[0]), "r"(a[1]) : "memory");'
    'asm("cvt.rn.satfinite.e4m3x2.f32 %0, %1, %2;\n" : "=h"(h[0]) : "f"(d[0]), "f"(d[1]));'
    'asm volatile("ld.global.nc.v4.u32 {%0, %1, %2, %3}, [%4];\n" : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3]) : "l"(g));'
    'asm volatile("st.shared.v4.b32 [%0], {%1, %2, %3, %4};\n" :: "r"(s), "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]) : "memory");'
    $'#if __CUDA_ARCH__ >= 900\n    asm volatile("barrier.cluster.arrive.relaxed.aligned;\\n\\tbarrier.cluster.wait.aligned;\\n\\tfence.proxy.async.shared::cta;\\n" ::: "memory");\n#else\n    asm volatile("bar.sync 0;\\n" ::: "memory");\n#endif'
    # CuTe elect_one_sync: registers the block declares (%rx is not a special register)
    'asm volatile("{\n\t.reg .b32 %%rx;\n\t.reg .pred %%px;\n\telect.sync %%rx|%%px, %1;\n\t@%%px mov.s32 %0, 1;\n}\n" : "+r"(r[0]) : "r"(0xffffffffu));'
    # CUTLASS global_load: zero-fill, then a predicated load
    'asm volatile("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %2, 0;\n\tmov.b32 %0, 0;\n\t@p ld.global.u32 %0, [%1];\n}\n" : "=r"(r[0]) : "l"(g), "r"(p));'
    $'#if __CUDA_ARCH_FAMILY_SPECIFIC__ == 1000\n    asm volatile("tcgen05.fence::before_thread_sync;\\n" ::: "memory");\n#else\n    asm volatile("fence.proxy.async.shared::cta;\\n" ::: "memory");\n#endif'
    # CUTLASS numeric converters: prmt/lop3 in a block with its own registers
    'asm("{\n\t.reg .b32 t0, t1;\n\tprmt.b32 t0, %1, %2, 0x5410;\n\tlop3.b32 t1, t0, %3, 0x0f0f0f0f, 0xea;\n\tadd.u32 %0, t1, %1;\n}\n" : "=r"(r[0]) : "r"(a[0]), "r"(a[1]), "r"(a[2]));'
)

make_ptx_module() {
    local file=$1 n=$2 i=0 fn=0
    {
        printf '%s\n' '#include <cstdint>' '' \
            '// Generated by bench/ptx-reader.sh: inline-PTX workload, 20 asm statements a function.'
        while [ "$i" -lt "$n" ]; do
            printf '\n__device__ void blk_%d(float *d, const uint32_t *a, uint32_t *r, uint16_t *h, uint32_t s, const void *g, uint32_t p)\n{\n' "$fn"
            local k
            for k in $(seq 1 20); do
                [ "$i" -lt "$n" ] || break
                local shape=${ptx_shapes[i % ${#ptx_shapes[@]}]}
                # Preprocessor lines start in column 0, statements are indented.
                [ "${shape:0:1}" = "#" ] && printf '%s\n' "$shape" || printf '    %s\n' "$shape"
                i=$((i + 1))
            done
            printf '}\n'
            fn=$((fn + 1))
        done
    } > "$file"
}

make_ptx_gates_def() {
    local out=$1 tree_def=$2 rows=$3
    cp "$tree_def" "$out"
    awk -v rows="$rows" '
    # The verdict string: "70" for every probed target of the tree table.
    /^PTX_GATE_TARGETS\("/ {
        s = $0; sub(/^PTX_GATE_TARGETS\("/, "", s); sub(/"\).*$/, "", s)
        n = split(s, t, " "); verdicts = "70"
        for (i = 2; i <= n; i++) verdicts = verdicts " 70"
    }
    END {
        # Families and their share of the rows; the modifiers keys are made of.
        nf = split("cvt:15 mma:12 tcgen05:12 cp:10 wgmma:6 ld:6 st:5 red:4 atom:4 multimem:4 " \
                   "mbarrier:3 ldmatrix:2 stmatrix:2 fence:2 barrier:2 tensormap:1 redux:1 " \
                   "elect:1 shfl:1 vote:1 match:1 mov:1 prmt:1 bar:1 cp.reduce:1", fam, " ")
        nm = split("sync aligned relaxed acquire release gpu cta cluster sys global shared " \
                   "shared::cta shared::cluster f32 f16 bf16 e4m3 e5m2 e2m1 b32 b64 u32 s32 " \
                   "v2 v4 v8 x1 x2 x4 m16n8k16 m16n8k32 m64n128k16 row col satfinite rn rz " \
                   "L2::cache_hint L1::no_allocate mbarrier::complete_tx::bytes cta_group::1 " \
                   "cta_group::2 kind::f16 kind::tf32", mod, " ")
        total = 0
        for (f = 1; f <= nf; f++) { split(fam[f], p, ":"); name[f] = p[1]; w[f] = p[2]; total += w[f] }
        sreg_rows = int(rows / 50) + 1
        insn_rows = rows - sreg_rows
        made = 0
        for (f = 1; f <= nf && made < insn_rows; f++) {
            quota = (f == nf) ? insn_rows - made : int(insn_rows * w[f] / total + 0.5)
            # Three modifiers from a window of the vocabulary that starts
            # where the family does, so families differ in their keys.
            got = 0
            for (i = 0; i < nm && got < quota; i++)
                for (j = i + 1; j < nm && got < quota; j++)
                    for (k = j + 1; k < nm && got < quota; k++) {
                        key = name[f] "." mod[(i + 5 * f) % nm + 1] "." mod[(j + 5 * f) % nm + 1] "." mod[(k + 5 * f) % nm + 1]
                        if (key in seen) continue
                        seen[key] = 1
                        printf "PTX_GATE(PTX_GATE_INSN, \"%s\", \"%s\", 1, \"synthetic\")\n", key, verdicts
                        got++; made++
                    }
        }
        ns = split("%cluster_nctarank %cluster_nctaid %cluster_ctaid %is_explicit_cluster " \
                   "%aggr_smem_size %dynamic_smem_size %reserved_smem_offset_begin " \
                   "%reserved_smem_offset_end %reserved_smem_offset_cap %total_smem_size " \
                   "%globaltimer_lo %globaltimer_hi %current_graph_exec %nsmid %nwarpid " \
                   "%gridid %lanemask_eq %lanemask_le %lanemask_lt %lanemask_ge %lanemask_gt", sr, " ")
        for (i = 0; i < sreg_rows; i++) {
            key = (i < ns) ? sr[i + 1] : sprintf("%%envreg%d", i - ns)
            printf "PTX_GATE(PTX_GATE_SREG, \"%s\", \"%s\", 1, \"synthetic\")\n", key, verdicts
        }
    }' "$tree_def" >> "$out"
}
