#!/bin/sh
# A stand-in for ccache: runs the command it is given.
exec "$@"
