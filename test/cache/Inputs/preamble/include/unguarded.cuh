// A project header without an include guard: a TU compile that used a
// level-2 entry would read it a second time, so no entry is made.
__device__ int thrice(int x) { return 3 * x; }
