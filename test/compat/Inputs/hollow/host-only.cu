// A .cu with host code only: no kernel for nvcc either.
#include <cstdio>
#include <vector>
int count_items(const std::vector<int> &v) { std::printf("%zu\n", v.size()); return (int)v.size(); }
