/* regex_guard.h: POSIX extended regular expressions from untrusted text
 * (--header-filter, a .nvvmcheck.yaml's HeaderFilterRegex, scan selection
 * patterns), compiled only when glibc's regcomp can compile them in bounded
 * memory (docs/reliability.md, "Bounds").
 *
 * glibc's regcomp copies the tree of a repeated expression once per
 * repetition it must spell out: `x+` becomes `xx*`, `x{3,5}` five copies,
 * repetitions of repetitions multiply (`a{1000}{1000}` is a million
 * copies) and `x{m,n}` nests its n - m optional copies. Measured with glibc
 * 2.36: `incnude+++...+` with 130 `+` (a 266-byte .nvvmcheck.yaml found by
 * the config fuzz target) took 2.4 GB before the fuzzer stopped it, and as
 * --header-filter 23 GB before the kernel's OOM killer did;
 * `a{1,20000}` 3.2 GB. */
#ifndef NVC_REGEX_GUARD_H
#define NVC_REGEX_GUARD_H

#include <regex.h>
#include <stdbool.h>
#include <stddef.h>

/* The most nodes an expression may expand to (the sum over its atoms of
 * the product of the copies the repetitions around each spell out,
 * regex_guard.c). */
#define NVC_REGEX_MAX_NODES 20000
/* The longest pattern accepted, in bytes. */
#define NVC_REGEX_MAX_LEN 4096

/* regcomp(re, pattern, REG_EXTENDED | REG_NOSUB) when the pattern is within
 * the bounds above and has no back-reference (\1 to \9, which glibc
 * matches by backtracking, in exponential time); else false with the
 * reason in `why` (regerror's words when regcomp refuses it). */
bool nvc_regex_compile(regex_t *re, const char *pattern, char *why, size_t cap);

#endif
