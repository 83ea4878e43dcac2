"""Writes wilcoxon-scipy.tsv: scipy.stats.wilcoxon's two-sided p-values on paired samples shaped like IR metrics,
which PairedTestsScipyTest checks the Wilcoxon signed-rank test against (so the build needs no Python).

Each case is run as scipy's default (method='auto' of scipy 1.17) runs wilcoxon on the changed queries'
differences: zero differences dropped (zero_method='wilcox'); the exact distribution when at most 50 differences are
left and no two of them tie in absolute value; with ties, an exact permutation test over every sign assignment when
at most 13 are left; else the normal approximation with the tie correction and no continuity correction
(correction=False, scipy's default). The method is chosen here and passed explicitly, so that older scipy versions,
whose 'auto' differs, give the same numbers (the outputs stored were made with Debian bookworm's python3-scipy
1.10.1, and checked against scipy 1.17.1's default). Run: python3 wilcoxon_scipy.py > wilcoxon-scipy.tsv
"""
import random

import numpy as np
from scipy.stats import permutation_test, rankdata, wilcoxon

EXACT_LIMIT = 50
PERMUTATION_LIMIT = 13


def positive_rank_sum(d, axis=-1):
    """Wilcoxon's statistic: the sum of the (mid-)ranks of |d| over the positive differences."""
    return np.sum((d > 0) * rankdata(np.abs(d), axis=axis), axis=axis)


def p_value(before, after, method):
    if method == "permutation":
        changed = np.array([a - b for a, b in zip(after, before) if a != b])
        return permutation_test((changed,), positive_rank_sum, permutation_type="samples", vectorized=True,
                                n_resamples=np.inf, alternative="two-sided").pvalue
    return wilcoxon(after, before, zero_method="wilcox", correction=False, alternative="two-sided",
                    method=method).pvalue


def hit_rate(rng, n, p_before, p_after):
    """0/1 per query: every change is +1 or -1, ties everywhere."""
    return ([1.0 if rng.random() < p_before else 0.0 for _ in range(n)],
            [1.0 if rng.random() < p_after else 0.0 for _ in range(n)])


def graded(rng, n, step):
    """Values on a grid of `step` (ndcg-like, rounded): many ties, some zeros."""
    before = [round(rng.randint(0, int(1 / step)) * step, 10) for _ in range(n)]
    after = [min(1.0, max(0.0, round(b + rng.choice([-2, -1, 0, 0, 1, 1, 2]) * step, 10))) for b in before]
    return before, after


def continuous(rng, n, shift):
    """Values with no two changes alike: the tie-free case."""
    before = [rng.random() for _ in range(n)]
    return before, [b + shift + rng.gauss(0.0, 0.2) for b in before]


def cases():
    rng = random.Random(20240611)
    yield "hit_rate_2_down", [1.0] * 10, [1.0] * 8 + [0.0] * 2
    yield "hit_rate_3_up", [0.0, 0.0, 0.0, 1.0], [1.0, 1.0, 1.0, 1.0]
    for n, before, after in [(10, 0.5, 0.6), (30, 0.7, 0.6), (80, 0.6, 0.7), (300, 0.5, 0.55), (2000, 0.6, 0.62)]:
        b, a = hit_rate(rng, n, before, after)
        yield f"hit_rate_{n}", b, a
    for n, step in [(12, 0.1), (40, 0.05), (120, 0.1), (500, 0.02)]:
        b, a = graded(rng, n, step)
        yield f"graded_{n}_step_{step}", b, a
    for n, shift in [(1, 0.3), (5, 0.1), (20, 0.05), (50, 0.1), (51, 0.1), (200, 0.02)]:
        b, a = continuous(rng, n, shift)
        yield f"continuous_{n}", b, a


def main():
    print("# case\tmethod\tp\tbefore\tafter")
    for name, before, after in cases():
        differences = [a - b for a, b in zip(after, before)]
        changed = [d for d in differences if d != 0]
        magnitudes = [abs(d) for d in changed]
        ties = len(set(magnitudes)) < len(magnitudes)
        if not ties:
            method = "exact" if len(changed) <= EXACT_LIMIT else "approx"
        else:
            method = "permutation" if len(changed) <= PERMUTATION_LIMIT else "approx"
        p = p_value(before, after, method)
        print("\t".join([name, method, repr(float(p)), ",".join(repr(v) for v in before),
                         ",".join(repr(v) for v in after)]))


if __name__ == "__main__":
    main()
