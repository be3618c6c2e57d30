// cp.async.bulk needs sm_90 and PTX ISA 8.0 (ptxas 13, .version 7.8: "Feature
// 'cp.async.bulk' requires PTX ISA .version 8.0 or later").
__global__ void copy(const int *src, unsigned dst, unsigned bytes, unsigned bar)
{
    asm volatile("cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], "
                 "%2, [%3];" ::"r"(dst),
                 "l"(src), "r"(bytes), "r"(bar)
                 : "memory");
}
