#include <omp.h>
#include <float.h>
#include <limits.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <cstdio>
#ifndef HOSTCC_PROJECT_OMP_H
#error "<omp.h> must come from the own include directory of the -ccbin compiler"
#endif
__global__ void child(unsigned *p) {}
__global__ void parent() { unsigned lane = 0; child<<<1, 1>>>(&lane); }
int main() { printf("%d %d\n", omp_get_max_threads(), INT_MAX); }
