#!/bin/sh
# usage: setup.sh <inputs dir> <template.json> <dest>: a copy of the test
# project at <dest> with <dest>/build/compile_commands.json from the template.
set -e
rm -rf "$3"
mkdir -p "$3/build"
cp -r "$1/project/." "$3/"
sed -e "s|@ROOT@|$3|g" "$1/$2" > "$3/build/compile_commands.json"
