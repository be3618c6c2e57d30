"""The hand-written cases of the inline-ptx category: CUDA sources with
inline PTX written the way real projects write it (helper functions around
multi-instruction `asm volatile` blocks with operands, clobbers, scoped
registers and loops; guarded and unguarded; CUDA runtime and cuda::ptx
calls). Written for this suite; each is compiled alone, with CUDA's headers,
at sm_75/80/90/90a/100a (and sm_120a where `sm_120a` is set).

A case: id (letters, digits, '-'), what it is, `needs` (the PTX ISA
manual's target for what it uses, recorded as a note; the row's truth is
ptxas), whether sm_120a is relevant, and the source."""


class Case:
    def __init__(self, id, what, needs, source, sm_120a=False):
        self.id, self.what, self.needs, self.source = id, what, needs, source
        self.sm_120a = sm_120a


# Shared by most cases: a shared-memory address as PTX wants it.
SMEM = """#include <cstdint>
__device__ __forceinline__ uint32_t smem_u32(const void *p) {
  return static_cast<uint32_t>(__cvta_generic_to_shared(p));
}
"""

CASES = [
    # ---- mbarrier --------------------------------------------------------
    Case("mbarrier-init-fence", "mbarrier.init + fence.mbarrier_init, unguarded", "sm_90",
         SMEM + """
__device__ __forceinline__ void barrier_init(uint64_t *bar, uint32_t count) {
  asm volatile("mbarrier.init.shared::cta.b64 [%0], %1;\\n"
               :: "r"(smem_u32(bar)), "r"(count) : "memory");
}
__device__ __forceinline__ void fence_barrier_init() {
  asm volatile("fence.mbarrier_init.release.cluster;\\n" ::: "memory");
}
__global__ void setup(int n) {
  __shared__ uint64_t bars[4];
  if (threadIdx.x < 4) barrier_init(&bars[threadIdx.x], n);
  fence_barrier_init();
  __syncthreads();
}
"""),
    Case("mbarrier-try-wait-loop", "mbarrier.try_wait.parity spin loop with a scoped predicate "
         "and labels, guarded by __CUDA_ARCH__ >= 900", "sm_90", SMEM + """
__device__ __forceinline__ void barrier_wait(uint64_t *bar, uint32_t phase) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm volatile(
      "{\\n"
      ".reg .pred                P1;\\n"
      "LAB_WAIT:\\n"
      "mbarrier.try_wait.parity.shared::cta.b64 P1, [%0], %1;\\n"
      "@P1                       bra DONE;\\n"
      "bra                   LAB_WAIT;\\n"
      "DONE:\\n"
      "}\\n"
      :: "r"(smem_u32(bar)), "r"(phase) : "memory");
#else
  (void)bar; (void)phase;
  __trap();
#endif
}
__global__ void consumer(float *out) {
  __shared__ uint64_t full;
  __shared__ float tile[128];
  barrier_wait(&full, 0);
  barrier_wait(&full, 1);
  out[threadIdx.x] = tile[threadIdx.x];
}
"""),
    Case("mbarrier-try-wait-unguarded", "mbarrier.try_wait.parity loop, unguarded", "sm_90",
         SMEM + """
__device__ __forceinline__ void wait_parity(uint64_t *bar, uint32_t phase) {
  asm volatile(
      "{\\n\\t.reg .pred p;\\n"
      "WAIT_%=:\\n\\t"
      "mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\\n\\t"
      "@!p bra WAIT_%=;\\n}"
      :: "r"(smem_u32(bar)), "r"(phase) : "memory");
}
__global__ void k(int *flag) {
  __shared__ uint64_t bar;
  wait_parity(&bar, *flag & 1);
  flag[1] = 1;
}
"""),
    Case("mbarrier-test-wait-sm80", "mbarrier.arrive + test_wait loop (the sm_80 forms)", "sm_80",
         SMEM + """
__device__ __forceinline__ uint64_t arrive(uint64_t *bar) {
  uint64_t state;
  asm volatile("mbarrier.arrive.shared.b64 %0, [%1];" : "=l"(state) : "r"(smem_u32(bar))
               : "memory");
  return state;
}
__device__ __forceinline__ void wait(uint64_t *bar, uint64_t state) {
  asm volatile("{\\n"
               "  .reg .pred done;\\n"
               "TEST:\\n"
               "  mbarrier.test_wait.shared.b64 done, [%0], %1;\\n"
               "  @!done bra TEST;\\n"
               "}\\n" :: "r"(smem_u32(bar)), "l"(state) : "memory");
}
__global__ void k() {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    asm volatile("mbarrier.init.shared.b64 [%0], %1;" :: "r"(smem_u32(&bar)), "r"(blockDim.x));
  __syncthreads();
  wait(&bar, arrive(&bar));
}
"""),
    Case("mbarrier-expect-tx", "mbarrier.arrive.expect_tx with a sink destination", "sm_90",
         SMEM + """
__device__ __forceinline__ void arrive_and_expect_tx(uint64_t *bar, uint32_t bytes) {
  asm volatile("mbarrier.arrive.expect_tx.release.cta.shared::cta.b64 _, [%1], %0;"
               :: "r"(bytes), "r"(smem_u32(bar)) : "memory");
}
__global__ void producer() {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) arrive_and_expect_tx(&bar, 4096);
}
"""),
    # ---- TMA / bulk copies ----------------------------------------------
    Case("tma-load-2d-guarded", "cp.async.bulk.tensor.2d with an mbarrier, guarded by "
         "__CUDA_ARCH__ >= 900", "sm_90", SMEM + """
struct TmaDesc { alignas(64) unsigned char bytes[128]; };
__device__ __forceinline__ void tma_load_2d(const TmaDesc *desc, uint64_t *bar, void *dst,
                                            int x, int y) {
#if __CUDA_ARCH__ >= 900
  asm volatile(
      "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes"
      " [%0], [%1, {%3, %4}], [%2];"
      :: "r"(smem_u32(dst)), "l"(reinterpret_cast<uint64_t>(desc)), "r"(smem_u32(bar)),
         "r"(x), "r"(y)
      : "memory");
#endif
}
__global__ void gemm_mainloop(const __grid_constant__ TmaDesc desc) {
  __shared__ alignas(128) float tile[64 * 64];
  __shared__ uint64_t bar;
  if (threadIdx.x == 0) tma_load_2d(&desc, &bar, tile, blockIdx.x * 64, blockIdx.y * 64);
}
"""),
    Case("tma-load-2d-unguarded", "cp.async.bulk.tensor.2d with an mbarrier, unguarded",
         "sm_90", SMEM + """
__device__ __forceinline__ void copy_tile(const void *desc, uint64_t *bar, void *dst, int x,
                                          int y) {
  uint64_t gmem_desc = reinterpret_cast<uint64_t>(desc);
  asm volatile(
      "cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes"
      " [%0], [%1, {%3, %4}], [%2];"
      :: "r"(smem_u32(dst)), "l"(gmem_desc), "r"(smem_u32(bar)), "r"(x), "r"(y)
      : "memory");
}
__global__ void load(const void *desc) {
  __shared__ alignas(128) float tile[1024];
  __shared__ uint64_t bar;
  copy_tile(desc, &bar, tile, 0, blockIdx.x);
}
"""),
    Case("bulk-copy-s2g", "cp.async.bulk.global.shared::cta + commit_group + wait_group.read",
         "sm_90", SMEM + """
__device__ __forceinline__ void store_bulk(void *gmem, const void *smem, uint32_t bytes) {
  asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;\\n"
               "cp.async.bulk.commit_group;\\n"
               "cp.async.bulk.wait_group.read 0;\\n"
               :: "l"(gmem), "r"(smem_u32(smem)), "r"(bytes) : "memory");
}
__global__ void epilogue(float *out) {
  __shared__ alignas(128) float tile[256];
  tile[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (threadIdx.x == 0) store_bulk(out + blockIdx.x * 256, tile, sizeof tile);
}
"""),
    Case("tma-prefetch-desc", "prefetch.tensormap and fence.proxy.async, unguarded", "sm_90",
         """#include <cstdint>
__device__ __forceinline__ void prefetch_tma_descriptor(const void *desc) {
  asm volatile("prefetch.tensormap [%0];" :: "l"(reinterpret_cast<uint64_t>(desc))
               : "memory");
}
__device__ __forceinline__ void fence_view_async_shared() {
  asm volatile("fence.proxy.async.shared::cta;\\n" ::: "memory");
}
__global__ void warmup(const void *desc) {
  prefetch_tma_descriptor(desc);
  fence_view_async_shared();
}
"""),
    Case("tma-store-2d", "TMA store: cp.async.bulk.tensor.2d.global.shared::cta.bulk_group "
         "+ commit/wait, unguarded (the load mode .tile left out, as it is optional)", "sm_90",
         SMEM + """
__device__ __forceinline__ void tma_store_2d(const void *desc, const void *smem, int x, int y) {
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%2, %3}], [%1];"
               :: "l"(reinterpret_cast<uint64_t>(desc)), "r"(smem_u32(smem)), "r"(x), "r"(y)
               : "memory");
}
__device__ __forceinline__ void tma_store_arrive() {
  asm volatile("cp.async.bulk.commit_group;");
}
__device__ __forceinline__ void tma_store_wait() {
  asm volatile("cp.async.bulk.wait_group.read %0;" :: "n"(0) : "memory");
}
__global__ void epilogue(const void *desc) {
  __shared__ alignas(128) float tile[32 * 32];
  tile[threadIdx.x] = 0.0f;
  asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
  __syncthreads();
  if (threadIdx.x == 0) {
    tma_store_2d(desc, tile, blockIdx.x * 32, blockIdx.y * 32);
    tma_store_arrive();
    tma_store_wait();
  }
}
"""),
    Case("bulk-prefetch-l2", "cp.async.bulk.prefetch.L2.global of the next tile, guarded by "
         "__CUDA_ARCH__ >= 900", "sm_90", """
__global__ void k(const float *next, float *out) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  if (threadIdx.x == 0)
    asm volatile("cp.async.bulk.prefetch.L2.global [%0], %1;" :: "l"(next), "r"(4096u)
                 : "memory");
#endif
  out[threadIdx.x] = next[threadIdx.x];
}
"""),
    Case("getctarank", "getctarank.shared::cluster.u32 of a mapped address, unguarded",
         "sm_90", SMEM + """
__global__ void k(uint32_t *out) {
  __shared__ uint32_t slot;
  uint32_t rank;
  asm volatile("getctarank.shared::cluster.u32 %0, %1;" : "=r"(rank) : "r"(smem_u32(&slot)));
  out[threadIdx.x] = rank;
}
"""),
    Case("tensormap-replace", "tensormap.replace.tile.global_address in global memory",
         "sm_90a", """#include <cstdint>
__global__ void patch_descriptor(void *desc, const void *new_base) {
  asm volatile("tensormap.replace.tile.global_address.global.b1024.b64 [%0], %1;"
               :: "l"(desc), "l"(reinterpret_cast<uint64_t>(new_base)) : "memory");
  asm volatile("fence.proxy.tensormap::generic.release.gpu;" ::: "memory");
}
"""),
    # ---- wgmma -----------------------------------------------------------
    Case("wgmma-fence-commit-wait", "wgmma fence / commit_group / wait_group helpers, "
         "unguarded", "sm_90a", """
__device__ __forceinline__ void warpgroup_arrive() {
  asm volatile("wgmma.fence.sync.aligned;\\n" ::: "memory");
}
__device__ __forceinline__ void warpgroup_commit_batch() {
  asm volatile("wgmma.commit_group.sync.aligned;\\n" ::: "memory");
}
template <int N> __device__ __forceinline__ void warpgroup_wait() {
  asm volatile("wgmma.wait_group.sync.aligned %0;\\n" :: "n"(N) : "memory");
}
__global__ void mainloop() {
  warpgroup_arrive();
  warpgroup_commit_batch();
  warpgroup_wait<0>();
}
""", sm_120a=True),
    Case("wgmma-feat-guarded", "wgmma helpers under #if defined(__CUDA_ARCH_FEAT_SM90_ALL)",
         "sm_90a", """
__device__ __forceinline__ void warpgroup_fence_operand(float &reg) {
  asm volatile("" : "+f"(reg) :: "memory");
}
__device__ __forceinline__ void warpgroup_arrive() {
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("wgmma.fence.sync.aligned;\\n" ::: "memory");
#endif
}
__device__ __forceinline__ void warpgroup_wait_all() {
#if defined(__CUDA_ARCH_FEAT_SM90_ALL)
  asm volatile("wgmma.commit_group.sync.aligned;\\n"
               "wgmma.wait_group.sync.aligned 0;\\n" ::: "memory");
#endif
}
__global__ void mainloop(float *acc) {
  float r = acc[threadIdx.x];
  warpgroup_fence_operand(r);
  warpgroup_arrive();
  warpgroup_wait_all();
  warpgroup_fence_operand(r);
  acc[threadIdx.x] = r;
}
""", sm_120a=True),
    Case("wgmma-arch-guarded", "wgmma under #if __CUDA_ARCH__ >= 900 (true on sm_90 and "
         "sm_100a too)", "sm_90a", """
__device__ __forceinline__ void wgmma_fence() {
#if defined(__CUDA_ARCH__) && (__CUDA_ARCH__ >= 900)
  asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
#endif
}
__global__ void k() { wgmma_fence(); }
""", sm_120a=True),
    Case("wgmma-mma-m64n8k16", "wgmma.mma_async m64n8k16 f32+=f16*f16 from descriptors, "
         "with setp into a scoped predicate", "sm_90a", """#include <cstdint>
__device__ __forceinline__ void mma_64x8x16(uint64_t desc_a, uint64_t desc_b, float &d0,
                                            float &d1, float &d2, float &d3, int scale_d) {
  asm volatile(
      "{\\n"
      ".reg .pred p;\\n"
      "setp.ne.b32 p, %6, 0;\\n"
      "wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 "
      "{%0, %1, %2, %3},"
      " %4,"
      " %5,"
      " p, 1, 1, 0, 0;\\n"
      "}\\n"
      : "+f"(d0), "+f"(d1), "+f"(d2), "+f"(d3)
      : "l"(desc_a), "l"(desc_b), "r"(scale_d));
}
__global__ void gemm(const uint64_t *descs, float *out) {
  float d[4] = {0, 0, 0, 0};
  asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
  mma_64x8x16(descs[0], descs[1], d[0], d[1], d[2], d[3], 0);
  asm volatile("wgmma.commit_group.sync.aligned;\\nwgmma.wait_group.sync.aligned 0;"
               ::: "memory");
  for (int i = 0; i < 4; ++i) out[threadIdx.x * 4 + i] = d[i];
}
"""),
    # ---- register reconfiguration, programmatic launch -------------------
    Case("setmaxnreg-warp-specialized", "setmaxnreg.dec / .inc in a producer/consumer kernel, "
         "unguarded", "sm_90a", """
template <unsigned RegCount> __device__ __forceinline__ void warpgroup_reg_dealloc() {
  asm volatile("setmaxnreg.dec.sync.aligned.u32 %0;\\n" :: "n"(RegCount));
}
template <unsigned RegCount> __device__ __forceinline__ void warpgroup_reg_alloc() {
  asm volatile("setmaxnreg.inc.sync.aligned.u32 %0;\\n" :: "n"(RegCount));
}
__global__ void __launch_bounds__(384, 1) ws_kernel(float *out) {
  int warp_group = threadIdx.x / 128;
  if (warp_group == 0) {
    warpgroup_reg_dealloc<40>();
  } else {
    warpgroup_reg_alloc<232>();
    out[threadIdx.x] = 1.0f;
  }
}
""", sm_120a=True),
    Case("setmaxnreg-feat-guarded", "setmaxnreg under __CUDA_ARCH_FEAT_SM90_ALL || "
         "__CUDA_ARCH_FEAT_SM100_ALL", "sm_90a", """
__device__ __forceinline__ void producer_regs() {
#if defined(__CUDA_ARCH_FEAT_SM90_ALL) || defined(__CUDA_ARCH_FEAT_SM100_ALL)
  asm volatile("setmaxnreg.dec.sync.aligned.u32 24;\\n" ::);
#endif
}
__global__ void k() {
  if (threadIdx.x < 128) producer_regs();
}
""", sm_120a=True),
    Case("griddepcontrol-asm", "griddepcontrol.wait / launch_dependents in asm, unguarded",
         "sm_90", """
__device__ __forceinline__ void wait_on_dependent_grids() {
  asm volatile("griddepcontrol.wait;" ::: "memory");
}
__device__ __forceinline__ void launch_dependent_grids() {
  asm volatile("griddepcontrol.launch_dependents;" :::);
}
__global__ void stage2(const float *in, float *out) {
  wait_on_dependent_grids();
  out[threadIdx.x] = in[threadIdx.x] * 2.0f;
  launch_dependent_grids();
}
"""),
    Case("griddepcontrol-guarded", "griddepcontrol in asm under "
         "#if (defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900)", "sm_90", """
__device__ __forceinline__ void pdl_wait() {
#if (defined(__CUDA_ARCH__) && (__CUDA_ARCH__ >= 900))
  asm volatile("griddepcontrol.wait;" ::: "memory");
#endif
}
__device__ __forceinline__ void pdl_launch() {
#if (defined(__CUDA_ARCH__) && (__CUDA_ARCH__ >= 900))
  asm volatile("griddepcontrol.launch_dependents;" :::);
#endif
}
__global__ void stage(float *p) {
  pdl_wait();
  p[threadIdx.x] += 1.0f;
  pdl_launch();
}
"""),
    Case("cuda-grid-dependency-sync", "cudaGridDependencySynchronize() and "
         "cudaTriggerProgrammaticLaunchCompletion(), unguarded (CUDA's header implements them "
         "with griddepcontrol asm)", "sm_90", """
__global__ void consumer(const float *in, float *out) {
  cudaGridDependencySynchronize();
  out[threadIdx.x] = in[threadIdx.x];
  cudaTriggerProgrammaticLaunchCompletion();
}
"""),
    Case("cuda-grid-dependency-sync-guarded", "cudaGridDependencySynchronize() under "
         "#if __CUDA_ARCH__ >= 900", "sm_90", """
__global__ void consumer(const float *in, float *out) {
#if __CUDA_ARCH__ >= 900
  cudaGridDependencySynchronize();
#endif
  out[threadIdx.x] = in[threadIdx.x];
}
"""),
    # ---- fp8 conversions ---------------------------------------------
    Case("fp8-cvt-e4m3x2", "cvt.rn.satfinite.e4m3x2.f32 packing two floats, unguarded",
         "sm_89", """#include <cstdint>
__device__ __forceinline__ uint16_t float2_to_e4m3x2(float lo, float hi) {
  uint16_t out;
  asm("cvt.rn.satfinite.e4m3x2.f32 %0, %2, %1;" : "=h"(out) : "f"(lo), "f"(hi));
  return out;
}
__global__ void quantize(const float2 *in, uint16_t *out) {
  float2 v = in[threadIdx.x];
  out[threadIdx.x] = float2_to_e4m3x2(v.x, v.y);
}
""", sm_120a=True),
    Case("fp8-cvt-e5m2-to-f16x2", "cvt.rn.f16x2.e5m2x2 unpacking, in a scoped block",
         "sm_89", """#include <cstdint>
__device__ __forceinline__ uint32_t e5m2x2_to_half2(uint16_t packed) {
  uint32_t out;
  asm("{\\n"
      ".reg .b16 lo;\\n"
      "mov.b16 lo, %1;\\n"
      "cvt.rn.f16x2.e5m2x2 %0, lo;\\n"
      "}\\n" : "=r"(out) : "h"(packed));
  return out;
}
__global__ void dequantize(const uint16_t *in, uint32_t *out) {
  out[threadIdx.x] = e5m2x2_to_half2(in[threadIdx.x]);
}
""", sm_120a=True),
    Case("fp8-cvt-guarded", "fp8 cvt under #if __CUDA_ARCH__ >= 890 with a software fallback",
         "sm_89", """#include <cstdint>
__device__ __forceinline__ uint16_t pack_e4m3(float a, float b) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 890
  uint16_t r;
  asm("cvt.rn.satfinite.e4m3x2.f32 %0, %2, %1;" : "=h"(r) : "f"(a), "f"(b));
  return r;
#else
  return static_cast<uint16_t>((__float_as_uint(a) >> 24) | ((__float_as_uint(b) >> 24) << 8));
#endif
}
__global__ void quantize(const float *in, uint16_t *out) {
  out[threadIdx.x] = pack_e4m3(in[2 * threadIdx.x], in[2 * threadIdx.x + 1]);
}
"""),
    # ---- matrix loads and stores, mma ---------------------------------
    Case("ldmatrix-x4", "ldmatrix.sync.aligned.m8n8.x4.shared.b16 into four registers",
         "sm_75", SMEM + """
__device__ __forceinline__ void ldsm_x4(const void *smem, uint32_t &d0, uint32_t &d1,
                                        uint32_t &d2, uint32_t &d3) {
  asm volatile("ldmatrix.sync.aligned.x4.m8n8.shared.b16 {%0, %1, %2, %3}, [%4];\\n"
               : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3) : "r"(smem_u32(smem)));
}
__global__ void k(uint32_t *out) {
  __shared__ alignas(16) uint16_t tile[32 * 8 * 4];
  uint32_t r[4];
  ldsm_x4(&tile[(threadIdx.x % 32) * 8], r[0], r[1], r[2], r[3]);
  out[threadIdx.x] = r[0] ^ r[1] ^ r[2] ^ r[3];
}
""", sm_120a=True),
    Case("ldmatrix-trans-x2", "ldmatrix .trans .x2", "sm_75", SMEM + """
__global__ void k(uint32_t *out) {
  __shared__ alignas(16) uint16_t tile[16 * 8];
  uint32_t a, b;
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];"
               : "=r"(a), "=r"(b) : "r"(smem_u32(&tile[(threadIdx.x % 16) * 8])));
  out[threadIdx.x] = a + b;
}
"""),
    Case("stmatrix-x4", "stmatrix.sync.aligned.x4 from four registers, unguarded", "sm_90",
         SMEM + """
__device__ __forceinline__ void stsm_x4(void *smem, uint32_t s0, uint32_t s1, uint32_t s2,
                                        uint32_t s3) {
  asm volatile("stmatrix.sync.aligned.x4.m8n8.shared.b16 [%0], {%1, %2, %3, %4};\\n"
               :: "r"(smem_u32(smem)), "r"(s0), "r"(s1), "r"(s2), "r"(s3));
}
__global__ void k(const uint32_t *in) {
  __shared__ alignas(16) uint16_t tile[32 * 8 * 4];
  const uint32_t *v = in + threadIdx.x * 4;
  stsm_x4(&tile[(threadIdx.x % 32) * 8], v[0], v[1], v[2], v[3]);
}
""", sm_120a=True),
    Case("stmatrix-guarded", "stmatrix under #if __CUDA_ARCH__ >= 900, shared stores below",
         "sm_90", SMEM + """
__global__ void k(const uint32_t *in) {
  __shared__ alignas(16) uint32_t tile[32 * 4];
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm volatile("stmatrix.sync.aligned.m8n8.x1.shared.b16 [%0], {%1};"
               :: "r"(smem_u32(&tile[(threadIdx.x % 8) * 4])), "r"(in[threadIdx.x]));
#else
  tile[threadIdx.x % 128] = in[threadIdx.x];
#endif
}
"""),
    Case("mma-m16n8k16-f16", "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32", "sm_80",
         """#include <cstdint>
__device__ __forceinline__ void mma_16816(float (&d)[4], const uint32_t (&a)[4],
                                          const uint32_t (&b)[2], const float (&c)[4]) {
  asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
               "{%0,  %1,  %2,  %3},"
               "{%4,  %5,  %6,  %7},"
               "{%8,  %9},"
               "{%10, %11, %12, %13};\\n"
               : "=f"(d[0]), "=f"(d[1]), "=f"(d[2]), "=f"(d[3])
               : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b[0]), "r"(b[1]),
                 "f"(c[0]), "f"(c[1]), "f"(c[2]), "f"(c[3]));
}
__global__ void k(const uint32_t *ab, float *out) {
  uint32_t a[4] = {ab[0], ab[1], ab[2], ab[3]};
  uint32_t b[2] = {ab[4], ab[5]};
  float c[4] = {0, 0, 0, 0}, d[4];
  mma_16816(d, a, b, c);
  for (int i = 0; i < 4; ++i) out[threadIdx.x * 4 + i] = d[i];
}
"""),
    Case("mma-m16n8k8-tf32-guarded", "tf32 mma under #if __CUDA_ARCH__ >= 800 with an "
         "m16n8k8 f16 mma (sm_75) otherwise", "sm_80", """#include <cstdint>
__global__ void k(const uint32_t *ab, float *out) {
  float d0, d1, d2, d3;
#if __CUDA_ARCH__ >= 800
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "
               "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%10,%10,%10,%10};"
               : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
               : "r"(ab[0]), "r"(ab[1]), "r"(ab[2]), "r"(ab[3]), "r"(ab[4]), "r"(ab[5]),
                 "f"(0.0f));
#else
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.f16.f16.f32 "
               "{%0,%1,%2,%3}, {%4,%5}, {%6}, {%7,%7,%7,%7};"
               : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
               : "r"(ab[0]), "r"(ab[1]), "r"(ab[2]), "f"(0.0f));
#endif
  out[threadIdx.x] = d0 + d1 + d2 + d3;
}
"""),
    Case("cp-async-pipeline", "cp.async.cg 16-byte copies with commit_group / wait_group",
         "sm_80", SMEM + """
__device__ __forceinline__ void cp_async_16(void *smem, const void *gmem) {
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\\n"
               :: "r"(smem_u32(smem)), "l"(gmem));
}
__device__ __forceinline__ void cp_async_fence() {
  asm volatile("cp.async.commit_group;\\n" ::);
}
template <int N> __device__ __forceinline__ void cp_async_wait() {
  asm volatile("cp.async.wait_group %0;\\n" :: "n"(N));
}
__global__ void k(const float4 *in, float4 *out) {
  __shared__ float4 stage[2][128];
  cp_async_16(&stage[0][threadIdx.x], in + threadIdx.x);
  cp_async_fence();
  cp_async_16(&stage[1][threadIdx.x], in + 128 + threadIdx.x);
  cp_async_fence();
  cp_async_wait<1>();
  __syncthreads();
  out[threadIdx.x] = stage[0][threadIdx.x];
}
"""),
    # ---- tcgen05 (sm_100a) ---------------------------------------------
    Case("tcgen05-alloc-feat-guarded", "tcgen05.alloc / relinquish / dealloc under "
         "__CUDA_ARCH_FEAT_SM100_ALL", "sm_100a", SMEM + """
__device__ __forceinline__ void tmem_alloc(uint32_t *dst_smem, uint32_t ncols) {
#if defined(__CUDA_ARCH_FEAT_SM100_ALL)
  asm volatile("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%0], %1;"
               :: "r"(smem_u32(dst_smem)), "r"(ncols));
  asm volatile("tcgen05.relinquish_alloc_permit.cta_group::1.sync.aligned;" ::);
#endif
}
__device__ __forceinline__ void tmem_free(uint32_t taddr, uint32_t ncols) {
#if defined(__CUDA_ARCH_FEAT_SM100_ALL)
  asm volatile("tcgen05.dealloc.cta_group::1.sync.aligned.b32 %0, %1;"
               :: "r"(taddr), "r"(ncols));
#endif
}
__global__ void k() {
  __shared__ uint32_t taddr;
  if (threadIdx.x < 32) tmem_alloc(&taddr, 128);
  __syncthreads();
  if (threadIdx.x < 32) tmem_free(taddr, 128);
}
""", sm_120a=True),
    Case("tcgen05-alloc-unguarded", "tcgen05.alloc and dealloc, unguarded", "sm_100a",
         SMEM + """
__global__ void k() {
  __shared__ uint32_t taddr;
  if (threadIdx.x < 32) {
    asm volatile("tcgen05.alloc.cta_group::1.sync.aligned.shared::cta.b32 [%0], 32;"
                 :: "r"(smem_u32(&taddr)) : "memory");
    asm volatile("tcgen05.dealloc.cta_group::1.sync.aligned.b32 %0, 32;" :: "r"(taddr));
  }
}
""", sm_120a=True),
    Case("tcgen05-ld-wait", "tcgen05.ld 32x32b.x2 + tcgen05.wait::ld under "
         "#if __CUDA_ARCH__ >= 1000 (also true on sm_120a)", "sm_100a", """#include <cstdint>
__device__ __forceinline__ void tmem_load_2(uint32_t taddr, uint32_t &v0, uint32_t &v1) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 1000
  asm volatile("tcgen05.ld.sync.aligned.32x32b.x2.b32 {%0, %1}, [%2];\\n"
               "tcgen05.wait::ld.sync.aligned;\\n"
               : "=r"(v0), "=r"(v1) : "r"(taddr) : "memory");
#else
  v0 = v1 = taddr;
#endif
}
__global__ void epilogue(uint32_t taddr, uint32_t *out) {
  uint32_t a, b;
  tmem_load_2(taddr, a, b);
  out[threadIdx.x] = a + b;
}
""", sm_120a=True),
    Case("tcgen05-mma-f16", "tcgen05.mma.cta_group::1.kind::f16 from smem descriptors into "
         "tensor memory, with a predicate for accumulate, under __CUDA_ARCH_FEAT_SM100_ALL",
         "sm_100a", """#include <cstdint>
__device__ __forceinline__ void umma_f16(uint64_t desc_a, uint64_t desc_b, uint32_t tmem_c,
                                         uint32_t idesc, uint32_t accumulate) {
#if defined(__CUDA_ARCH_FEAT_SM100_ALL)
  asm volatile("{\\n\\t"
               ".reg .pred p;\\n\\t"
               "setp.ne.b32 p, %4, 0;\\n\\t"
               "tcgen05.mma.cta_group::1.kind::f16 [%0], %1, %2, %3, p;\\n\\t"
               "}\\n"
               :: "r"(tmem_c), "l"(desc_a), "l"(desc_b), "r"(idesc), "r"(accumulate));
#endif
}
__global__ void k(const uint64_t *descs, uint32_t tmem) {
  if (threadIdx.x == 0) umma_f16(descs[0], descs[1], tmem, 0x08100490u, 0);
}
""", sm_120a=True),
    Case("fp4-cvt-e2m1x2", "cvt.rn.satfinite.e2m1x2.f32 packing two floats into fp4, "
         "unguarded", "sm_100a", """#include <cstdint>
__device__ __forceinline__ uint8_t float2_to_e2m1x2(float lo, float hi) {
  uint16_t out;
  asm("{\\n"
      ".reg .b8 byte;\\n"
      "cvt.rn.satfinite.e2m1x2.f32 byte, %2, %1;\\n"
      "cvt.u16.u8 %0, byte;\\n"
      "}" : "=h"(out) : "f"(lo), "f"(hi));
  return static_cast<uint8_t>(out);
}
__global__ void quantize(const float2 *in, uint8_t *out) {
  float2 v = in[threadIdx.x];
  out[threadIdx.x] = float2_to_e2m1x2(v.x, v.y);
}
""", sm_120a=True),
    Case("tcgen05-family-guarded", "tcgen05.fence under "
         "#if __CUDA_ARCH_FAMILY_SPECIFIC__ == 1000 (nvcc's macro; clang 22 does not define it)",
         "sm_100a", """
__global__ void k() {
#if defined(__CUDA_ARCH_FAMILY_SPECIFIC__) && __CUDA_ARCH_FAMILY_SPECIFIC__ == 1000
  asm volatile("tcgen05.fence::before_thread_sync;" ::: "memory");
#endif
  __syncthreads();
#if defined(__CUDA_ARCH_FAMILY_SPECIFIC__) && __CUDA_ARCH_FAMILY_SPECIFIC__ == 1000
  asm volatile("tcgen05.fence::after_thread_sync;" ::: "memory");
#endif
}
""", sm_120a=True),
    # ---- warp-level: elect, redux, shfl, vote ----------------------------
    Case("elect-one-sync", "elect.sync into a scoped register and predicate (the "
         "elect-one-leader idiom)", "sm_90", """#include <cstdint>
__device__ __forceinline__ bool elect_one_sync() {
  uint32_t pred = 0;
  uint32_t laneid = 0;
  asm volatile("{\\n"
               ".reg .b32 %%rx;\\n"
               ".reg .pred %%px;\\n"
               "     elect.sync %%rx|%%px, %2;\\n"
               "@%%px mov.s32 %1, 1;\\n"
               "     mov.s32 %0, %%rx;\\n"
               "}\\n"
               : "+r"(laneid), "+r"(pred) : "r"(0xFFFFFFFFu));
  return pred != 0;
}
__global__ void k(int *leaders) {
  if (elect_one_sync()) atomicAdd(leaders, 1);
}
"""),
    Case("redux-sync", "redux.sync.add.u32 and redux.sync.max.s32", "sm_80", """
__device__ __forceinline__ unsigned warp_sum(unsigned v) {
  unsigned r;
  asm volatile("redux.sync.add.u32 %0, %1, %2;" : "=r"(r) : "r"(v), "r"(0xffffffffu));
  return r;
}
__device__ __forceinline__ int warp_max(int v) {
  int r;
  asm volatile("redux.sync.max.s32 %0, %1, 0xffffffff;" : "=r"(r) : "r"(v));
  return r;
}
__global__ void k(unsigned *sum, int *mx) {
  sum[threadIdx.x] = warp_sum(threadIdx.x);
  mx[threadIdx.x] = warp_max(-(int)threadIdx.x);
}
"""),
    Case("shfl-legacy", "shfl.down.b32 without .sync (pre-Volta code kept in a reduction "
         "helper)", "removed from sm_70", """
__device__ __forceinline__ float shfl_down(float v, int delta) {
  float r;
  asm volatile("shfl.down.b32 %0, %1, %2, 0x1f;" : "=f"(r) : "f"(v), "r"(delta));
  return r;
}
__global__ void reduce(float *p) {
  float v = p[threadIdx.x];
  for (int o = 16; o > 0; o >>= 1) v += shfl_down(v, o);
  if (threadIdx.x == 0) p[0] = v;
}
""", sm_120a=True),
    Case("shfl-sync-bfly", "shfl.sync.bfly.b32 with a member mask (the current form)",
         "sm_70", """
__device__ __forceinline__ float xor_shuffle(float v, int lane_mask) {
  float r;
  asm volatile("shfl.sync.bfly.b32 %0, %1, %2, 0x1f, 0xffffffff;"
               : "=f"(r) : "f"(v), "r"(lane_mask));
  return r;
}
__global__ void allreduce(float *p) {
  float v = p[threadIdx.x];
  for (int m = 16; m > 0; m >>= 1) v += xor_shuffle(v, m);
  p[threadIdx.x] = v;
}
"""),
    Case("vote-ballot-legacy", "vote.ballot.b32 without .sync after a setp into a scoped "
         "predicate", "removed from sm_70", """
__device__ __forceinline__ unsigned ballot(int pred) {
  unsigned r;
  asm volatile("{\\n"
               "  .reg .pred p;\\n"
               "  setp.ne.u32 p, %1, 0;\\n"
               "  vote.ballot.b32 %0, p;\\n"
               "}\\n" : "=r"(r) : "r"(pred));
  return r;
}
__global__ void k(unsigned *out, const int *in) { out[threadIdx.x] = ballot(in[threadIdx.x]); }
"""),
    # ---- clusters and special registers ---------------------------------
    Case("cluster-ctarank", "%cluster_ctarank and %clusterid.x reads, unguarded", "sm_90",
         """#include <cstdint>
__device__ __forceinline__ uint32_t block_rank_in_cluster() {
  uint32_t rank;
  asm volatile("mov.u32 %0, %%cluster_ctarank;\\n" : "=r"(rank) :);
  return rank;
}
__device__ __forceinline__ uint32_t cluster_id_x() {
  uint32_t x;
  asm volatile("mov.u32 %0, %%clusterid.x;\\n" : "=r"(x) :);
  return x;
}
__global__ void k(uint32_t *out) {
  out[threadIdx.x] = block_rank_in_cluster() + 16 * cluster_id_x();
}
""", sm_120a=True),
    Case("cluster-guarded", "cluster special registers and barrier.cluster under "
         "#if __CUDA_ARCH__ >= 900, blockIdx below", "sm_90", """#include <cstdint>
__device__ __forceinline__ uint32_t cluster_rank() {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  uint32_t r;
  asm volatile("mov.u32 %0, %%cluster_ctarank;" : "=r"(r));
  return r;
#else
  return blockIdx.x;
#endif
}
__device__ __forceinline__ void cluster_sync() {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900
  asm volatile("barrier.cluster.arrive.release.aligned;\\n"
               "barrier.cluster.wait.acquire.aligned;\\n" ::: "memory");
#else
  __syncthreads();
#endif
}
__global__ void k(uint32_t *out) {
  cluster_sync();
  out[threadIdx.x] = cluster_rank();
}
"""),
    Case("cluster-barrier-mapa", "barrier.cluster arrive/wait and mapa.shared::cluster, "
         "unguarded", "sm_90", SMEM + """
__device__ __forceinline__ uint32_t map_to_rank(const void *smem, uint32_t rank) {
  uint32_t remote;
  asm volatile("mapa.shared::cluster.u32 %0, %1, %2;" : "=r"(remote)
               : "r"(smem_u32(smem)), "r"(rank));
  return remote;
}
__global__ void k(uint32_t *out) {
  __shared__ uint32_t slot;
  asm volatile("barrier.cluster.arrive.aligned;\\nbarrier.cluster.wait.aligned;" ::: "memory");
  out[threadIdx.x] = map_to_rank(&slot, 1);
}
"""),
    Case("st-async-remote", "st.async to another CTA's shared memory with complete_tx",
         "sm_90", """#include <cstdint>
__global__ void k(uint32_t remote_addr, uint32_t remote_bar, uint32_t v) {
  asm volatile("st.async.shared::cluster.mbarrier::complete_tx::bytes.u32 [%0], %1, [%2];"
               :: "r"(remote_addr), "r"(v), "r"(remote_bar) : "memory");
}
"""),
    Case("sreg-classic", "%laneid, %warpid, %smid, %globaltimer reads (every target)",
         "sm_75", """#include <cstdint>
__device__ __forceinline__ uint32_t lane_id() {
  uint32_t r; asm volatile("mov.u32 %0, %%laneid;" : "=r"(r)); return r;
}
__device__ __forceinline__ uint32_t sm_id() {
  uint32_t r; asm volatile("mov.u32 %0, %%smid;" : "=r"(r)); return r;
}
__device__ __forceinline__ uint64_t global_timer() {
  uint64_t r; asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(r)); return r;
}
__global__ void k(uint64_t *out) {
  uint32_t warp;
  asm volatile("mov.u32 %0, %%warpid;" : "=r"(warp));
  out[threadIdx.x] = global_timer() + lane_id() + sm_id() + warp;
}
""", sm_120a=True),
    Case("nanosleep-backoff", "nanosleep.u32 in a spin-wait backoff loop", "sm_70", """
__device__ __forceinline__ void backoff(unsigned ns) {
  asm volatile("nanosleep.u32 %0;" :: "r"(ns));
}
__global__ void spin(volatile int *flag) {
  unsigned ns = 8;
  while (*flag == 0) {
    backoff(ns);
    if (ns < 256) ns *= 2;
  }
}
"""),
    # ---- cuda::ptx (libcu++) --------------------------------------------
    Case("cuda-ptx-fence-proxy", "cuda::ptx::fence_proxy_async(space_shared), unguarded",
         "sm_90", """#include <cuda/ptx>
__global__ void k(float *p) {
  p[threadIdx.x] = 0.0f;
  cuda::ptx::fence_proxy_async(cuda::ptx::space_shared);
}
"""),
    Case("cuda-ptx-mbarrier-expect-tx", "cuda::ptx::mbarrier_arrive_expect_tx, unguarded",
         "sm_90", """#include <cuda/ptx>
#include <cstdint>
__global__ void k() {
  __shared__ uint64_t bar;
  if (threadIdx.x == 0)
    cuda::ptx::mbarrier_arrive_expect_tx(cuda::ptx::sem_release, cuda::ptx::scope_cta,
                                         cuda::ptx::space_shared, &bar, 1024u);
}
"""),
    Case("cuda-ptx-nv-target-guarded", "cuda::ptx::fence_proxy_async under "
         "NV_IF_TARGET(NV_PROVIDES_SM_90, ...)", "sm_90", """#include <cuda/ptx>
#include <nv/target>
__global__ void k(float *p) {
  p[threadIdx.x] = 1.0f;
  NV_IF_TARGET(NV_PROVIDES_SM_90, (cuda::ptx::fence_proxy_async(cuda::ptx::space_shared);))
}
"""),
    Case("cuda-ptx-get-sreg", "cuda::ptx::get_sreg_clusterid_x / get_sreg_laneid", "sm_90",
         """#include <cuda/ptx>
#include <cstdint>
__global__ void k(uint32_t *out) {
  out[threadIdx.x] = cuda::ptx::get_sreg_laneid() + cuda::ptx::get_sreg_clusterid_x();
}
"""),
    # ---- CUTLASS/CuTe-style macro configuration -------------------------
    Case("arch-macro-config", "a config header defines ENABLED macros from __CUDA_ARCH__ and "
         "__CUDA_ARCH_FEAT_SM90_ALL; the kernel uses them to pick wgmma or mma", "sm_90a",
         """#include <cstdint>
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 900 && defined(__CUDA_ARCH_FEAT_SM90_ALL)
#  define SKETCH_SM90_WGMMA_ENABLED 1
#endif
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#  define SKETCH_SM80_MMA_ENABLED 1
#endif
__device__ __forceinline__ void tile_mma(float &acc, uint32_t a, uint32_t b) {
#if defined(SKETCH_SM90_WGMMA_ENABLED)
  asm volatile("wgmma.fence.sync.aligned;\\n"
               "wgmma.commit_group.sync.aligned;\\n"
               "wgmma.wait_group.sync.aligned 0;\\n" ::: "memory");
#elif defined(SKETCH_SM80_MMA_ENABLED)
  float d0, d1, d2, d3;
  asm volatile("mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 "
               "{%0,%1,%2,%3}, {%4,%4,%4,%4}, {%5,%5}, {%6,%6,%6,%6};"
               : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3) : "r"(a), "r"(b), "f"(acc));
  acc = d0 + d1 + d2 + d3;
#else
  acc += __uint_as_float(a) * __uint_as_float(b);
#endif
}
__global__ void k(const uint32_t *ab, float *out) {
  float acc = 0;
  tile_mma(acc, ab[0], ab[1]);
  out[threadIdx.x] = acc;
}
""", sm_120a=True),
    Case("acquire-release-fences", "several asm statements in one function: ld.acquire, "
         "st.release, membar.gl and fence.acq_rel (every target)", "sm_75", """
__device__ __forceinline__ int ld_acquire(const int *p) {
  int v;
  asm volatile("ld.acquire.gpu.global.b32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
  return v;
}
__device__ __forceinline__ void st_release(int *p, int v) {
  asm volatile("st.release.gpu.global.b32 [%0], %1;" :: "l"(p), "r"(v) : "memory");
}
__global__ void k(int *flag, int *data) {
  data[threadIdx.x] = threadIdx.x;
  asm volatile("membar.gl;" ::: "memory");
  asm volatile("fence.acq_rel.gpu;" ::: "memory");
  if (threadIdx.x == 0) st_release(flag, 1);
  while (ld_acquire(flag + 1) == 0) {}
}
"""),
]

# Cases also built with `nvcc -arch=<target> -c` (rows inline-ptx/nvcc/...).
NVCC_CASES = (
    "wgmma-fence-commit-wait",
    "wgmma-feat-guarded",
    "setmaxnreg-warp-specialized",
    "griddepcontrol-asm",
    "cuda-grid-dependency-sync",
    "fp8-cvt-e4m3x2",
    "shfl-legacy",
    "tcgen05-alloc-feat-guarded",
    "cuda-ptx-fence-proxy",
)
