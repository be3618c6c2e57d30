"""Runs a scan whose last TU includes a named pipe (FIFO), so that TU cannot
finish until this script writes the header into the pipe. It does so only
after `marker` has appeared on the scan's standard output: so the marker,
printed by an earlier TU, was printed while the scan was still running.

usage: release_after.py <fifo> <marker> <give-up-seconds> <command>...

Echoes the scan's standard output, with a line "=== header released ===" at
the point where the pipe was written, then "=== exit N ===". If the marker
has not appeared when the scan has run <give-up-seconds> (a scan that holds
its output until the end never prints it), says so, stops the scan and
exits 1; the limit only keeps a broken scan from hanging the suite.
"""
import errno
import os
import select
import signal
import subprocess
import sys
import time


def write_when_read(fifo, data, deadline):
    """Writes data into the pipe once a reader has it open (opening a pipe
    for writing without blocking fails with ENXIO while there is none)."""
    while time.monotonic() < deadline:
        try:
            fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
        except OSError as e:
            if e.errno != errno.ENXIO:
                raise
            time.sleep(0.05)
            continue
        os.set_blocking(fd, True)
        os.write(fd, data)
        os.close(fd)
        return True
    return False


def main():
    fifo, marker, give_up = sys.argv[1], sys.argv[2].encode(), float(sys.argv[3])
    scan = subprocess.Popen(sys.argv[4:], stdout=subprocess.PIPE, start_new_session=True)
    out = scan.stdout.fileno()
    pending, seen = b"", False
    deadline = time.monotonic() + give_up
    while not seen:
        left = deadline - time.monotonic()
        if left <= 0 or not select.select([out], [], [], left)[0]:
            os.killpg(scan.pid, signal.SIGKILL)
            scan.wait()
            print(f"release_after: '{marker.decode()}' was not printed while the last "
                  f"TU waited for its header")
            return 1
        chunk = os.read(out, 65536)
        if not chunk:
            break
        pending += chunk
        seen = marker in pending
    sys.stdout.buffer.write(pending)
    if not seen:
        scan.wait()
        print(f"release_after: the scan ended without printing '{marker.decode()}'")
        return 1
    print("=== header released ===", flush=True)
    if not write_when_read(fifo, b"#define FROM_FIFO 1\n", deadline):
        os.killpg(scan.pid, signal.SIGKILL)
        scan.wait()
        print("release_after: the last TU never opened its header")
        return 1
    sys.stdout.buffer.write(scan.stdout.read())
    print(f"=== exit {scan.wait()} ===")
    return 0


sys.exit(main())
