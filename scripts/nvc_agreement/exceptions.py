"""Disagreements kept on purpose: test/agreement/exceptions.txt, and the
classification of every row as agree / disagree / explained."""

import fnmatch
import os
import re


class Exception_:
    def __init__(self, pattern, condition, reason, line):
        self.pattern, self.condition, self.reason, self.line = pattern, condition, reason, line
        self.used = False


def load_exceptions(path):
    """test/agreement/exceptions.txt: `case-glob | conditions | reason`, one a
    line; the first entry that matches a disagreeing row explains it.
    Conditions, comma-separated, all must hold (`-` for none):
      missing-rule=<id>   the tool has no rule <id> (yet)
      no-profile          the tool has no --profile option (yet)
      nvidia=<verdict>    NVIDIA's verdict is <verdict> (reject, accept, ...)
      ours=<verdict>      our verdict is <verdict>
    The first two make an entry lapse by itself once the rule lands."""
    out = []
    if not os.path.exists(path):
        return out
    for n, line in enumerate(open(path, encoding="utf-8"), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|", 2)]
        if len(parts) != 3 or not parts[2]:
            raise SystemExit("%s:%d: expected `case | conditions | reason`" % (path, n))
        for cond in parts[1].split(","):
            cond = cond.strip()
            if cond not in ("", "-", "no-profile") and \
                    not re.match(r"^(missing-rule|nvidia|ours)=\S+$", cond):
                raise SystemExit("%s:%d: unknown condition %r" % (path, n, cond))
        out.append(Exception_(parts[0], parts[1], parts[2], n))
    return out


def exception_applies(env, ex, row):
    if not fnmatch.fnmatchcase(row.case, ex.pattern):
        return False
    for cond in ex.condition.split(","):
        cond = cond.strip()
        key, _, value = cond.partition("=")
        if cond in ("", "-"):
            continue
        if key == "missing-rule" and value in env.rules:
            return False
        if cond == "no-profile" and env.has_profile:
            return False
        if key == "nvidia" and row.nvidia != value:
            return False
        if key == "ours" and row.ours != value:
            return False
    return True


def classify(env, rows, exceptions):
    for row in rows:
        if row.status == "skipped":
            continue
        if row.agree():
            row.status = "agree"
            continue
        row.status = "disagree"
        for ex in exceptions:
            if exception_applies(env, ex, row):
                ex.used = True
                row.status, row.reason = "explained", ex.reason
                break
