"""NVIDIA's NVVM-20 verifier on LLVM 22 IR: recipe R2 of
docs/reference/toolchain.md (§2) through cicc, libNVVM's nvvmVerifyProgram
through ctypes, the down-grades that make a module readable to NVVM 20, and
the normalisation of NVIDIA's messages."""

import ctypes
import os
import re
import sys

from .bitcode import patch_file
from .common import ENTRY, first_line, run, squash

# NVVM 20 starts at sm_100 (docs/reference/toolchain.md §0.1)
IR_ARCH = "sm_100"
SENTINEL = "zz_agreement_sentinel"


IR_VERSION = re.compile(r"^\s*!nvvmir\.version\s*=", re.M)
LIFETIME = re.compile(
    r"^\s*(?:(?:tail|musttail|notail)\s+)?call\s+void\s+@llvm\.lifetime\.(?:start|end)\b"
    r"|^\s*declare\s.*@llvm\.lifetime\.(?:start|end)\b")


def downgrade_text(text, keep_version):
    """Down-grades 1 and 3 of R2 on the IR text: add !nvvmir.version 2.0 when
    the module has none, drop llvm.lifetime.* calls and declarations.
    Returns (text, list of what was done)."""
    done = []
    lines = text.splitlines()
    kept = [l for l in lines if not LIFETIME.search(l)]
    if len(kept) != len(lines):
        done.append("dropped %d llvm.lifetime line(s)" % (len(lines) - len(kept)))
    text = "\n".join(kept) + "\n"
    if not keep_version and not IR_VERSION.search(text):
        ids = [int(n) for n in re.findall(r"!(\d+)\b", text)]
        n = max(ids) + 1 if ids else 0
        text += "\n!nvvmir.version = !{!%d}\n!%d = !{i32 2, i32 0}\n" % (n, n)
        done.append("added !nvvmir.version 2.0")
    return text, done


class NvvmResult:
    def __init__(self, tool, status, log):
        self.tool = tool
        self.status = status
        self.log = log
        self.error = first_nvidia_error(log)
        self.warnings = nvidia_messages(log, "Warning")
        if status == 0:
            self.verdict = "accept"
        elif status < 0 or status in (134, 139, 124) or "Segmentation fault" in log \
                or "Stack dump" in log:
            self.verdict = "crash"
        elif re.search(r"Invalid record|Unknown attribute kind|Invalid bitcode|"
                       r"input module is broken", log):
            self.verdict = "n/a"            # the oracle could not read our down-grade
        else:
            self.verdict = "reject"


SEVERITY_LINE = re.compile(
    r"^(?:error:\s*)?(?:\([^()]*(?:\([^()]*\))?[^()]*\)|<unnamed>)?\s*:?\s*"
    r"(?P<sev>Error|Warning|Info)\s*:\s?(?P<rest>.*)$")
DECORATION = re.compile(
    r"^(?P<loc>[^`]*?):?\s*(?:Function|Global Variable|Global Value)\s+`[^`]*'"
    r"(?:\s+Basic Block\s+`[^`]*')?\s*:\s*")


METADATA_DUMP = re.compile(r"^<0x[0-9a-fA-F]+>\s*=")


def nvidia_messages(log, severity, squashed=True):
    """The messages of one severity in an NVVM log, normalised: without the
    `error: `/`Error: ` prefixes, the location and the `Function `x':`
    decoration; for instruction- and global-level messages the text after the
    `context:` line. squashed=False keeps NVIDIA's inner white space (its
    doubled spaces are measured facts) and only strips the ends."""
    out, lines, i = [], log.splitlines(), 0
    while i < len(lines):
        m = SEVERITY_LINE.match(lines[i])
        i += 1
        if not m or m.group("sev") != severity:
            continue
        rest = m.group("rest")
        d = DECORATION.match(rest)
        if d:
            rest = rest[d.end():]
        else:
            rest = re.sub(r"^:\s*", "", rest)
        if METADATA_DUMP.match(rest):
            rest = ""                   # `<0x...> = !{...}`: the object, then the message
        if not rest.strip():
            # header line; the message follows the `context:` line
            while i < len(lines) and lines[i].startswith("  "):
                if not lines[i].strip().startswith("context:"):
                    rest = lines[i]
                    break
                i += 1
        rest = re.sub(r"Error:\s*$", "", rest)          # "...-n:16:32:64].Error: " (sic)
        out.append(normalise(rest, squashed))
    return out


