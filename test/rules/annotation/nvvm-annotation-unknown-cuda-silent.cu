// Why CUDA source does not reach nvvm-annotation-unknown (catalog:
// metadata.annotation-unknown; the reason is in docs/rules/catalog-map.tsv).
// The rule reads the property names of !nvvm.annotations. clang 22 writes
// only "texture" and "surface" entries there; launch bounds and
// __grid_constant__ become function and parameter attributes
// ("nvvm.maxntid", "nvvm.minctasm", "nvvm.maxclusterrank",
// "nvvm.grid_constant"), the catalog's examples, and CUDA source has no way
// to name another property. The first RUN pins what clang writes for the
// constructs that produce annotations or launch properties; the others
// that the rule stays silent in both profiles. nvcc 13 compiles this file
// (-arch=sm_90 -c, exit status 0).
// REQUIRES: cuda
// RUN: clang -x cuda --cuda-device-only --cuda-gpu-arch=sm_90 --cuda-path=%cuda_path -Wno-unknown-cuda-version -emit-llvm -S %s -o - \
// RUN:   | FileCheck %s --check-prefix=IR
// IR:      define {{.*}} @_Z1k6ParamsPi(ptr noundef byval(%struct.Params) align 4 "nvvm.grid_constant" %0, ptr noundef %1) #[[K:[0-9]+]]
// IR:      attributes #[[K]] = { {{.*}}"nvvm.maxclusterrank"="4" "nvvm.maxntid"="128" "nvvm.minctasm"="2"
// IR:      !nvvm.annotations = !{![[T:[0-9]+]], ![[S:[0-9]+]]}
// IR-NOT:  !nvvm.annotations
// IR-DAG:  ![[T]] = !{ptr addrspace(1) @tex, !"texture", i32 1}
// IR-DAG:  ![[S]] = !{ptr addrspace(1) @surf, !"surface", i32 1}
// RUN: %nvvmcheck --arch=sm_90 --profile=libnvvm %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// RUN: %nvvmcheck --arch=sm_90 %s 2>&1 | FileCheck %s --implicit-check-not='{{error|warning|note}}:'
// CHECK: no findings in 1 file

// CUDA 12 removed texture<> and surface<>; declared as CUDA 11's headers did.
template <class T, int dim = 1, int mode = 0>
struct __device_builtin_texture_type__ texture { int normalized; };
template <class T, int dim = 1>
struct __device_builtin_surface_type__ surface { int boundary; };
texture<float> tex;
surface<void> surf;

struct Params { int a[4]; };
__global__ void __launch_bounds__(128, 2, 4) k(const __grid_constant__ Params p, int *o) { o[0] = p.a[0]; }
