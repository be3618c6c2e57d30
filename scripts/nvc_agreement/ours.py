"""cuda-nvvmcheck's side: its findings on one input, parsed from its output."""

import re

from .common import ANSI, run


FINDING = re.compile(
    r"^(?P<loc>.*?): (?P<sev>error|warning|note|remark): (?P<msg>.*?)"
    r"(?: \[(?P<rule>[a-z0-9][a-z0-9.-]*)\])?$")
# The report's line for a TU that does not compile: clang's first error again
# (clang's errors themselves are on stderr), not a finding of a rule.
CLANG_ERROR_RULE = "clang-diagnostic-error"


class Ours:
    """cuda-nvvmcheck's output on one input."""

    def __init__(self, status, out, err):
        self.status = status
        self.findings = []          # (sev, msg, rule, loc)
        self.compile_errors = []    # clang's own errors (no rule id)
        self.tool_errors = []       # cuda-nvvmcheck: error: ...
        for line in ANSI.sub("", out + "\n" + err).splitlines():
            if line.startswith(" ") or not line.strip():
                continue
            m = FINDING.match(line)
            if not m or m.group("rule") == CLANG_ERROR_RULE:
                continue
            if m.group("loc") == "cuda-nvvmcheck":
                self.tool_errors.append(m.group("msg"))
            elif m.group("rule"):
                self.findings.append((m.group("sev"), m.group("msg"),
                                      m.group("rule"), m.group("loc")))
            elif m.group("sev") == "error":
                self.compile_errors.append(line)
        self.errors = [f for f in self.findings if f[0] == "error"]
        self.warnings = [f for f in self.findings if f[0] == "warning"]

    def does_not_compile(self):
        return any("does not compile" in e for e in self.tool_errors)

    def verdict(self, warn_level=False):
        """reject: an error-level finding, or clang refuses the source (the
        tool then prints clang's errors and exits 2, as the build would
        fail). error: the tool could not do its job."""
        if self.errors or (self.status == 2 and self.does_not_compile()):
            return "reject"
        if self.status not in (0, 1) or self.tool_errors:
            return "error"
        if warn_level and self.warnings:
            return "warn"
        return "accept"

    def summary(self):
        if self.errors:
            return "; ".join("%s [%s]" % (f[1], f[2]) for f in self.errors[:2]) + \
                (" (+%d)" % (len(self.errors) - 2) if len(self.errors) > 2 else "")
        if self.does_not_compile():
            return "clang: " + re.sub(r"^.*?error: ", "",
                                      (self.compile_errors or ["?"])[0])
        if self.tool_errors:
            return "; ".join(self.tool_errors[:2])
        if self.warnings:
            return "; ".join("%s [%s]" % (f[1], f[2]) for f in self.warnings[:2])
        return ""


def run_ours(env, path, args=(), clang_args=()):
    cmd = [env.tool] + list(args) + [path]
    if clang_args:
        cmd += ["--"] + list(clang_args)
    status, out, err = run(cmd)
    return Ours(status, out, err)