def normalise(text, squashed=True):
    """The core of an NVIDIA message: `DataLayoutError: ` is a category
    prefix the data-layout checks put before their text, like `Error: `."""
    text = re.sub(r"^\s*DataLayoutError:\s*", "", text)
    return squash(text) if squashed else text.strip()


def first_nvidia_error(log, squashed=True):
    errors = nvidia_messages(log, "Error", squashed)
    if errors:
        return errors[0]
    for line in log.splitlines():       # loader messages without a severity word
        if line.strip():
            return normalise(re.sub(r"^(?:<unnamed>|\S+)?:?\s*error:\s*", "", line.strip()),
                             squashed)
    return ""


def text_matches(nvidia_text, messages):
    """NVIDIA's text is the core of ours: it occurs in one of our messages,
    with mangled names allowed to appear demangled."""
    if not nvidia_text:
        return None
    pattern = re.escape(squash(nvidia_text))
    pattern = re.sub(r"_Z(?:\\.|[\w$])+", ".+", pattern)
    return any(re.search(pattern, squash(m)) for m in messages)


class Libnvvm:
    """nvvmVerifyProgram through ctypes. The library can crash on odd input,
    so it runs in a child process (this script with --libnvvm-child)."""

    @staticmethod
    def verify(env, bitcode_path):
        status, out, err = run([sys.executable, ENTRY,
                                "--libnvvm-child", env.libnvvm, bitcode_path])
        if status != 0 or not out.startswith("status="):
            return NvvmResult("libnvvm", -abs(status) or -1, out + err)
        code, _, log = out.partition("\n")
        code = int(code.split("=")[1])
        return NvvmResult("libnvvm", 0 if code == 0 else 9, log)


def libnvvm_child(lib_path, bc_path):
    lib = ctypes.CDLL(lib_path)
    prog = ctypes.c_void_p()
    lib.nvvmCreateProgram(ctypes.byref(prog))
    data = open(bc_path, "rb").read()
    rc = lib.nvvmAddModuleToProgram(prog, data, ctypes.c_size_t(len(data)), b"m")
    if rc == 0:
        opts = (ctypes.c_char_p * 1)(b"-arch=compute_100")
        rc = lib.nvvmVerifyProgram(prog, 1, opts)
    size = ctypes.c_size_t()
    lib.nvvmGetProgramLogSize(prog, ctypes.byref(size))
    buf = ctypes.create_string_buffer(size.value or 1)
    lib.nvvmGetProgramLog(prog, buf)
    sys.stdout.write("status=%d\n%s" % (rc, buf.value.decode("utf-8", "replace")))
    return 0


R2_PASSES = "nvvm-verify,cnp-launch-check,nvvm-pretreat"


def cicc_command(env, bc, arch="compute_100"):
    """R2: NVIDIA's nvvm-verify, cnp-launch-check and nvvm-pretreat passes
    in cicc's NVVM-20 half (compute_100 and later, docs/reference/toolchain.md
    §0.1)."""
    return [env.cicc, "-libnvvm", "-arch=" + arch, "-opt-passes=" + R2_PASSES,
            bc, "-o", bc + ".ptx"]


def cicc_verify(env, bc, arch="compute_100"):
    status, out, err = run(cicc_command(env, bc, arch))
    return NvvmResult("cicc", status, out + err)


SPLIT_MARKER = re.compile(r"^(?:;|//|#)--- (\S+)\s*$")


