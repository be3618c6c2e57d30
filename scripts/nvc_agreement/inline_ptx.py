"""Category inline-ptx: the PTX text of `asm` statements (the nvvm-ptx-*
rules) against ptxas' verdict on clang 22's PTX for the same source.

Two parts:
  table  every PTX_GATE row of verifier/ptx_gates.def at every target of
         PTX_GATE_TARGETS that clang 22 compiles for; the row's example (or,
         for a bare opcode, the statement gen-ptx-gates measured for it) in
         a basic `asm volatile`. One generated .cu per target holds one
         kernel per row (one statement a line); ptxas' errors map back to a
         row by the kernel that holds the PTX line, ours by the source line.
  cases  hand-written CUDA sources in the style real projects use
         (inline_ptx_cases.py), one file per target, a namespace per case;
         a few also go through nvcc -c at the same -arch (inline-ptx/nvcc/...).

Truth is ptxas failing on clang's PTX; ours runs with --ptx-isa set to the
.version clang wrote (when the tool has the option). For the nvcc rows,
nvcc -c failing, against ours at the archs nvcc compiles for that -arch
(nvcc --dryrun: compute_90 and compute_90a for -arch=sm_90a) with the tool's
own PTX ISA default (nvcc writes 9.0). METHOD says the rest."""

import os
import re

from .common import ANSI, Row, first_line, run
from .inline_ptx_cases import CASES, NVCC_CASES
from .ours import FINDING

