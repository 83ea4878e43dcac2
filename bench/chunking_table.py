#!/usr/bin/env python3
"""Prints a markdown table of a chunking check's report.json (bench/chunking.sh): per variant, each span metric's mean
+- standard deviation over the questions in percent, as brandonstarxel/chunking_evaluation's run() reports them
(numpy's mean and std, ddof 0: evaluation_framework/base_evaluation.py at commit d451fc4). The means are rag-eval's
summary; the standard deviations are computed here from the per-question values the report lists.

    python3 chunking_table.py REPORT_JSON
"""
import json
import statistics
import sys

METRICS = [("precision_omega", "precision-Ω"), ("span_recall", "span recall"), ("span_precision", "span precision"),
           ("span_iou", "span IoU")]


def main():
    with open(sys.argv[1], encoding="utf-8") as file:
        report = json.load(file)
    print("| chunking | " + " | ".join(title for _, title in METRICS) + " |")
    print("|---" * (len(METRICS) + 1) + "|")
    for variant in report["variants"]:
        cells = []
        for key, _ in METRICS:
            values = [case["metrics"][key] for case in variant["cases"]]
            cells.append(f"{100 * variant['summary'][key]:.2f} ± {100 * statistics.pstdev(values):.2f}")
        print(f"| {variant['name']} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