def split_modules(path):
    """[(part, text)]: the `.ll` parts of a file cut with split-file markers
    (`;--- name.ll`), as split-file cuts them, or [(None, whole text)]."""
    text = open(path, encoding="utf-8", errors="replace").read()
    parts, name = {}, None
    for line in text.splitlines():
        m = SPLIT_MARKER.match(line)
        if m:
            name = m.group(1)
            parts[name] = []
        elif name is not None:
            parts[name].append(line)
    if not parts:
        return [(None, text)]
    return [(part, "\n".join(lines) + "\n") for part, lines in parts.items()
            if part.endswith(".ll")]


def prepare_module(env, wd, text, downgrade=True):
    """Makes NVVM 20 able to read one LLVM 22 module (R2's down-grades) and
    writes it to wd. With downgrade, all four: !nvvmir.version 2.0 added (not
    for `agreement: keep-ir-version` modules), llvm.lifetime.* dropped, debug
    info stripped, attribute kind 105 patched in the bitcode. Without, only
    the last: the module is what NVIDIA judges, as written (llvm-as-22 adds
    kind 105 itself). Returns (text file, bitcode file, what was done, None),
    or (None, None, what was done, why it could not be assembled)."""
    src = os.path.join(wd, "in.ll")
    if downgrade:
        keep_version = "agreement: keep-ir-version" in text
        down, done = downgrade_text(text, keep_version)
    else:
        down, done = text, []
    with open(src, "w") as f:
        f.write(down)
    ll = src
    if downgrade:
        ll = os.path.join(wd, "down.ll")
        status, _, err = run([env.opt, "--strip-debug", "-S", src, "-o", ll])
        if status != 0:
            why = first_line(err, "error") or first_line(err)
            if status < 0 or status >= 128:
                why = "LLVM 22's opt crashed on it (exit status %d)" % status
            return None, None, done, "cannot be down-graded: " + why[:160]
        if not re.search(r"^\s*target\s+datalayout\s*=", down, re.M):
            # opt fills in the target's layout when a module has none; NVVM
            # rejects a module without one ("Data Layout string is empty"), so the
            # layout opt added is taken out again.
            with open(ll) as f:
                text_ll = f.read()
            with open(ll, "w") as f:
                f.write(re.sub(r"^target datalayout = .*\n", "", text_ll, flags=re.M))
    bc = os.path.join(wd, "down.bc" if downgrade else "in.bc")
    status, _, err = run([env.llvm_as, ll, "-o", bc])
    if status != 0:
        return None, None, done, "llvm-as: " + first_line(err)[:160]
    patched = patch_file(bc)
    if patched:
        done.append(patched)
    return ll, bc, done, None


SENTINELS = {
    # fails nvvm-verify: NVVM prints the warnings met before it
    "naked": "\ndefine void @%s() naked noinline {\n  ret void\n}\n" % SENTINEL,
    # fails nvvm-pretreat, the last opt pass: llc does not run
    "pretreat": "\n%%%s.t = type { [40000 x i8] }\n"
                "define ptx_kernel void @%s(ptr byval(%%%s.t) align 1 %%s) {\n"
                "  ret void\n}\n" % (SENTINEL, SENTINEL, SENTINEL),
}


def nvidia_sentinel_log(env, wd, text, kind, arch="compute_100"):
    """R2's log on the module plus a deliberately invalid sentinel, which makes
    NVVM print its log (docs/reference/toolchain.md R2); None when R2 did not
    reject."""
    ll = os.path.join(wd, "sentinel-%s.ll" % kind)
    with open(ll, "w") as f:
        f.write(text + SENTINELS[kind])
    bc = ll + ".bc"
    if run([env.llvm_as, ll, "-o", bc])[0] != 0:
        return None
    patch_file(bc)
    result = cicc_verify(env, bc, arch)
    return result.log if result.verdict == "reject" else None


def nvidia_sentinel_messages(env, wd, text, kind, severity, squashed=True,
                             arch="compute_100"):
    """The messages of one severity, other than the sentinel's."""
    log = nvidia_sentinel_log(env, wd, text, kind, arch)
    if log is None:
        return []
    return nvidia_messages("\n".join(l for l in log.splitlines() if SENTINEL not in l),
                           severity, squashed)
