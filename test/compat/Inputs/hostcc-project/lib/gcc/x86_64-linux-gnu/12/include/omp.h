/* This compiler's own <omp.h>: nvcc finds it through the host compiler. */
#define HOSTCC_PROJECT_OMP_H 1
int omp_get_max_threads(void);
