"""Writes the schedule test's project into the directory given: a.cu and
b.cu, quick to check but the largest sources (padding), heavy.cu, the
smallest source but the slowest TU (a generated header of 8000 device
functions), and compile_commands.json in the order a.cu, b.cu, heavy.cu."""
import json
import sys

root = sys.argv[1]
with open(f"{root}/big.cuh", "w") as f:
    f.writelines(f"__device__ int f{i}(int x) {{ return x * {i} + (x >> 3); }}\n"
                 for i in range(8000))
with open(f"{root}/heavy.cu", "w") as f:
    f.write('#include "big.cuh"\nstruct H { char b[40000]; };\n'
            "__global__ void heavy_kernel(H h) {}\n")
for name, pad in (("a", 300), ("b", 100)):
    with open(f"{root}/{name}.cu", "w") as f:
        f.write(f"struct {name.upper()} {{ char b[40000]; }};\n"
                f"__global__ void {name}_kernel({name.upper()} v) {{}}\n" + "// padding\n" * pad)
with open(f"{root}/compile_commands.json", "w") as f:
    json.dump([{"directory": root, "file": f"{root}/{tu}",
                "command": f"nvcc -arch=sm_80 -c {tu}"} for tu in ("a.cu", "b.cu", "heavy.cu")],
              f, indent=1)
