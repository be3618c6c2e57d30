// For ci-clang-error.test: does not compile (an undeclared name).
__global__ void k(int *p)
{
    p[0] = undeclared_name;
}
