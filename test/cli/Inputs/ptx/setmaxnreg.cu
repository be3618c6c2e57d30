// setmaxnreg is arch-specific: ptxas 13 assembles it for sm_90a, sm_100a,
// sm_100f and sm_120a, not for sm_90, sm_100 or sm_120. Not guarded here.
__global__ void grow(int *out)
{
    asm volatile("setmaxnreg.inc.sync.aligned.u32 240;");
    *out = 1;
}
