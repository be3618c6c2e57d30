// One place, different findings: each TU instantiates its own size, so the
// findings share file, line, column and rule and are ordered by TU.
template <int N> struct Arr { char bytes[N]; };
template <int N> __global__ void tmpl_kernel(Arr<N> a) {}
