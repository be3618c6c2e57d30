"""Category inline-ptx: the PTX text of `asm` statements (the nvvm-ptx-*
rules) against ptxas' verdict on clang 22's PTX for the same source.

Two parts:
  table  every PTX_GATE row of verifier/ptx_gates.def, its `example` form in
         an `asm volatile` statement, at every target of PTX_GATE_TARGETS
         that clang 22 compiles for. One generated .cu per target holds one
         kernel per row (one statement a line); ptxas' errors map back to a
         row by the kernel that holds the PTX line, ours by the source line.
  cases  hand-written CUDA sources in the style real projects use (inline_ptx_
         cases.py), each compiled alone at its targets; a few also go
         through nvcc -c at the same -arch (rows inline-ptx/nvcc/...).

Truth is ptxas failing on clang's PTX (clang writes .version 8.8; ours is told
the same version when it has --ptx-isa, and otherwise reads clang's
+ptx88 target feature from the module, which is the same number); for the
nvcc rows, nvcc -c failing, against ours at the archs nvcc compiles for that
-arch (nvcc --dryrun: compute_90 and compute_90a for -arch=sm_90a) with the
tool's own PTX ISA default (nvcc writes 9.0)."""

import os
import re

from .common import ANSI, Row, first_line, run
from .inline_ptx_cases import CASES, NVCC_CASES
from .ours import FINDING

NAME = "inline-ptx"
TITLE = "Inline PTX (ptxas on clang's PTX, nvcc -c)"
METHOD = [
    "- **inline-ptx**: two parts. *table*: every `PTX_GATE` row of",
    "  `verifier/ptx_gates.def`, its `example` form alone in an `asm volatile`",
    "  statement (the registers it names declared in a `{ .reg ... }` block of the",
    "  statement by the width their name says: `r`/`ra`/`rf`/`f` .b32, `rd`/`rl`/`fd`",
    "  .b64, `rs`/`rh`/`h` .b16, `rq` .b128, `p` .pred; a .bN register stands for any",
    "  N-bit operand type), at every target of `PTX_GATE_TARGETS` clang-22",
    "  compiles for (the others are one `skipped` row each, with clang's",
    "  refusal). One generated `.cu` per target has one `extern \"C\"` kernel per row",
    "  on its own line, compiled with `-nocudainc` (R3, `--cuda-device-only -S -O2`);",
    "  ptxas' errors map to rows by the kernel holding the PTX line, and the",
    "  kernels it refused are cut from the PTX and ptxas runs again until it",
    "  passes (it stops at a fatal error and reports unresolved externs only",
    "  when everything else assembles). A row whose example ptxas refuses only",
    "  with messages that are not about targets or versions (an operand the",
    "  declaration guessed wrong) is `skipped` with ptxas' message. *cases*:",
    "  hand-written CUDA sources written the way real projects write inline PTX",
    "  (multi-instruction `asm volatile` blocks with operands and clobbers,",
    "  `#if __CUDA_ARCH__` / `__CUDA_ARCH_FEAT_SM90_ALL` guards, CUDA runtime",
    "  and `cuda::ptx` calls; `scripts/nvc_agreement/inline_ptx_cases.py`), each",
    "  compiled alone with CUDA's headers at sm_75/80/90/90a/100a (and sm_120a",
    "  where it matters). Truth is ptxas failing on clang-22's PTX (`.version",
    "  8.8`); ours runs on the same `.cu` at the same target with `--ptx-isa` set",
    "  to clang's `.version` when the tool has that option (without it, the",
    "  tool reads clang's `+ptx88` from the module: the same number). An",
    "  error-level finding on the row's line (for a case: anywhere in its file)",
    "  is our reject; findings the tool hides in system headers are not (the",
    "  row notes how many). For a few cases `nvcc -arch=<target> -c`",
    "  is a row of its own (`inline-ptx/nvcc/...`) against ours at the archs",
    "  `nvcc --dryrun` shows it compiling (`-arch=sm_90a`: compute_90a and",
    "  compute_90) with the tool's default PTX ISA (nvcc writes 9.0).",
]

