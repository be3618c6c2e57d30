#!/usr/bin/env python3
"""The ratio of two commands timed in pairs, with a confidence interval.

Reads "a b" lines (one pair: the checker's figure, then the baseline's,
timed back to back) and prints

    MEDIAN_RATIO LOW HIGH CONFIDENCE

where MEDIAN_RATIO is the median of the pairs' ratios a/b, and [LOW, HIGH]
a distribution-free confidence interval for that median: the k-th smallest
and k-th largest ratio, with k the largest for which the binomial
probability of fewer than k ratios on one side of the true median is at
most 2.5 % (the sign-test interval; no assumption on the noise's shape).
CONFIDENCE is the interval's exact coverage, in percent. With 5 pairs the
interval is [min, max] (94 %); with 15, the 4th from each end (96 %).

A target "ratio <= T" is met when HIGH <= T, missed when LOW > T, and
within this machine's noise otherwise (docs/benchmarks.md, "Noise").

usage: paired_ratio.py COL_A COL_B < pairs   (columns counted from 1)
"""
import math
import sys


def lower_tail(n, k):
    """P(Binomial(n, 1/2) < k): the chance that fewer than k ratios fall
    below the true median."""
    return sum(math.comb(n, i) for i in range(k)) / 2**n


def sign_test_rank(n):
    """The largest k with lower_tail(n, k) <= 2.5 %; 1 (the extremes) when
    even that is more, as with 5 pairs or fewer."""
    k = 1
    while k + 1 <= (n + 1) // 2 and lower_tail(n, k + 1) <= 0.025:
        k += 1
    return k


def coverage(n, k):
    return 100.0 * (1.0 - 2.0 * lower_tail(n, k))


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[-1])
    col_a, col_b = int(sys.argv[1]) - 1, int(sys.argv[2]) - 1
    ratios = []
    for line in sys.stdin:
        fields = line.split()
        if len(fields) <= max(col_a, col_b):
            continue
        a, b = float(fields[col_a]), float(fields[col_b])
        if b > 0:
            ratios.append(a / b)
    if not ratios:
        sys.exit("paired_ratio.py: no pairs")
    ratios.sort()
    n = len(ratios)
    median = (ratios[(n - 1) // 2] + ratios[n // 2]) / 2
    k = sign_test_rank(n)
    print(f"{median:.3f} {ratios[k - 1]:.3f} {ratios[n - k]:.3f} {coverage(n, k):.0f}")


if __name__ == "__main__":
    main()
