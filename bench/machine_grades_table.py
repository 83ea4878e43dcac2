#!/usr/bin/python3
"""The table of bench/machine_grades.sh: how far the counted and the corrected values of each seed's check fall from
the truth, and how often the corrected value's 95% interval covers it.

Reads OUT_DIR/truth/report/report.json (the check with the full qrels: the truth), OUT_DIR/oracle/report/report.json
(every pool line a person's true grade: its summary must equal the truth's, value for value, else the split of the
qrels into reduced qrels and pool is wrong and nothing below means anything), and for s = 1 to SEEDS
OUT_DIR/seed-<s>/report/report.json (the queries fixed) and OUT_DIR/resample-<s>/report/report.json (the queries
drawn with replacement), each of which must rank every query as the truth did (its run.trec lines, the copy's name
read as its query's). For each of the two, per metric, over the seeds: the truth; the mean of counted - truth and of
corrected - truth; the standard deviation of corrected - truth over the seeds beside the mean standard error the
check reported; the share of seeds whose corrected 95% interval
covers the truth, and, for contrast, whose percentile bootstrap interval of the counted value does. Then the queries
graded each way, and where the time went: OUT_DIR/times.txt (whole runs, /usr/bin/time) and each check's --timings.

Usage: machine_grades_table.py OUT_DIR SEEDS
"""

import json
import os
import re
import statistics
import sys

METRICS = ("ndcg@10", "mean_precision", "mean_recall", "mrr", "hit_rate")
TIMING = re.compile(r"rag-eval: timing: (?P<phase>[^:]+?)(?::.*?)? in (?P<seconds>[0-9.]+) s")


def report(out_dir, name):
    with open(os.path.join(out_dir, name, "report", "report.json"), encoding="utf-8") as file:
        return json.load(file)


def ranking(out_dir, name):
    """query -> its run.trec lines less the query, a resampled copy (Q.r2) read as its query (Q)."""
    ranked = {}
    with open(os.path.join(out_dir, name, "report", "run.trec"), encoding="utf-8") as file:
        for line in file:
            query, rest = line.split(maxsplit=1)
            ranked.setdefault(query, []).append(rest)
    return ranked


def ranked_as_truth(copies, truth):
    return all(truth.get(copy.rsplit(".r", 1)[0]) == lines for copy, lines in copies.items())


def check_oracle(out_dir, truth):
    oracle = report(out_dir, "oracle")["summary"]
    different = {m: (oracle.get(m), v) for m, v in truth["summary"].items() if oracle.get(m) != v}
    if different:
        sys.exit(f"the oracle's summary differs from the truth's, so the split is wrong: {different}")
    print(f"Oracle (every pool line a person's true grade): the summary equals the truth's, "
          f"all {len(truth['summary'])} values exactly.\n")


def seed_rows(out_dir, prefix, seeds):
    truth_run = ranking(out_dir, "truth")
    rows = []
    for seed in range(1, seeds + 1):
        name = f"{prefix}-{seed}"
        if not ranked_as_truth(ranking(out_dir, name), truth_run):
            sys.exit(f"{name} ranks differently from the truth run: the comparison needs one fixed ranking")
        rows.append(report(out_dir, name))
    return rows


def metric_line(metric, truth, rows):
    value = truth["summary"][metric]
    grades = [row["machine_grades"]["metrics"][metric] for row in rows]
    counted = [g["counted"] - value for g in grades]
    corrected = [g["corrected"] - value for g in grades]
    covered = sum(1 for g in grades if g["low"] <= value <= g["high"])
    bootstrap = [row["statistics"]["intervals"][metric] for row in rows]
    bootstrap_covered = sum(1 for b in bootstrap if b["low"] <= value <= b["high"])
    n = len(rows)
    return (f"| {metric} | {value:.4f} | {statistics.mean(counted):+.4f} | {statistics.mean(corrected):+.4f} "
            f"| {statistics.stdev(corrected):.4f} | {statistics.mean(g['standard_error'] for g in grades):.4f} "
            f"| {covered}/{n} ({100 * covered / n:.0f}%) "
            f"| {bootstrap_covered}/{n} ({100 * bootstrap_covered / n:.0f}%) |")


def print_table(title, truth, rows):
    print(f"{title}, over {len(rows)} seeds (differences from the truth, means over the seeds):\n")
    print("| metric | truth | counted - truth | corrected - truth | sd of corrected - truth | mean standard error "
          "| corrected 95% interval covers the truth | counted's bootstrap 95% interval covers it |")
    print("|---|---|---|---|---|---|---|---|")
    for metric in METRICS:
        print(metric_line(metric, truth, rows))
    both = {row["machine_grades"]["graded_both_ways"] for row in rows}
    machine = {row["machine_grades"]["machine_graded"] for row in rows}
    queries = {row["machine_grades"]["queries"] for row in rows}
    print(f"\nQueries: {sorted(queries)} in all, machine-graded {min(machine)} to {max(machine)}, graded both ways "
          f"{sorted(both)}.\n")


def print_times(out_dir):
    walls, cpus, phases = {}, {}, {}
    with open(os.path.join(out_dir, "times.txt"), encoding="utf-8") as times:
        for line in times:
            name, wall, user, system = line.split()
            kind = name.split("-")[0]
            walls.setdefault(kind, []).append(float(wall))
            cpus.setdefault(kind, []).append(float(user) + float(system))
            with open(os.path.join(out_dir, name, "check.log"), encoding="utf-8") as log:
                for match in TIMING.finditer(log.read()):
                    phases.setdefault(match["phase"], []).append(float(match["seconds"]))
    print("Whole checks (/usr/bin/time): " + "; ".join(
        f"{kind}: {len(walls[kind])} runs, median {statistics.median(walls[kind]):.2f} s wall, "
        f"{statistics.median(cpus[kind]):.2f} s processor, total {sum(walls[kind]):.0f} s wall" for kind in walls))
    print("Inside the checks (--timings, medians over all runs): " + "; ".join(
        f"{phase} {statistics.median(seconds):.2f} s" for phase, seconds in phases.items()))


def main():
    out_dir, seeds = sys.argv[1], int(sys.argv[2])
    truth = report(out_dir, "truth")
    check_oracle(out_dir, truth)
    print_table("The queries fixed (the truth's own)", truth, seed_rows(out_dir, "seed", seeds))
    print_table("The queries drawn with replacement", truth, seed_rows(out_dir, "resample", seeds))
    print_times(out_dir)


if __name__ == "__main__":
    main()
