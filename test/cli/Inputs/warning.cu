__global__ void k(int *p) {
  int truncated = 1.5;
  *p = truncated;
}
