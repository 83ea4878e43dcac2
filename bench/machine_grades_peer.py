#!/usr/bin/python3
"""Recomputes each seed's correction of bench/machine_grades.sh from its inputs, to hold the check's report.json to
docs/judgments.md's formula at scale: which queries are machine-graded and which graded both ways, and per metric the
corrected value, its standard error and its 95% interval.

For each OUT_DIR/seed-<s>/ and OUT_DIR/resample-<s>/, s = 1 to SEEDS: the queries graded both ways are those whose
pool lines carry the judge's grade beside a person's (every line of such a query does, by machine_grades_data.py), the
machine-graded ones those with a line judged_by the judge. A query's value under people's grades (Y) is report.json's
per-query value; under the judge's (f), on a query graded both ways, it is recomputed here from the case's grades with
the judge's grade put in place of each person's, and it is the report's value on every other query. Recomputed:
precision (relevant retrieved / retrieved), recall (relevant retrieved / relevant), reciprocal rank, hit, and
trec_eval's ndcg@10 (gain the grade, discount log2(rank + 1), the ideal from the grades sorted); each is first held to
the report's own values on every case, so that f is computed as the check computes a value. Then, with s the share of
queries machine-graded or graded both ways (docs/judgments.md):

  corrected = mean(f over the N queries) + s * mean(Y - f over the n queries graded both ways)
  se        = sqrt( std(f)^2 / N + s^2 * std(Y - f)^2 / n )    (std with divisor N or n)
  interval  = corrected -+ z * se,  z = 1.959963984540054 (the normal's 0.975 quantile)

The sums are Python's, not numpy's pairwise ones the engine reproduces, hence a tolerance of 1e-12 rather than equality.
Prints the largest difference per metric and exits 1 when any exceeds it. Then, from the seeds with the queries fixed
(where the truth's per-query values give Y on every query), the spread of corrected - truth that the sampling of the
design predicts (predicted_spread), beside which the table's observed spread and the check's standard error read.

Usage: machine_grades_peer.py OUT_DIR SEEDS
"""

import json
import math
import os
import statistics
import sys

Z = 1.959963984540054
TOLERANCE = 1e-12
RELEVANT = 1
METRICS = {"mean_precision": "precision", "mean_recall": "recall", "mrr": "reciprocal_rank", "hit_rate": "hit",
           "ndcg@10": "ndcg@10"}


def values(retrieved, grades):
    """The five per-query values of a ranked list under these grades."""
    hits = [grades.get(doc, 0) >= RELEVANT for doc in retrieved]
    relevant = sum(1 for grade in grades.values() if grade >= RELEVANT)
    first = next((rank for rank, hit in enumerate(hits, start=1) if hit), None)
    dcg = sum(grades.get(doc, 0) / math.log2(rank + 1) for rank, doc in enumerate(retrieved[:10], start=1)
              if grades.get(doc, 0) > 0)
    ideal = sorted((grade for grade in grades.values() if grade > 0), reverse=True)[:10]
    idcg = sum(grade / math.log2(rank + 1) for rank, grade in enumerate(ideal, start=1))
    return {"precision": sum(hits) / len(retrieved) if retrieved else 0.0,
            "recall": sum(hits) / relevant if relevant else 0.0,
            "reciprocal_rank": 1 / first if first else 0.0,
            "hit": 1.0 if first else 0.0,
            "ndcg@10": dcg / idcg if idcg else 0.0}


def reported(case):
    return {"precision": case["precision"], "recall": case["recall"], "reciprocal_rank": case["reciprocal_rank"],
            "hit": 1.0 if case["hit"] else 0.0, "ndcg@10": case["metrics"]["ndcg@10"]}


def grades_of(case):
    """The case's grades; report.json leaves them out when they are all 1, and lists relevant_doc_ids only."""
    return case.get("grades") or dict.fromkeys(case["relevant_doc_ids"], 1)


def std(xs):
    mean = sum(xs) / len(xs)
    return math.sqrt(sum((x - mean) ** 2 for x in xs) / len(xs))


