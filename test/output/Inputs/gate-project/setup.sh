#!/bin/sh
# usage: setup.sh main <inputs dir> <heavy.cu> <dest>
#        setup.sh pull-request <dest>
# main: <dest>/origin.git, a bare repository standing for the hosted one, and
# <dest>/work, a clone whose main branch has CMakeLists.txt and src/heavy.cu.
# pull-request: commits what the work tree has (the baseline the recipe
# wrote) to main, pushes it, pushes a branch "feature" that appends one
# kernel to src/heavy.cu (lines 17-18), and checks out the merge commit of
# feature into main, as actions/checkout does for a pull request.
# git's identity comes from $HOME/.gitconfig, which the caller points at a
# scratch directory.
set -e
case "$1" in
main)
    rm -rf "$4"
    git init -q --bare "$4/origin.git"
    git init -q -b main "$4/work"
    cd "$4/work"
    git config --global user.name test
    git config --global user.email test@example.com
    git remote add origin "$4/origin.git"
    mkdir src
    cp "$2/CMakeLists.txt" .
    cp "$3" src/heavy.cu
    printf 'build/\n' > .gitignore
    git add .gitignore CMakeLists.txt src/heavy.cu
    git commit -q -m "a CUDA project"
    ;;
pull-request)
    cd "$2/work"
    git commit -q -m "the cuda-nvvmcheck baseline"
    git push -q origin main
    git checkout -q -b feature
    printf '\n__global__ void added_kernel(struct Heavy h, float *out) { out[0] = h.scale; }\n' >> src/heavy.cu
    git commit -q -a -m "one more kernel"
    git push -q origin feature
    git fetch -q origin
    git checkout -q --detach origin/main
    git merge -q --no-ff --no-edit origin/feature
    ;;
esac
