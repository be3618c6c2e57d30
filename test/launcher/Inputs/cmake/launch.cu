// nvcc compiles this (with -rdc=true); the child reads the parent's local
// memory, which is undefined.
__global__ void child(int *p) { *p += 1; }
__global__ void parent()
{
    int local = 0;
    child<<<1, 1>>>(&local);
}
