// A file the gate tests never commit (untracked: every line is new).
struct Big { int data[10000]; };
__global__ void untracked(struct Big b, int *out) { out[0] = b.data[0]; }
