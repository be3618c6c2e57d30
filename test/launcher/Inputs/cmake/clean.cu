__global__ void fine(int *p) { *p = 1; }