def recompute(folder, largest):
    """Holds one seed's machine_grades to the formula; records the largest difference per metric in largest. Returns
    each query's values under the judge's grades (f), the queries the judge touched (machine-graded or graded both
    ways), n and s."""
    judge_grades, machine = {}, set()
    with open(os.path.join(folder, "pool.jsonl"), encoding="utf-8") as pool:
        for line in map(json.loads, pool):
            if "judged_by" in line:
                machine.add(line["query_id"])
            elif "judge_grade" in line:
                judge_grades.setdefault(line["query_id"], {})[line["doc_id"]] = line["judge_grade"]
    with open(os.path.join(folder, "report", "report.json"), encoding="utf-8") as file:
        report = json.load(file)
    grades_made = report["machine_grades"]
    cases = report["cases"]
    if (grades_made["machine_graded"], grades_made["graded_both_ways"]) != (len(machine), len(judge_grades)):
        sys.exit(f"{folder}: the report counts {grades_made['machine_graded']} machine-graded and "
                 f"{grades_made['graded_both_ways']} graded both ways; the pool {len(machine)} and {len(judge_grades)}")
    share = (len(machine) + len(judge_grades)) / len(cases)
    people, judged, all_f = [], [], {}
    for case in cases:
        retrieved = [hit["doc_id"] for hit in case["retrieved"]]
        as_people = reported(case)
        grades = grades_of(case)
        recomputed = values(retrieved, grades)
        for key, value in as_people.items():
            largest[f"{key} recomputed"] = max(largest.get(f"{key} recomputed", 0), abs(recomputed[key] - value))
        if case["query_id"] in judge_grades:
            as_judge = values(retrieved, {**grades, **judge_grades[case["query_id"]]})
            people.append(as_people)
            judged.append(as_judge)
            all_f[case["query_id"]] = as_judge
        else:
            all_f[case["query_id"]] = as_people
    for metric, key in METRICS.items():
        f = [v[key] for v in all_f.values()]
        errors = [y[key] - g[key] for y, g in zip(people, judged)]
        corrected = sum(f) / len(f) + share * sum(errors) / len(errors)
        se = math.sqrt(std(f) ** 2 / len(f) + share ** 2 * std(errors) ** 2 / len(errors))
        given = grades_made["metrics"][metric]
        for name, value in (("corrected", corrected), ("standard_error", se), ("low", corrected - Z * se),
                            ("high", corrected + Z * se)):
            largest[f"{metric} {name}"] = max(largest.get(f"{metric} {name}", 0), abs(given[name] - value))
    return all_f, machine | set(judge_grades), len(judge_grades), share


def variance(xs):
    return std(xs) ** 2


def predicted_spread(truth, f, touched, n, share):
    """Per metric, the variance of corrected - truth that sampling predicts, the queries fixed and drawn anew.

    The queries fixed, the only chance is which n of the M touched queries people graded (drawn without
    replacement), so corrected - truth = s * (mean(Y - f over the n) - mean(Y - f over the M)), of variance
    s^2 * var(Y - f over the M) / n * (1 - n / M) * M / (M - 1). Queries drawn with replacement add the variance of
    their mean under people's grades, var(Y) / N. Y is the truth's per-query value, f this seed's."""
    big_m = len(touched)
    spread = {}
    for metric, key in METRICS.items():
        errors = [truth[query][key] - f[query][key] for query in touched]
        fixed = share ** 2 * variance(errors) / n * (1 - n / big_m) * big_m / (big_m - 1)
        spread[metric] = (fixed, fixed + variance([truth[query][key] for query in f]) / len(f))
    return spread


def main():
    out_dir, seeds = sys.argv[1], int(sys.argv[2])
    with open(os.path.join(out_dir, "truth", "report", "report.json"), encoding="utf-8") as file:
        truth = {case["query_id"]: reported(case) for case in json.load(file)["cases"]}
    largest, spreads = {}, []
    for seed in range(1, seeds + 1):
        spreads.append(predicted_spread(truth, *recompute(os.path.join(out_dir, f"seed-{seed}"), largest)))
        recompute(os.path.join(out_dir, f"resample-{seed}"), largest)
    print(f"Recomputed from the pools and the per-query values of {2 * seeds} reports; largest differences:")
    for name, difference in largest.items():
        print(f"  {name}: {difference:.1e}")
    print("The sd of corrected - truth that sampling predicts (root of the mean variance over the seeds' f), "
          "the queries fixed; drawn with replacement:")
    for metric in METRICS:
        fixed, drawn = (math.sqrt(statistics.mean(spread[metric][i] for spread in spreads)) for i in (0, 1))
        print(f"  {metric}: {fixed:.4f}; {drawn:.4f}")
    if any(difference > TOLERANCE for difference in largest.values()):
        sys.exit(f"a difference exceeds {TOLERANCE}")


if __name__ == "__main__":
    main()
