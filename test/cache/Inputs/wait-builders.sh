#!/bin/sh
# usage: wait-builders.sh <cache dir>: returns once no header cache builder
# holds a lock in <cache dir> (each builder holds its key's lock until it has
# committed its entry and evicted what the size limit says).
for lock in "$1"/pch-v1/*.lock; do
    [ -e "$lock" ] || continue
    timeout 600 flock "$lock" true
done
