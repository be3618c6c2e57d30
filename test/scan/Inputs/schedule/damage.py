"""Overwrites the record of the quickest TU (the smallest `ms`) in the
records directory given with text that is not a record."""
import glob
import sys

paths = sorted(glob.glob(sys.argv[1] + "/*"))
ms = {p: int(open(p).read().split("\nms ")[1].split("\n")[0]) for p in paths}
quickest = min(paths, key=lambda p: (ms[p], p))
with open(quickest, "w") as f:
    f.write("garbage\n")