NAME = "inline-ptx"
TITLE = "Inline PTX (ptxas on clang's PTX, nvcc -c)"
METHOD = [
    "- **inline-ptx**: two parts. *table*: every `PTX_GATE` row of",
    "  `verifier/ptx_gates.def` at every target of `PTX_GATE_TARGETS` clang-22",
    "  compiles for (sm_88 and sm_110/sm_110a only with `-Xclang -target-feature",
    "  -Xclang +ptx90`, as clang's default `.version 8.8` does not support them;",
    "  the `f` targets clang does not know are one `skipped` row each, with",
    "  clang's refusal). A row's `example` goes alone into a basic `asm volatile`",
    "  statement: a whole statement as it is, its registers declared in a",
    "  `{ .reg ... }` block by the width their names say; a bare opcode or",
    "  special register as the statement `scripts/gen-ptx-gates` measured for it",
    "  (`scripts/ptx-gates/probes.tsv`; the one that assembled at the most",
    "  targets, with its probe function's `.reg` lines), then the opcode alone or",
    "  a `mov.u32`/`mov.u64`/`mov.pred` of the register. One generated `.cu` per",
    "  target has an `extern \"C\"` kernel per row on its own line (`-nocudainc`,",
    "  R3: `--cuda-device-only -S -O2`); ptxas' errors map to rows by the kernel",
    "  holding the PTX line, and ptxas runs again without the kernels it refused",
    "  until it passes (it stops at a fatal error). A rendering ptxas refuses",
    "  only for reasons that are not the target or the version is replaced by",
    "  the row's next one; a row with none left is `skipped` with ptxas' message.",
    "  The record lists the agreeing table rows as one line per target (`--filter",
    "  inline-ptx/table/<target> --verbose` prints each). *cases*: hand-written",
    "  CUDA sources written the way real projects write inline PTX (helper",
    "  functions around multi-instruction `asm volatile` blocks with operands,",
    "  clobbers, scoped registers and loops; `#if __CUDA_ARCH__`,",
    "  `__CUDA_ARCH_FEAT_SM90_ALL`/`SM100_ALL` guards, CUDA runtime and",
    "  `cuda::ptx` calls; `scripts/nvc_agreement/inline_ptx_cases.py`) at",
    "  sm_75/80/90/90a/100a and sm_120a where it matters, with CUDA's headers:",
    "  one file per target, a namespace per case, ptxas' messages tied to a case",
    "  by the mangled names (unresolved externs by their callers), a case no",
    "  message can be tied to compiled alone (the same verdicts as compiling",
    "  every case alone, measured). Truth is ptxas failing on clang-22's PTX;",
    "  ours runs on the same `.cu` at the same target, with `--ptx-isa` set to",
    "  clang's `.version` when the tool has that option (without it the tool",
    "  reads the module's `+ptxNN`), and with the same clang flags. An",
    "  error-level finding on the row's line (for a case: on its lines) is our",
    "  reject; findings the tool hides in system headers are not. For %d cases"
    % len(NVCC_CASES),
    "  `nvcc -arch=<target> -c` is a row of its own (`inline-ptx/nvcc/...`)",
    "  against ours at the archs `nvcc --dryrun` shows it compiling",
    "  (`-arch=sm_90a`: compute_90a and compute_90) with the tool's default PTX",
    "  ISA (nvcc writes 9.0); where nvcc and ptxas on clang's PTX differ, both",
    "  rows say so.",
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
        if word == "?":   # the generator's probe failed there: the table does not judge
            return None, "not judged (the generator's probe failed at this target)"
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


def example_is_statement(example):
    """A whole statement ("cvt.rn.satfinite.e4m3x2.f32 h1, r1, r2;"), not a
    bare opcode or special register ("abs.bf16x2", "%clusterid")."""
    return example.strip().endswith(";") or len(example.split()) > 1


class ProbeCache:
    """scripts/ptx-gates/probes.tsv, the raw measurements scripts/gen-ptx-gates
    builds the table from: for each key (opcode, special register) the
    statements measured for it, each with the `.reg` declarations of its
    probe function and the targets where it assembled. Format: the file's
    own header."""

    def __init__(self, path, keys):
        self.path = path
        self.by_key = {}
        if not os.path.exists(path):
            return
        units, stmts = {}, []
        with open(path, encoding="latin-1") as f:
            for line in f:
                if line.startswith("unit\t"):
                    u = line.rstrip("\n").split("\t")
                    units[u[1]] = u
                elif line.startswith("stmt\t"):
                    st = line.rstrip("\n").split("\t")
                    if st[4] in keys:
                        stmts.append(st)
        for st in stmts:
            candidate = self._candidate(units.get(st[1]), int(st[2]), st[5:])
            if candidate:
                self.by_key.setdefault(st[4], []).append(candidate)
        for found in self.by_key.values():
            found.sort()

    @staticmethod
    def _candidate(unit, index, verdicts):
        """(rank, statement with its declarations, where it came from), or
        None when the statement names what only its probe function has (the
        function's parameters, a label, module-scope variables)."""
        if unit is None:
            return None
        kind, source, where, decls = unit[2], unit[4], unit[5], unit[6]
        lines = unescape_tsv(unit[7]).split("\n")
        line_of = dict(p.split(":") for p in where.split(",") if p)
        if str(index) not in line_of:
            return None
        stmt = lines[int(line_of[str(index)])].strip()
        if decls or re.search(r"@FN@|func_retval|\$L|\bbra\b", stmt):
            return None
        regs = []
        for ln in lines:
            if re.match(r"\.reg\b", ln.strip()) and ln.strip() not in regs:
                regs.append(ln.strip())
        assembles = sum(1 for v in verdicts if not v.startswith("-"))
        rank = (-assembles, {"sreg": 0, "asm": 1}.get(kind, 2), len(stmt), stmt)
        return rank, "{ %s %s }" % (" ".join(regs), stmt), "%s probe (%s)" % (kind, source)

    def statements(self, key):
        """[(statement with declarations, origin)], best first."""
        return [(text, origin) for _, text, origin in self.by_key.get(key, [])]


def unescape_tsv(text):
    return re.sub(r"\\(.)", lambda m: {"t": "\t", "n": "\n"}.get(m.group(1), m.group(1)), text)


def row_renderings(row, cache, most=3):
    """The PTX of one row for a basic asm statement (no operands, so `%`
    reaches the PTX as written: clang copies a basic asm template verbatim),
    with where it came from; the next ones are tried where ptxas refuses one
    for reasons that are not the target or the version. A whole statement in
    `example` is used as it is, its registers declared by name. A bare
    opcode or special register gets the statements gen-ptx-gates measured
    for it, those that assembled at the most targets first, each with its
    probe function's declarations; then the opcode alone. A special
    register is also read with mov.u32, mov.u64 and mov.pred (%is_explicit_
    cluster is a predicate)."""
    example = row.example.strip()
    if example_is_statement(example):
        return [(declared(example), "the table's example")]
    out = cache.statements(example)[:most]
    if row.kind == "PTX_GATE_SREG":
        for mov, reg in (("u32", "%ra0"), ("u64", "%rl0"), ("pred", "%p0")):
            stmt = "mov.%s %s, %s;" % (mov, reg, example)
            if not any(t.endswith(" %s }" % stmt) for t, _ in out):
                out.append((declared(stmt), "mov.%s of the special register" % mov))
    else:
        out.append((declared(example + ";"), "the opcode alone"))
    return out


def declared(statement):
    """`statement` in a block that declares the registers it names."""
    return "{ %s%s }" % (register_declarations(statement), statement)


def table_source(rows, attempt):
    """One kernel per row, each on its own line, with the row's rendering
    number attempt[row index]; returns the text and {line: row index}."""
    lines = [PRELUDE.rstrip("\n")]
    line_of = {}
    for row in rows:
        lines.append('extern "C" __global__ void %s%d() { asm volatile(%s); }'
                     % (ROW_KERNEL, row.index,
                        c_literal(row.renderings[attempt[row.index]][0])))
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
    run without every function of the owners it refused (ptxas stops at a
    fatal error, and reports an unresolved extern function only when the
    rest assembles). `owner(function name)` names the row or case a function
    belongs to (None: nobody). Returns ({owner: [messages]}, problem):
    problem is ptxas' text when it failed and no message could be tied to an
    owner."""
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
        lines = cut_functions(lines, {name for _, _, name in functions
                                      if owner(name) in refused})
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


def set_ours(row, ours, lines, hidden_note=True):
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
        if ours.hidden and hidden_note:
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

def clang_flags(env, target, wd):
    """How clang-22 compiles a kernel for `target`: (extra flags, note), or
    (None, clang's refusal). Measured: clang 22 writes .version 8.8, which
    does not support sm_88 and sm_110/sm_110a ("PTX version 8.8 does not
    support target 'sm_110'. Minimum required PTX version is 9.0"); pinned
    to the version it names (-Xclang -target-feature -Xclang +ptx90) it
    compiles them. The f targets it does not know at all."""
    src = os.path.join(wd, "probe.cu")
    with open(src, "w") as f:
        f.write(PRELUDE + '__global__ void k() {}\n')
    extra, note = [], ""
    for _ in range(2):
        s, o, e = env.clang_cuda(target, src, os.path.join(wd, "probe.s"),
                                 ["-nocudainc"] + extra)
        if s == 0:
            return extra, note
        why = re.sub(r"^.*?error: (error in backend: )?", "",
                     first_line(o + e, "error") or "exit %d" % s)
        m = re.search(r"Minimum required PTX version is (\d+)\.(\d+)", why)
        if extra or not m:
            return None, why
        extra = ["-Xclang", "-target-feature", "-Xclang", "+ptx%s%s" % m.groups()]
        note = ("clang pinned to PTX ISA %s.%s (+ptx%s%s): %s" %
                (m.group(1), m.group(2), m.group(1), m.group(2), why.split(". Either")[0]))
    return None, why


def skipped_target(target, rows, why):
    row = Row(NAME, "inline-ptx/table/%s" % target, "%d table rows" % len(rows))
    row.status = "skipped"
    row.reason = "clang-22 cannot compile for %s: %s; %d table rows not compared there" % (
        target, why, len(rows))
    return row


def table_row(table, row, target, version, rendering):
    case = "inline-ptx/table/%s/%s" % (target, row.key)
    out = Row(NAME, case, "%s (%s row, %d form%s, example %s): %s, from %s" % (
        row.key, "sreg" if row.kind == "PTX_GATE_SREG" else "insn", row.forms,
        "" if row.forms == 1 else "s", row.example, rendering[0], rendering[1]))
    out.nvidia_tool = "ptxas on clang PTX"
    allows, why = table.expectation(row, target, int(version.replace(".", "")))
    out.notes.append("table: %s (%s)" % ({True: "allows", False: "refuses",
                                           None: "silent"}[allows], why))
    return out


def check_table_target(env, table, target):
    """Every row at one target. A row whose rendering ptxas refuses only for
    other reasons than the target or the version is tried again with its
    next rendering, in a file of its own kind (at most three rounds)."""
    wd = env.workdir("inline-ptx-table-" + target)
    extra, why = clang_flags(env, target, wd)
    if extra is None:
        return [skipped_target(target, table.rows, why)]
    attempt = {row.index: 0 for row in table.rows}
    done, pending = {}, list(table.rows)
    for rnd in range(max(len(r.renderings) for r in table.rows)):
        if not pending:
            break
        rows, failed = table_round(env, table, target, pending, attempt, extra, why,
                                   env.workdir("inline-ptx-table-%s-%d" % (target, rnd)))
        if failed:
            return [failed]
        pending = []
        for row, out in rows:
            unusable = out.status == "skipped" and out.reason.startswith("the rendering")
            if unusable and attempt[row.index] + 1 < len(row.renderings):
                attempt[row.index] += 1
                pending.append(row)
            else:
                done[row.index] = out
    return [done[row.index] for row in table.rows]


def table_round(env, table, target, rows, attempt, extra, note, wd):
    """One file of rows through clang (with the `extra` flags clang_flags
    found; `note` says why), ptxas and ours: ([(row, Row)], None), or
    (None, a Row saying why nothing could be compared)."""
    source, line_of = table_source(rows, attempt)
    src = os.path.join(wd, "rows.cu")
    with open(src, "w") as f:
        f.write(source)
    asm = os.path.join(wd, "rows.s")
    s, o, e = env.clang_cuda(target, src, asm, ["-nocudainc"] + extra)
    if s != 0:
        problem = "clang-22 refused the generated file: " + first_line(o + e, "error")
        return None, _rows_failed(table, target, problem)
    ptx = open(asm).read()
    version = ptx_version(ptx) or "?"
    by_row, problem = ptxas_verdicts(
        env, target, ptx, wd,
        lambda fn: int(fn[len(ROW_KERNEL):]) if fn.startswith(ROW_KERNEL) else None)
    ours = run_ours_lines(env, src, [target], version, ["-nocudainc"] + extra)
    line = {index: ln for ln, index in line_of.items()}
    out = []
    for row in rows:
        rendering = row.renderings[attempt[row.index]]
        r = table_row(table, row, target, version, rendering)
        if note:
            r.notes.append(note)
        out.append((row, r))
        if problem and row.index not in by_row:
            r.status, r.reason = "skipped", "ptxas failed without naming a row: " + problem
            continue
        msgs = by_row.get(row.index, [])
        if msgs and not any(GATING.search(m) for m in msgs):
            r.status = "skipped"
            r.reason = ("the rendering%s does not assemble here, for reasons that are not "
                        "the target's (ptxas: %s)" % (
                            "s tried" if attempt[row.index] else "", msgs[0]))
            continue
        r.nvidia = "reject" if msgs else "accept"
        r.nvidia_text = "; ".join(msgs[:2])
        errors, notes = set_ours(r, ours, [line[row.index]])
        note_same_text(r, msgs, errors, notes)
    return out, None


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


def cases_batch(cases):
    """Every case in one file, each in a namespace of its own (agree_case_<i>_,
    which the mangled names of its functions carry), their #include lines
    hoisted to the top. Returns the text and {case index: its lines}."""
    includes = []
    for case in cases:
        for ln in case.source.splitlines():
            if ln.startswith("#include") and ln not in includes:
                includes.append(ln)
    out = ["// generated by scripts/agreement (inline-ptx): the cases, one namespace each"]
    out += includes
    spans = {}
    for i, case in enumerate(cases):
        out.append("namespace %s%d_ {  // %s" % (CASE_NAMESPACE, i, case.id))
        first = len(out) + 1
        out += ["" if ln.startswith("#include") else ln for ln in case.source.splitlines()]
        spans[i] = range(first, len(out) + 1)
        out.append("}  // namespace %s%d_" % (CASE_NAMESPACE, i))
    return "\n".join(out) + "\n", spans


def case_owner(function):
    m = re.search(CASE_NAMESPACE + r"(\d+)_", function)
    return int(m.group(1)) if m else None


def case_row(case, target):
    row = Row(NAME, "inline-ptx/cases/%s/%s" % (target, case.id), case.what)
    row.notes.append("needs " + case.needs)
    return row


def check_cases_target(env, target):
    """Every case of `target` in one file through clang, ptxas and ours;
    the cases ptxas' messages cannot be tied to, and all of them when clang
    refuses the file, are compiled alone (check_case)."""
    cases = [c for c in CASES if target in case_targets(c)]
    wd = env.workdir("inline-ptx-cases-" + target)
    text, spans = cases_batch(cases)
    src = os.path.join(wd, "cases.cu")
    with open(src, "w") as f:
        f.write(text)
    asm = os.path.join(wd, "cases.s")
    s, o, e = env.clang_cuda(target, src, asm)
    if s != 0:
        return [check_case(env, c, target) for c in cases]
    ptx = open(asm).read()
    version = ptx_version(ptx)
    refused, problem = ptxas_verdicts(env, target, ptx, wd, case_owner)
    ours = run_ours_lines(env, src, [target], version)
    rows = []
    for i, case in enumerate(cases):
        if problem and i not in refused:
            rows.append(check_case(env, case, target))
            continue
        row = case_row(case, target)
        row.nvidia_tool = "ptxas on clang PTX"
        msgs = refused.get(i, [])
        row.nvidia = "reject" if msgs else "accept"
        row.nvidia_text = "; ".join(msgs[:2])
        errors, notes = set_ours(row, ours, spans[i], hidden_note=False)
        note_same_text(row, msgs, errors, notes)
        rows.append(row)
    return rows


def check_case(env, case, target):
    """One case alone at one target."""
    row = case_row(case, target)
    row.notes.append("compiled alone")
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
    """One job per target for the table, one per target for the cases, one
    per nvcc case and target."""
    out = []
    if not env.ptxas:
        return out
    table = GateTable(os.path.join(env.root, "verifier", "ptx_gates.def"))
    cache = ProbeCache(os.path.join(env.root, "scripts", "ptx-gates", "probes.tsv"),
                       {row.example.strip() for row in table.rows})
    for row in table.rows:
        row.renderings = row_renderings(row, cache)
    for target in table.targets:
        out.append(("inline-ptx/table/%s" % target,
                    lambda t=target: check_table_target(env, table, t)))
    targets = []
    for case in CASES:
        targets += [t for t in case_targets(case) if t not in targets]
    for target in targets:
        # the job id names every row, so that --filter finds the job
        ids = ["inline-ptx/cases/%s/%s" % (target, c.id) for c in CASES
               if target in case_targets(c)]
        out.append((" ".join(ids), lambda t=target: check_cases_target(env, t)))
    if env.nvcc:
        for case in (c for c in CASES if c.id in NVCC_CASES):
            for target in case_targets(case):
                out.append(("inline-ptx/nvcc/%s/%s" % (target, case.id),
                            lambda c=case, t=target: [check_case_nvcc(env, c, t)]))
    return out


def record_rows(rows):
    """The rows the record lists: the table's agreeing rows as one line per
    target (thousands of rows otherwise; `--filter inline-ptx/table/<target>
    --verbose` prints them), everything else as it is."""
    out, by_target = [], {}
    for r in rows:
        if r.case.startswith("inline-ptx/table/") and r.status == "agree":
            by_target.setdefault(r.case.split("/")[2], []).append(r)
    for r in rows:
        target = r.case.split("/")[2] if r.case.startswith("inline-ptx/table/") else None
        if target in by_target:
            out.append(_agreeing_summary(target, by_target.pop(target)))
        if not (target and r.status == "agree"):
            out.append(r)
    return out


def _agreeing_summary(target, rows):
    s = Row(NAME, "inline-ptx/table/%s (agreeing rows)" % target,
            "%d rows of verifier/ptx_gates.def" % len(rows))
    s.nvidia_tool = "ptxas on clang PTX"
    s.nvidia = s.ours = "%d reject, %d accept" % (
        sum(r.nvidia == "reject" for r in rows), sum(r.nvidia == "accept" for r in rows))
    s.status = "agree"
    same = sum("same text as ptxas" in r.notes for r in rows)
    differs = sum("ptxas' text differs from ours" in r.notes for r in rows)
    s.notes.append("of the rejected: %d with ptxas' first message among ours, %d with other "
                   "text" % (same, differs))
    return s


def finish(rows):
    """After every job: each nvcc row and the clang row of the same case and
    target note the other's verdict where they differ."""
    clang = {r.case.replace("/cases/", "/", 1): r for r in rows
             if r.case.startswith("inline-ptx/cases/")}
    for nv in (r for r in rows if r.case.startswith("inline-ptx/nvcc/")):
        other = clang.get(nv.case.replace("/nvcc/", "/", 1))
        if other and other.nvidia and other.nvidia != nv.nvidia:
            target = nv.case.split("/")[2]
            other.notes.append("nvcc -arch=%s -c: %s" % (target, nv.nvidia))
            nv.notes.append("ptxas on clang's PTX for %s: %s" % (target, other.nvidia))
