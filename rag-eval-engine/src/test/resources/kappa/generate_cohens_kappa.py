"""Reference outputs of scikit-learn's cohen_kappa_score, for CohensKappaParityTest.

For each generated pair of raters' labels it stores what sklearn computes: the labels (sorted union of both raters),
sklearn.metrics.confusion_matrix(first, second) (rows = first rater), cohen_kappa_score(first, second) (unweighted;
null where sklearn returns its replace_undefined_by default, NaN, because sum(w * expected) is 0, i.e. one label
only), and the same for the grades binarised at levels 1, 2 and 3 (grade >= level -> 1, else 0). It also stores the
observed agreement trace(cm) / n and the expected agreement sum_i rows_i * columns_i / n^2, computed here from the
confusion matrix (sklearn computes neither).

Cases: random 0-3 grades, perfect agreement, one label only, disjoint labels, chance level (independent raters),
skewed grades, labels other than grades (negative, sparse, many: more than 128 cells, where numpy's pairwise sum
recurses), and a few hundred seeded random pairs of lengths 1 to 200.

Usage: python generate_cohens_kappa.py <out.json>
"""
import json
import random
import sys
import warnings

import numpy as np
import sklearn
from sklearn.exceptions import UndefinedMetricWarning
from sklearn.metrics import cohen_kappa_score, confusion_matrix

OUT = sys.argv[1]
SEED = 20261207
LEVELS = [1, 2, 3]


def measured(first, second):
    labels = sorted(set(first) | set(second))
    with warnings.catch_warnings():
        # One label only: confusion_matrix warns of its 1x1 shape, cohen_kappa_score that kappa is undefined.
        warnings.simplefilter("ignore", UserWarning)
        warnings.simplefilter("ignore", UndefinedMetricWarning)
        cm = confusion_matrix(first, second, labels=labels)
        kappa = float(cohen_kappa_score(first, second))
    n = len(first)
    rows = cm.sum(axis=1)
    columns = cm.sum(axis=0)
    return {"labels": labels, "confusion": cm.tolist(), "kappa": None if kappa != kappa else kappa,
            "observed": int(np.trace(cm)) / n,
            "expected": int(sum(int(r) * int(c) for r, c in zip(rows, columns))) / (n * n)}


def case(first, second):
    result = {"first": first, "second": second}
    result.update(measured(first, second))
    result["binarised"] = {str(level): measured([int(g >= level) for g in first], [int(g >= level) for g in second])
                           for level in LEVELS}
    return result


def grades(rng, n, weights):
    return rng.choices(range(len(weights)), weights=weights, k=n)


def noisy_copy(rng, source, agreement, labels):
    return [g if rng.random() < agreement else rng.choice(labels) for g in source]


def pairs(rng):
    made = [([0], [0]), ([3], [2]), ([1, 1, 1], [1, 1, 1]), ([0, 0], [1, 1]), ([0, 1], [0, 1]), ([0, 1], [1, 0]),
            ([0, 1, 2, 3], [0, 1, 2, 3]), ([0, 0, 1, 1], [2, 2, 3, 3]), ([2] * 50, [2] * 50),
            ([0] * 49 + [1], [0] * 50),
            ([-1, 5, 100], [5, 5, -1]), (list(range(16)) * 3, [(g * 7) % 16 for g in range(16)] * 3)]
    for n in [5, 30, 200]:
        source = grades(rng, n, [1, 1, 1, 1])
        made.append((source, list(source)))  # perfect agreement
        made.append(([2] * n, [2] * n))  # one label only
        made.append((grades(rng, n, [1, 1]), [g + 2 for g in grades(rng, n, [1, 1])]))  # disjoint labels
        made.append((grades(rng, n, [1, 1, 1, 1]), grades(rng, n, [1, 1, 1, 1])))  # chance level
        skewed = grades(rng, n, [20, 3, 1, 0.5])
        made.append((skewed, noisy_copy(rng, skewed, 0.8, [0, 1, 2, 3])))
    for _ in range(300):
        n = rng.randint(1, 200)
        weights = [rng.random() for _ in range(rng.randint(1, 4))]
        source = grades(rng, n, weights)
        made.append((source, noisy_copy(rng, source, rng.random(), [0, 1, 2, 3])))
    for _ in range(20):
        n = rng.randint(1, 200)
        labels = rng.sample(range(-20, 40), rng.randint(1, 14))
        source = [rng.choice(labels) for _ in range(n)]
        made.append((source, noisy_copy(rng, source, rng.random(), labels)))
    return made


def main():
    rng = random.Random(SEED)
    cases = [case(first, second) for first, second in pairs(rng)]
    with open(OUT, "w", encoding="utf-8") as out:
        json.dump({"sklearn": sklearn.__version__, "numpy": np.__version__, "seed": SEED, "cases": cases}, out)
        out.write("\n")


if __name__ == "__main__":
    main()
