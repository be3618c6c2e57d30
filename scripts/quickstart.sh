#!/usr/bin/env bash
# Quick start: install what is missing, build, and run the checker on the
# bundled examples so you see real findings.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
"$root/scripts/deps.sh"
"$root/scripts/build.sh" "$root/build"
cd "$root"
echo
echo "\$ build/cuda-nvvmcheck examples/*.cu"
status=0
build/cuda-nvvmcheck examples/*.cu || status=$?
echo "(exit status $status: 1 means error-level findings, as expected for these examples)"
[ "$status" -le 1 ]
