#!/bin/sh
# tidy-setup.sh <inputs-dir> <tmp-dir> <db-dir> [extra compile flags]: copies
# the tidy project to <tmp-dir> and writes <db-dir>/compile_commands.json
# with one nvcc command for src/k.cu, run from <tmp-dir>.
set -e
src=$1 t=$2 db=$3
shift 3
rm -rf "$t" && mkdir -p "$t" "$db" && cp -r "$src"/tidy/. "$t"/
printf '[{"directory":"%s","command":"nvcc -Iinc -isystem sys %s -c src/k.cu -o k.o","file":"src/k.cu"}]\n' \
    "$t" "$*" > "$db"/compile_commands.json
