#!/usr/bin/env bash
# Installs the Debian packages cuda-nvvmcheck needs, and only those missing.
# Debian bookworm; LLVM/Clang 22 come from Debian's bookworm-security suite.
# NVIDIA's CUDA toolkit is not a Debian package: it is found at run time
# (--cuda-path, $CUDA_PATH, /usr/local/cuda); tests that need it say so.
set -euo pipefail

# python3-jsonschema and python3-yaml: the test suite validates SARIF reports
# against the OASIS schema and parses the CI examples of docs/ci.md.
# pkg-config and libyaml-dev: .nvvmcheck.yaml is read with libyaml.
# clang-format-22: the test command checks the C sources' format.
# git and pre-commit: test/e2e/pre-commit.test runs the shipped hook.
# clang-tidy-22: test/output/ci-tidy-flags.test reads the --help of
# clang-tidy, run-clang-tidy and clang-tidy-diff.py (docs/ci.md's flag table).
# libclang-rt-22-dev: libFuzzer and clang 22's sanitizer runtimes, for the
# fuzz targets (fuzz/, scripts/fuzz) that the test command smoke-runs.
packages=(cmake ninja-build g++ python3 python3-jsonschema python3-yaml
          pkg-config libyaml-dev clang-format-22 git pre-commit clang-tidy-22
          llvm-22-dev llvm-22-tools clang-22 libclang-22-dev libclang-cpp22-dev
          libclang-rt-22-dev)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "deps: all packages present"
    exit 0
fi

as_root=()
if [ "$(id -u)" -ne 0 ]; then
    command -v sudo >/dev/null || { echo "deps: need root (or sudo) to install: ${missing[*]}" >&2; exit 2; }
    as_root=(sudo)
fi
echo "deps: installing ${missing[*]}"
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "deps: done"