# The header of every generated table file: clang's CUDA attributes
# without CUDA's headers (-nocudainc), as in the sm-gate category.
PRELUDE = "#define __global__ __attribute__((global))\n"
ROW_KERNEL = "agree_row_"

# A register the example names: r1, h1, rd1 (hand-written), %r1, %rd1, %rs1,
# %p1 (llc's PTX), %ra0, %rh0, %rl0, %rq0, %rf0 (registers named after the
# asm constraint letters). Declared by width: a .bN register stands for an
# operand of any N-bit type (PTX ISA, "Type Information for Instructions and
# Operands"; measured: ptxas 13.0 assembles add.f64, setp.lt.f64, fma.rn.f32
# and cvt.f32.f16 on .b64/.b32/.b16 registers), so %rd is .b64 whether it
# holds a double or an address.
REGISTER = re.compile(r"(?<![\w.%$])(%?)(ra|rh|rl|rq|rf|rd|rs|fd|r|h|p|f)(\d+)\b")
REGISTER_TYPE = {"r": ".b32", "ra": ".b32", "f": ".b32", "rf": ".b32",
                 "h": ".b16", "rh": ".b16", "rs": ".b16",
                 "rd": ".b64", "rl": ".b64", "fd": ".b64",
                 "rq": ".b128", "p": ".pred"}

# ptxas' messages that are about the target or the PTX ISA version (the
# table's subject); any other refusal of a row is the rendering's fault.
GATING = re.compile(r"not supported on \.target|requires \.target|requires PTX ISA|"
                    r"cannot be compiled for architecture|and higher from PTX ISA|"
                    r"is not supported on \.target|Unresolved extern function|"
                    r"does not support \.target")

PTXAS_LINE = re.compile(r"^ptxas (?P<file>.*?), line (?P<line>\d+); "
                        r"(?P<sev>error|fatal|warning)\s*: (?P<msg>.*)$")
PTXAS_FATAL = re.compile(r"^ptxas fatal\s*: (?P<msg>.*)$")
UNRESOLVED = re.compile(r"Unresolved extern function '([^']+)'")
FUNCTION_START = re.compile(r"^(?:\.visible |\.weak |\.extern )?\.(?:entry|func)\s+"
                            r"(?:\([^)]*\)\s*)?([\w$.]+)")


# ------------------------------------------------------- ptx_gates.def

C_STRING = r'"(?:[^"\\]|\\.)*"'


def c_unescape(literal):
    """The bytes of one or more adjacent C string literals."""
    out = []
    for lit in re.findall(C_STRING, literal):
        body, i = lit[1:-1], 0
        while i < len(body):
            c = body[i]
            if c != "\\":
                out.append(c)
                i += 1
                continue
            n = body[i + 1]
            if n in "01234567":
                m = re.match(r"[0-7]{1,3}", body[i + 1:]).group(0)
                out.append(chr(int(m, 8)))
                i += 1 + len(m)
            elif n == "x":
                m = re.match(r"[0-9a-fA-F]+", body[i + 2:]).group(0)
                out.append(chr(int(m, 16)))
                i += 2 + len(m)
            else:
                out.append({"n": "\n", "t": "\t", "r": "\r", "0": "\0"}.get(n, n))
                i += 2
    return "".join(out)


class GateRow:
    def __init__(self, index, kind, key, verdicts, forms, example):
        self.index, self.kind, self.key = index, kind, key
        self.verdicts, self.forms, self.example = verdicts, forms, example


