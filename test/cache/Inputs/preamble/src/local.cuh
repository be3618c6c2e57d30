#pragma once
__device__ int four_times(int x) { return 4 * x; }
