# lit configuration for cuda-nvvmcheck. Run through `scripts/test.sh` or
# `cmake --build build --target check`.
import os
import shutil

import lit.formats

config.name = "cuda-nvvmcheck"
# bash, so RUN lines can test exact exit statuses with `$?`.
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".ll", ".cu", ".test"]
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py.in", "lsan.supp"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.nvc_bin_dir, "test")

tool = os.path.join(config.nvc_bin_dir, "cuda-nvvmcheck")
config.substitutions.append(("%nvvmcheck", tool))
config.substitutions.append(("%compat_probe", os.path.join(config.nvc_bin_dir, "nvc-compat-probe")))
config.substitutions.append(("%src_root", config.nvc_src_root))
config.substitutions.append(("%python", shutil.which("python3") or "python3"))
config.substitutions.append(("%lit", os.path.join(config.llvm_tools_dir, "lit")))

# FileCheck, not, split-file and clang come from Debian's llvm-22-tools/clang-22.
config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, config.environment.get("PATH", "/usr/bin:/bin")])
for name in ("FileCheck", "not", "clang"):
    if not os.path.exists(os.path.join(config.llvm_tools_dir, name)):
        lit_config.fatal(f"{name} not found in {config.llvm_tools_dir}")

# Tests run in copies under the build tree, which may lie inside a git
# checkout: git's own ceiling keeps the tool's search for a git top level
# (the default base of CI report paths, tool/path_base.h) from leaving the
# test's directory, so a test sees the same paths in a checkout and in an
# unpacked tarball. Tests of that search set up their own repository.
config.environment["GIT_CEILING_DIRECTORIES"] = config.test_exec_root

# The header cache (docs/header-cache.md) is on in the suite, as it is by
# default, in a directory of the build tree: every expected output is also
# the output with the cache. lit passes no HOME to tests, so without this the
# tool would fall back to the password database's home (~/.cache); no test
# writes there. test/cache sets its own directories.
config.environment["XDG_CACHE_HOME"] = os.path.join(config.test_exec_root, "xdg-cache")

# The CUDA toolkit the tests use: CUDA_PATH, then /usr/local/cuda (the tool
# also looks at the compile command's nvcc and nvcc on PATH: README).
cuda = os.environ.get("CUDA_PATH") or "/usr/local/cuda"
config.substitutions.append(("%cuda_path", cuda))
if "CUDA_PATH" in os.environ:
    config.environment["CUDA_PATH"] = os.environ["CUDA_PATH"]
if os.path.exists(os.path.join(cuda, "include", "cuda_runtime.h")):
    config.available_features.add("cuda")
for feature, rel in (("nvcc", "bin/nvcc"), ("ptxas", "bin/ptxas"),
                     ("libnvvm", "lib/libnvvm.so"), ("cicc", "nvvm/bin/cicc")):
    if os.path.exists(os.path.join(cuda, rel)):
        config.available_features.add(feature)
        config.substitutions.append((f"%{feature}", os.path.join(cuda, rel)))


def host_compiler_has_omp_h():
    """gcc from PATH, the host compiler nvcc runs without -ccbin, has <omp.h>
    in its own include directory (docs/compat.md, pattern 8)."""
    import subprocess
    gcc = shutil.which("gcc")
    if not gcc:
        return False
    try:
        own = subprocess.run([gcc, "-print-file-name=include"], capture_output=True,
                             text=True, timeout=60).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return False
    return os.path.isabs(own) and os.path.exists(os.path.join(own, "omp.h"))


# Debian's pre-commit package (scripts/deps.sh), for test/e2e/pre-commit.test.
if shutil.which("pre-commit") and shutil.which("git") and shutil.which("cmake"):
    config.available_features.add("pre-commit")

if host_compiler_has_omp_h():
    config.available_features.add("host-omp")


