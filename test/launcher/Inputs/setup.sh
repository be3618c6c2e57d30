#!/bin/sh
# usage: setup.sh <inputs dir> <dest>: fake compilers named nvcc, clang++
# and ccache in <dest>/bin, and the test sources in <dest>.
set -e
rm -rf "$2"
mkdir -p "$2/bin"
for name in nvcc clang++; do cp "$1/fake-compiler.sh" "$2/bin/$name"; done
cp "$1/fake-wrapper.sh" "$2/bin/ccache"
chmod +x "$2/bin/"*
cp "$1/heavy.cu" "$1/clean.cu" "$2/"