class GateTable:
    """verifier/ptx_gates.def as written by scripts/gen-ptx-gates (format:
    verifier/ptx_gates.h)."""

    def __init__(self, path):
        text = open(path, encoding="utf-8").read()
        text = re.sub(r"/\*.*?\*/", "", text, flags=re.S)
        m = re.search(r"PTX_GATE_TARGETS\(\s*(%s)\s*\)" % C_STRING, text)
        self.targets = c_unescape(m.group(1)).split() if m else []
        self.messages = {int(i): c_unescape(s) for i, s in re.findall(
            r"PTX_GATE_MSG\(\s*(\d+)\s*,\s*((?:%s\s*)+)\)" % C_STRING, text)}
        self.rows = []
        for m in re.finditer(r"PTX_GATE\(\s*(PTX_GATE_INSN|PTX_GATE_SREG)\s*,\s*(%s)\s*,"
                             r"\s*(%s)\s*,\s*(\d+)\s*,\s*((?:%s\s*)+)\)"
                             % (C_STRING, C_STRING, C_STRING), text):
            words = c_unescape(m.group(3)).split()
            self.rows.append(GateRow(len(self.rows), m.group(1), c_unescape(m.group(2)),
                                     dict(zip(self.targets, words)), int(m.group(4)),
                                     c_unescape(m.group(5))))

    def expectation(self, row, target, version):
        """What the table says of `row` at `target` for PTX ISA `version`
        (88 for 8.8): (allows, text)."""
        word = row.verdicts.get(target)
        if word is None:
            return None, "not probed"
        first, _, msg = word.partition("/")
        text = self.messages.get(int(msg), "") if msg else ""
        if first == "-":
            return False, "refused at every version"
        if int(first) > version:
            return False, "from PTX ISA %d.%d" % (int(first) // 10, int(first) % 10)
        return True, "from PTX ISA %d.%d" % (int(first) // 10, int(first) % 10)


# ------------------------------------------------------------ rendering

def register_declarations(ptx):
    """`.reg` lines for the registers `ptx` names, by the name's prefix."""
    by_type = {}
    for pct, prefix, num in REGISTER.findall(ptx):
        name = pct + prefix + num
        names = by_type.setdefault(REGISTER_TYPE[prefix], [])
        if name not in names:
            names.append(name)
    return "".join(".reg %s %s; " % (t, ", ".join(n)) for t, n in sorted(by_type.items()))


def c_literal(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") \
        .replace("\t", "\\t") + '"'


def row_statement(row):
    """The example as one basic asm statement: no operands, so `%` reaches
    the PTX as written (clang copies a basic asm template verbatim)."""
    example = row.example.strip()
    if not example.endswith(";") and not example.endswith("}"):
        example += ";"
    return "{ %s%s }" % (register_declarations(example), example)


def table_source(rows):
    """One kernel per row, each on its own line; line of row i -> i."""
    lines = [PRELUDE.rstrip("\n")]
    line_of = {}
    for row in rows:
        lines.append('extern "C" __global__ void %s%d() { asm volatile(%s); }'
                     % (ROW_KERNEL, row.index, c_literal(row_statement(row))))
        line_of[len(lines)] = row.index
    return "\n".join(lines) + "\n", line_of


# ------------------------------------------------------------ ptxas runs

def ptx_functions(ptx_lines):
    """[(first line, last line, name)] of every .entry/.func body, 1-based.
    A body opens with a `{` line and ends at the `}` after LLVM's
    `// -- End function` comment (an asm template can put a `}` at the
    start of a line inside a body); a declaration ends with a `;` line."""
    out, i = [], 0
    while i < len(ptx_lines):
        m = FUNCTION_START.match(ptx_lines[i])
        if not m:
            i += 1
            continue
        j = i + 1
        while j < len(ptx_lines) and ptx_lines[j].strip() not in ("{", ";"):
            j += 1
        if j >= len(ptx_lines) or ptx_lines[j].strip() == ";":
            i = j + 1       # .extern .func f() ; -- no body
            continue
        while j < len(ptx_lines) and "-- End function" not in ptx_lines[j]:
            j += 1
        while j < len(ptx_lines) and ptx_lines[j].rstrip() != "}":
            j += 1
        out.append((i + 1, j + 1, m.group(1)))
        i = j + 1
    return out


def function_at(functions, line):
    for first, last, name in functions:
        if first <= line <= last:
            return name
    return None


def callers_of(ptx_lines, functions, callee):
    """Names of the functions whose body calls `callee`."""
    out = []
    for first, last, name in functions:
        body = ptx_lines[first - 1:last]
        if any(callee in ln for ln in body):
            out.append(name)
    return out


def cut_functions(ptx_lines, names):
    """The PTX without the bodies of the functions `names`."""
    keep = list(ptx_lines)
    for first, last, name in sorted(ptx_functions(ptx_lines), reverse=True):
        if name in names:
            del keep[first - 1:last]
    return keep


def ptxas_verdicts(env, target, ptx_text, wd, owner, again=True):
    """ptxas on `ptx_text` for `target`; with `again`, once more after each
    run without the functions it refused (kernels of independent rows).
    `owner(function name)` names the row or case a function belongs to
    (None: nobody). Returns ({owner: [messages]}, problem): problem is
    ptxas' text when it failed and no message could be tied to an owner."""
    lines = ptx_text.splitlines()
    refused = {}
    path = os.path.join(wd, "cut.ptx")
    for _ in range(64):
        with open(path, "w") as f:
            f.write("\n".join(lines) + "\n")
        status, out, err = run([env.ptxas, "-arch=" + target, path, "-o",
                                os.path.join(wd, "cut.cubin")])
        if status == 0:
            return refused, ""
        functions = ptx_functions(lines)
        found = {}
        for text in (out + err).splitlines():
            m = PTXAS_LINE.match(text.strip())
            if m and m.group("sev") in ("error", "fatal"):
                fn = function_at(functions, int(m.group("line")))
                if fn is not None:
                    found.setdefault(fn, []).append(m.group("msg").strip())
                continue
            m = PTXAS_FATAL.match(text.strip())
            u = UNRESOLVED.search(text)
            if m and u:
                for fn in callers_of(lines, functions, u.group(1)):
                    found.setdefault(fn, []).append(m.group("msg").strip())
        owned = {fn: msgs for fn, msgs in found.items() if owner(fn) is not None}
        if not owned:
            return refused, first_line(out + err, "rror|fatal") or "exit %d" % status
        for fn, msgs in owned.items():
            for msg in msgs:
                if msg not in refused.setdefault(owner(fn), []):
                    refused[owner(fn)].append(msg)
        if not again:
            return refused, ""
        lines = cut_functions(lines, set(owned))
    return refused, "ptxas kept failing after 64 runs"


def ptx_version(ptx_text):
    m = re.search(r"^\.version (\d+)\.(\d+)", ptx_text, re.M)
    return (m.group(1) + "." + m.group(2)) if m else None


# ------------------------------------------------------------ our side

class OursByLine:
    """cuda-nvvmcheck's error-level findings and their notes, by source line
    of the checked file (findings elsewhere, in headers, have line None)."""

    def __init__(self, status, out, err, path):
        self.status = status
        self.errors = {}          # line -> [(message, rule)]
        self.notes = {}           # line -> [text]
        self.tool_errors = []
        self.compile_errors = []
        self.hidden = 0
        base = os.path.basename(path)
        for text in ANSI.sub("", out + "\n" + err).splitlines():
            m = re.search(r"\((\d+) in system headers not shown\)", text)
            if m:
                self.hidden = int(m.group(1))
            if text.startswith(" ") or not text.strip():
                continue
            m = FINDING.match(text)
            if not m:
                continue
            loc = re.match(r"^(.*):(\d+):(\d+)$", m.group("loc"))
            line = int(loc.group(2)) if loc and os.path.basename(loc.group(1)) == base else None
            if m.group("loc") == "cuda-nvvmcheck":
                self.tool_errors.append(m.group("msg"))
            elif m.group("rule") and m.group("sev") == "error":
                self.errors.setdefault(line, []).append((m.group("msg"), m.group("rule")))
            elif m.group("sev") == "note" and line is not None:
                self.notes.setdefault(line, []).append(m.group("msg"))
            elif m.group("sev") == "error":
                self.compile_errors.append(text)

    def broken(self):
        """The tool could not judge the file: its own error, or a crash."""
        if self.status == 2 and any("does not compile" in e for e in self.tool_errors):
            return ""
        if self.status not in (0, 1) or self.tool_errors:
            return "; ".join(self.tool_errors[:2]) or "exit %d" % self.status
        return ""

    def does_not_compile(self):
        return self.status == 2 and any("does not compile" in e for e in self.tool_errors)

    def in_lines(self, lines):
        errors = [e for ln in lines for e in self.errors.get(ln, [])]
        notes = [n for ln in lines for n in self.notes.get(ln, [])]
        return errors, notes


def tool_has_ptx_isa(env):
    if not hasattr(env, "_inline_ptx_isa_option"):
        _, out, err = run([env.tool, "--help"])
        env._inline_ptx_isa_option = "--ptx-isa" in out + err
    return env._inline_ptx_isa_option


def run_ours_lines(env, src, archs, version, clang_args=()):
    args = [env.tool, "--arch=" + ",".join(archs)]
    if version and tool_has_ptx_isa(env):
        args.append("--ptx-isa=" + version)
    args.append(src)
    if clang_args:
        args += ["--"] + list(clang_args)
    status, out, err = run(args)
    return OursByLine(status, out, err, src)


def set_ours(row, ours, lines):
    """Our verdict on the source `lines` of one row or case: reject when an
    error-level finding (an nvvm-ptx-* one, or any other rule's) is on them."""
    errors, notes = ours.in_lines(lines)
    if ours.broken():
        row.ours, row.ours_text = "error", ours.broken()
    elif ours.does_not_compile():
        row.ours = "reject"
        row.ours_text = "clang: " + re.sub(r"^.*?error: ", "", (ours.compile_errors or ["?"])[0])
    elif errors:
        row.ours = "reject"
        row.ours_text = "; ".join("%s [%s]" % e for e in errors[:2]) + \
            (" (+%d)" % (len(errors) - 2) if len(errors) > 2 else "")
    else:
        row.ours, row.ours_text = "accept", ""
        if ours.hidden:
            row.notes.append("ours: %d finding(s) in system headers not shown" % ours.hidden)
    return errors, notes


def note_same_text(row, nvidia_msgs, errors, notes):
    """Whether ptxas' first message is among ours (the verdict decides the
    row; the text is recorded)."""
    if not nvidia_msgs or not errors:
        return
    ours = [e[0] for e in errors] + [re.sub(r"^ptxas also says: ", "", n) for n in notes]
    if nvidia_msgs[0] in ours:
        row.notes.append("same text as ptxas")
    else:
        row.notes.append("ptxas' text differs from ours")


# ------------------------------------------------------------ table part

def clang_refusal(env, target, wd):
    """clang-22's message when it cannot compile a kernel for `target`, else ''."""
    src = os.path.join(wd, "probe.cu")
    with open(src, "w") as f:
        f.write(PRELUDE + '__global__ void k() {}\n')
    s, o, e = env.clang_cuda(target, src, os.path.join(wd, "probe.s"), ["-nocudainc"])
    if s == 0:
        return ""
    return re.sub(r"^.*?error: (error in backend: )?", "", first_line(o + e, "error") or
                  "exit %d" % s)


def skipped_target(target, rows, why):
    row = Row(NAME, "inline-ptx/table/%s" % target, "%d table rows" % len(rows))
    row.status = "skipped"
    row.reason = "clang-22 cannot compile for %s: %s; %d table rows not compared there" % (
        target, why, len(rows))
    return row


def table_row(table, row, target, version):
    case = "inline-ptx/table/%s/%s" % (target, row.key)
    out = Row(NAME, case, "%s (%s row, %d form%s): %s" % (
        row.key, "sreg" if row.kind == "PTX_GATE_SREG" else "insn", row.forms,
        "" if row.forms == 1 else "s", row.example))
    out.nvidia_tool = "ptxas on clang PTX"
    allows, why = table.expectation(row, target, int(version.replace(".", "")))
    out.notes.append("table: %s (%s)" % ({True: "allows", False: "refuses",
                                           None: "silent"}[allows], why))
    return out


def check_table_target(env, table, target):
    wd = env.workdir("inline-ptx-table-" + target)
    why = clang_refusal(env, target, wd)
    if why:
        return [skipped_target(target, table.rows, why)]
    source, line_of = table_source(table.rows)
    src = os.path.join(wd, "rows.cu")
    with open(src, "w") as f:
        f.write(source)
    asm = os.path.join(wd, "rows.s")
    s, o, e = env.clang_cuda(target, src, asm, ["-nocudainc"])
    if s != 0:
        problem = "clang-22 refused the generated file: " + first_line(o + e, "error")
        return [_rows_failed(table, target, problem)]
    ptx = open(asm).read()
    version = ptx_version(ptx) or "?"
    by_row, problem = ptxas_verdicts(
        env, target, ptx, wd,
        lambda fn: int(fn[len(ROW_KERNEL):]) if fn.startswith(ROW_KERNEL) else None)
    ours = run_ours_lines(env, src, [target], version, ["-nocudainc"])
    line = {index: ln for ln, index in line_of.items()}
    rows = []
    for row in table.rows:
        out = table_row(table, row, target, version)
        if problem and row.index not in by_row:
            out.status, out.reason = "skipped", "ptxas failed without naming a row: " + problem
            rows.append(out)
            continue
        msgs = by_row.get(row.index, [])
        if msgs and not any(GATING.search(m) for m in msgs):
            out.status = "skipped"
            out.reason = "the example does not assemble as rendered here (ptxas: %s)" % msgs[0]
            rows.append(out)
            continue
        out.nvidia = "reject" if msgs else "accept"
        out.nvidia_text = "; ".join(msgs[:2])
        errors, notes = set_ours(out, ours, [line[row.index]])
        note_same_text(out, msgs, errors, notes)
        rows.append(out)
    return rows


def _rows_failed(table, target, problem):
    row = Row(NAME, "inline-ptx/table/%s" % target, "%d table rows" % len(table.rows))
    row.nvidia_tool = "clang-22"
    row.nvidia, row.nvidia_text = "reject", problem
    row.ours, row.ours_text = "-", "not run"
    return row


# ------------------------------------------------------------ cases part

CASE_SMS = ("sm_75", "sm_80", "sm_90", "sm_90a", "sm_100a")
CASE_NAMESPACE = "agree_case_"


def case_source(case):
    """The case's text and the source lines it spans (all of them)."""
    text = "// generated by scripts/agreement (inline-ptx): %s\n%s" % (case.id, case.source)
    return text, range(1, text.count("\n") + 2)


def case_targets(case):
    return CASE_SMS + (("sm_120a",) if case.sm_120a else ())


def check_case(env, case, target):
    row = Row(NAME, "inline-ptx/cases/%s/%s" % (target, case.id), case.what)
    row.notes.append("needs " + case.needs)
    wd = env.workdir("inline-ptx-case-%s-%s" % (target, case.id))
    src = os.path.join(wd, case.id + ".cu")
    text, lines = case_source(case)
    with open(src, "w") as f:
        f.write(text)
    asm = os.path.join(wd, "case.s")
    s, o, e = env.clang_cuda(target, src, asm)
    version = None
    if s != 0:
        row.nvidia_tool = "clang-22 front end"
        row.nvidia = "reject"
        row.nvidia_text = re.sub(r"^.*?error: (error in backend: )?", "",
                                 first_line(o + e, "error"))
    else:
        row.nvidia_tool = "ptxas on clang PTX"
        ptx = open(asm).read()
        version = ptx_version(ptx)
        by_owner, problem = ptxas_verdicts(env, target, ptx, wd, lambda fn: "case",
                                            again=False)
        msgs = by_owner.get("case", [])
        if problem:
            msgs.append(problem)
        row.nvidia = "reject" if msgs else "accept"
        row.nvidia_text = "; ".join(msgs[:2])
    ours = run_ours_lines(env, src, [target], version)
    errors, notes = set_ours(row, ours, lines)
    if row.nvidia_tool.startswith("ptxas"):
        note_same_text(row, row.nvidia_text.split("; "), errors, notes)
    return row


def nvcc_archs(env, target):
    """The targets nvcc compiles device code for with -arch=<target>, from
    its --dryrun (cicc's -arch compute_XX lines), as sm_XX."""
    cache = env.__dict__.setdefault("_inline_ptx_nvcc_archs", {})
    if target not in cache:
        wd = env.workdir("inline-ptx-nvcc-dryrun-" + target)
        src = os.path.join(wd, "e.cu")
        with open(src, "w") as f:
            f.write("__global__ void k() {}\n")
        _, out, err = run([env.nvcc, "--dryrun", "-arch=" + target, "-c", src, "-o",
                           os.path.join(wd, "e.o")], cwd=wd)
        archs = []
        for m in re.finditer(r"cicc\S*\s.*?-arch (compute_\w+)", out + err):
            sm = m.group(1).replace("compute_", "sm_")
            if sm not in archs:
                archs.append(sm)
        cache[target] = archs or [target]
    return cache[target]


def check_case_both(env, case, target):
    """The case through clang + ptxas, and for NVCC_CASES through nvcc; each
    row notes the other's verdict where they differ."""
    rows = [check_case(env, case, target)]
    if env.nvcc and case.id in NVCC_CASES:
        nv = check_case_nvcc(env, case, target)
        if nv.nvidia != rows[0].nvidia:
            rows[0].notes.append("nvcc -arch=%s -c: %s" % (target, nv.nvidia))
            nv.notes.append("ptxas on clang's PTX for %s: %s" % (target, rows[0].nvidia))
        rows.append(nv)
    return rows


def check_case_nvcc(env, case, target):
    row = Row(NAME, "inline-ptx/nvcc/%s/%s" % (target, case.id), case.what)
    row.notes.append("needs " + case.needs)
    wd = env.workdir("inline-ptx-nvcc-%s-%s" % (target, case.id))
    src = os.path.join(wd, case.id + ".cu")
    text, lines = case_source(case)
    with open(src, "w") as f:
        f.write(text)
    s, o, e = run([env.nvcc, "-arch=" + target, "-c", src, "-o",
                   os.path.join(wd, case.id + ".o")], cwd=wd)
    row.nvidia_tool = "nvcc -arch=%s -c" % target
    row.nvidia = "accept" if s == 0 else "reject"
    row.nvidia_text = "" if s == 0 else re.sub(
        r"^.*?(error|fatal)\s*: ", "", first_line(o + e, "rror|fatal") or "exit %d" % s)
    archs = nvcc_archs(env, target)
    if archs != [target]:
        row.notes.append("nvcc compiles for " + ", ".join(archs))
    ours = run_ours_lines(env, src, archs, None)
    set_ours(row, ours, lines)
    return row


# ------------------------------------------------------------ jobs

def jobs(env):
    out = []
    if not env.ptxas:
        return out
    table = GateTable(os.path.join(env.root, "verifier", "ptx_gates.def"))
    for target in table.targets:
        out.append(("inline-ptx/table/%s" % target,
                    lambda t=target: check_table_target(env, table, t)))
    for case in CASES:
        for target in case_targets(case):
            # the job id names both rows, so that --filter finds either
            ids = ["inline-ptx/cases/%s/%s" % (target, case.id)]
            if env.nvcc and case.id in NVCC_CASES:
                ids.append("inline-ptx/nvcc/%s/%s" % (target, case.id))
            out.append((" ".join(ids), lambda c=case, t=target: check_case_both(env, c, t)))
    return out