def cicc_runs_nvvm20():
    """cicc's NVVM-20 half (the verifier oracle R2 of docs/reference/toolchain.md)
    reads LLVM bitcode at -arch=compute_100; CUDA 12 and older have no NVVM 20."""
    import subprocess
    import tempfile
    llvm_as = os.path.join(config.llvm_tools_dir, "llvm-as")
    cicc = os.path.join(cuda, "nvvm", "bin", "cicc")
    if not (os.path.exists(llvm_as) and os.path.exists(cicc)):
        return False
    with tempfile.TemporaryDirectory() as d:
        ll, bc = os.path.join(d, "probe.ll"), os.path.join(d, "probe.bc")
        with open(ll, "w") as f:
            f.write('target triple = "nvptx64-nvidia-cuda"\n'
                    'target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"\n'
                    "define void @f() {\n  ret void\n}\n"
                    "!nvvmir.version = !{!0}\n!0 = !{i32 2, i32 0}\n")
        try:
            subprocess.run([llvm_as, ll, "-o", bc], check=True, capture_output=True,
                           timeout=60)
            return subprocess.run([cicc, "-libnvvm", "-arch=compute_100",
                                   "-opt-passes=nvvm-verify", bc, "-o",
                                   os.path.join(d, "probe.ptx")],
                                  capture_output=True, timeout=60).returncode == 0
        except (OSError, subprocess.SubprocessError):
            return False


if cicc_runs_nvvm20():
    config.available_features.add("cicc-nvvm20")

# Debian's clang-tidy-22: clang-tidy, run-clang-tidy and clang-tidy-diff.py,
# whose --help texts docs/ci.md's flag tables must cover
# (test/output/ci-tidy-flags.test).
tidy_tools = {"%tidy22": os.path.join(config.llvm_tools_dir, "clang-tidy"),
              "%runtidy22": os.path.join(config.llvm_tools_dir, "run-clang-tidy"),
              "%tidydiff22": os.path.join(os.path.dirname(config.llvm_tools_dir),
                                               "share", "clang", "clang-tidy-diff.py")}
if all(os.path.exists(p) for p in tidy_tools.values()):
    config.available_features.add("clang-tidy")
    config.substitutions.extend(tidy_tools.items())

# man-db and groff render the installed man page (test/cli/install-man.test).
if shutil.which("man") and shutil.which("groff"):
    config.available_features.add("man")

if config.nvc_sanitize in ("ON", "1", "TRUE"):
    config.available_features.add("sanitizer")
# %limit_as: a 1 GB address-space limit for the command after it (in a
# subshell), so that a test of a memory bound fails instead of exhausting
# the machine when the bound regresses; nothing under ASan, which reserves
# terabytes of address space for its shadow memory.
config.substitutions.append(
    ("%limit_as", "" if "sanitizer" in config.available_features else "ulimit -v 1048576;"))
# scripts/test.sh sets these for the sanitizer build: abort on the first
# report and log it to a file, so that `not` cannot hide one.
for var in ("ASAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

# Report validators, for test/output and the shard tests of test/scan.
import subprocess

# A python3 with jsonschema and yaml (Debian's python3-jsonschema and
# python3-yaml, installed by scripts/deps.sh); failing that the default one,
# and the checkers then fail saying what is missing.
def has_validators(python):
    try:
        return subprocess.run([python, "-c", "import jsonschema, yaml"],
                              capture_output=True).returncode == 0
    except OSError:
        return False

candidates = ["/usr/bin/python3", shutil.which("python3") or "python3"]
config.substitutions.append(
    ("%validator_python", next((p for p in candidates if has_validators(p)), candidates[-1])))

# The OASIS SARIF 2.1.0 schema: $NVC_SARIF_SCHEMA, else ../shared/data beside
# the repository.
# Where neither exists, schema validation is skipped (sarif-schema.test is
# UNSUPPORTED) and the other checks of check_sarif.py still run.
# ../shared sits beside the repository (as on CI).
schema = os.environ.get("NVC_SARIF_SCHEMA") or os.path.join(
    os.path.dirname(config.nvc_src_root), "shared", "data", "sarif-schema-2.1.0.json")
if os.path.exists(schema):
    config.available_features.add("sarif-schema")
    config.substitutions.append(("%sarif_schema", schema))
else:
    config.substitutions.append(("%sarif_schema", "none"))
if "NVC_SARIF_SCHEMA" in os.environ:
    config.environment["NVC_SARIF_SCHEMA"] = os.environ["NVC_SARIF_SCHEMA"]
