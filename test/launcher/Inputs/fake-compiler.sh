#!/bin/sh
# A stand-in for a compiler, for launcher tests. It prints its name and
# arguments on stdout and on stderr, creates $FAKE_MARKER when that is set
# (to show it ran), then exits with $FAKE_STATUS (default 0), or kills
# itself with signal $FAKE_SIGNAL.
name=$(basename "$0")
echo "$name stdout: $*"
echo "$name stderr: $*" >&2
[ -n "$FAKE_MARKER" ] && : > "$FAKE_MARKER"
[ -n "$FAKE_SIGNAL" ] && kill -s "$FAKE_SIGNAL" $$
exit "${FAKE_STATUS:-0}"
