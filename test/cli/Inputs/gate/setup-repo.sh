#!/bin/sh
# usage: setup-repo.sh <inputs dir> <dest>: a git repository at <dest> whose
# one commit has src/k.cu, then k-edited.cu over it in the work tree (a new
# kernel at line 5, old_a re-indented and moved to line 7, only the second
# line of old_b's signature changed) and src/new.cu untracked.
set -e
rm -rf "$2"
mkdir -p "$2/src"
cd "$2"
git init -q .
cp "$1/k.cu" src/k.cu
git add src/k.cu
git -c user.name=test -c user.email=test@example.com commit -q -m base
cp "$1/k-edited.cu" src/k.cu
cp "$1/new.cu" src/new.cu
