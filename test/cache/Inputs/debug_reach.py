#!/usr/bin/env python3
"""Prints an LLVM IR module as what is reachable from its code: functions,
globals, their instructions and debug records, attribute groups, named
metadata other than !llvm.dbg.cu, and the metadata nodes these reach, each
node renumbered in the order it is first reached. A DICompileUnit's
enums:, retainedTypes:, globals: and imports: lists are not followed: no
instruction, function or global reaches the nodes only they hold, and
srcmap/ reads debug information from instructions, functions and globals
(docs/header-cache.md). An inline asm call's !srcloc attachment is left
out too: clang's raw source location of the asm statement, an offset into
that compile's SourceManager (which lays out a PCH's files elsewhere), read
only by LLVM's backend to report asm errors, and by nothing in this
project. Two modules that print the same here give srcmap the same debug
information.

usage: debug_reach.py FILE.ll"""
import re
import sys

NODE = re.compile(r"^!(\d+) = (.*)$")
REF = re.compile(r"!(\d+)\b")
CU_LISTS = re.compile(r",? (enums|retainedTypes|globals|imports): !\d+")
SRCLOC = re.compile(r", !srcloc !\d+")


def main(path):
    nodes, code = {}, []
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            m = NODE.match(line)
            if m:
                nodes[m.group(1)] = m.group(2)
            elif line.startswith("!llvm.dbg.cu ="):
                continue
            elif line.startswith("; ModuleID") or line.startswith("source_filename"):
                continue
            else:
                code.append(SRCLOC.sub("", line))
    for key, text in nodes.items():
        if "DICompileUnit(" in text:
            nodes[key] = CU_LISTS.sub("", text)
    order = {}

    def reach(key):
        stack = [key]
        while stack:
            k = stack.pop()
            if k in order or k not in nodes:
                continue
            order[k] = len(order)
            stack.extend(reversed(REF.findall(nodes[k])))

    for line in code:
        for k in REF.findall(line):
            reach(k)

    def renumber(text):
        return REF.sub(lambda m: "!N%d" % order.get(m.group(1), -1), text)

    for line in code:
        print(renumber(line))
    for k in sorted(order, key=order.get):
        print("!N%d = %s" % (order[k], renumber(nodes[k])))


if __name__ == "__main__":
    main(sys.argv[1])
