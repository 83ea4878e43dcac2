"""Reference outputs of UMBRELA's evaluation of a judge against people, for JudgeAgreementParityTest.

UMBRELA (castorini/umbrela, commit e2c4e4126bf7b568d9230008b465a58445cabc30) compares its judge with the assessors'
qrels in src/umbrela/evaluation.py (lines 95 to 107) through src/umbrela/utils/common_utils.py:

    def calculate_kappa(gts, preds):                                   # lines 175 to 181
        print(f"Kohen kappa overall: {cohen_kappa_score(gts, preds)}")
        gts_bin = [1 if int(x) > 1 else 0 for x in gts]
        preds_bin = [1 if int(x) > 1 else 0 for x in preds]
        print(f"Binarized Kohen kappa overall: {cohen_kappa_score(gts_bin, preds_bin)}")

    def draw_confusion_matrix(gts, preds, qrel, model_name):           # lines 184 to 188 (the plot left out)
        conf_mat = confusion_matrix(gts, preds)
        print(conf_mat)

transcribed below with the binarisation's level as a parameter (UMBRELA's is 2: `int(x) > 1` is `x >= 2`), and
with what rag-eval adds beside them: the pairs people graded relevant, and the pairs the judge graded relevant that
people did not (count, and share of the pairs people graded not relevant; null when there is none). A kappa sklearn
leaves undefined (NaN: one label only on both sides) is stored as null.

Cases: seeded random people's grades 0 to 3 and a judge that copies them with noise, biased up or down, or at
random; lengths 1 to 120; levels 1, 2 and 3.

Usage: python generate_judge_agreement.py <out.json>
"""
import json
import random
import sys
import warnings

import sklearn
from sklearn.exceptions import UndefinedMetricWarning
from sklearn.metrics import cohen_kappa_score, confusion_matrix

OUT = sys.argv[1]
SEED = 20261206
LEVELS = [1, 2, 3]


def kappa(first, second):
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        warnings.simplefilter("ignore", UndefinedMetricWarning)
        value = float(cohen_kappa_score(first, second))
    return None if value != value else value


def calculate_kappa(gts, preds, level):
    """UMBRELA's calculate_kappa, returning what it prints, binarised at `level` (UMBRELA: 2)."""
    gts_bin = [1 if int(x) > level - 1 else 0 for x in gts]
    preds_bin = [1 if int(x) > level - 1 else 0 for x in preds]
    return kappa(gts, preds), kappa(gts_bin, preds_bin)


def draw_confusion_matrix(gts, preds):
    """UMBRELA's draw_confusion_matrix, returning the matrix it prints, with its labels (sklearn's sorted union)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", UserWarning)
        conf_mat = confusion_matrix(gts, preds)
    return sorted(set(gts) | set(preds)), conf_mat.tolist()


def case(people, judge):
    labels, confusion = draw_confusion_matrix(people, judge)
    result = {"people": people, "judge": judge, "labels": labels, "confusion": confusion,
              "graded_kappa": calculate_kappa(people, judge, 2)[0], "levels": {}}
    for level in LEVELS:
        binarised = calculate_kappa(people, judge, level)[1]
        relevant = sum(1 for p in people if p >= level)
        false_relevant = sum(1 for p, j in zip(people, judge) if p < level <= j)
        not_relevant = len(people) - relevant
        result["levels"][str(level)] = {
            "kappa": binarised, "people_relevant": relevant, "false_relevant": false_relevant,
            "false_relevant_share": None if not_relevant == 0 else false_relevant / not_relevant}
    return result


def judged(rng, people):
    style = rng.choice(["noisy", "up", "down", "random", "same"])
    if style == "same":
        return list(people)
    if style == "random":
        return [rng.randint(0, 3) for _ in people]
    out = []
    for grade in people:
        if rng.random() < 0.6:
            out.append(grade)
        elif style == "up":
            out.append(min(3, grade + rng.randint(1, 2)))
        elif style == "down":
            out.append(max(0, grade - rng.randint(1, 2)))
        else:
            out.append(rng.randint(0, 3))
    return out


def main():
    rng = random.Random(SEED)
    cases = [case([0, 1, 1], [0, 1, 0]), case([0] * 12, [0] * 12), case([2] * 10, [3] * 10),
             case([0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3], [0, 0, 1, 2, 0, 0, 1, 2, 0, 2, 3, 3])]
    for _ in range(200):
        n = rng.randint(1, 120)
        weights = [rng.random() for _ in range(4)]
        people = rng.choices(range(4), weights=weights, k=n)
        cases.append(case(people, judged(rng, people)))
    with open(OUT, "w", encoding="utf-8") as out:
        json.dump({"sklearn": sklearn.__version__, "seed": SEED, "cases": cases}, out)
        out.write("\n")


if __name__ == "__main__":
    main()
