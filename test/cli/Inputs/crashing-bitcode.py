"""Writes a bitcode file that crashes LLVM 22's bitcode reader.

The module of bitcode-seed.ll is assembled with llvm-as, then one byte at a
time, from the end, is XORed with 0x55 until llvm-dis dies of a signal on
the result (measured on LLVM 22.1.8: 30 of the last 400 single-byte changes
of this module crash llvm-dis, in code that Module::materializeAll reaches;
the first one found is 1 byte from the end's function block). Exits 1 when
none of the first 2,000 changes crashes: then LLVM's reader was fixed and
docs/reliability.md ("Isolation") should say so.

usage: crashing-bitcode.py SEED.ll OUT.bc   (llvm-as and llvm-dis from PATH: lit puts
LLVM 22's tools first)
"""
import os
import subprocess
import sys

seed, out = sys.argv[1:3]
good = out + ".good"
subprocess.run(["llvm-as", seed, "-o", good], check=True)
data = bytes(open(good, "rb").read())
for offset in range(len(data) - 1, max(len(data) - 2001, -1), -1):
    mutated = bytearray(data)
    mutated[offset] ^= 0x55
    open(out, "wb").write(mutated)
    dis = subprocess.run(["llvm-dis", out, "-o", os.devnull],
                         capture_output=True)
    if dis.returncode < 0:
        print(f"byte {offset} of {len(data)} changed: llvm-dis died of signal {-dis.returncode}")
        sys.exit(0)
sys.exit("no single-byte change of the seed crashes llvm-dis: was LLVM's reader fixed?")
