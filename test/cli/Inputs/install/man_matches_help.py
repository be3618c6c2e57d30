"""Checks that a rendered man page (man -l, plain text) says what --help says:
every option entry of the help text (the option and its description, with
whitespace runs collapsed) and every paragraph after the options appears in
the page, in the same order.

usage: man_matches_help.py <help.txt> <page.txt>
Prints "man_matches_help: N of N entries found", or each one missing.
"""
import re
import sys


def squeeze(text):
    return re.sub(r"\s+", " ", text).strip()


def entries(help_text):
    """The option entries and the paragraphs after them, whitespace collapsed."""
    paras = [p for p in re.split(r"\n\s*\n", help_text) if p.strip()]
    options_at = next(i for i, p in enumerate(paras) if p.startswith("options:"))
    found = re.split(r"\n(?=  \S)", paras[options_at].split("\n", 1)[1])
    out = [squeeze(e) for e in found]
    for p in paras[options_at + 1:]:
        # a "Title: text" paragraph is a section of the page, titled in capitals
        out.append(squeeze(re.sub(r"^[A-Za-z][A-Za-z ]*: ", "", p)))
    return out


def main():
    with open(sys.argv[1], encoding="utf-8") as f:
        wanted = entries(f.read())
    with open(sys.argv[2], encoding="utf-8") as f:
        page = squeeze(f.read())
    missing, at = [], 0
    for e in wanted:
        pos = page.find(e, at)
        if pos < 0:
            missing.append(e)
        else:
            at = pos + len(e)
    for e in missing:
        print(f"man_matches_help: not in the page (or out of order): {e}")
    print(f"man_matches_help: {len(wanted) - len(missing)} of {len(wanted)} entries found")


main()
