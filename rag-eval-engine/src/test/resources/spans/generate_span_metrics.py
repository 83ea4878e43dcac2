"""Reference outputs of chunking_evaluation's span metrics, for SpanMetricsParityTest.

Runs the metric code of brandonstarxel/chunking_evaluation (commit d451fc4,
chunking_evaluation/evaluation_framework/base_evaluation.py: the module-level range functions and
BaseEvaluation._full_precision_score / _scores_from_dataset_and_retrievals, taken from the file itself with ast, not
retyped) on Chroma's 472 span-labelled questions, over chunkings and rankings made here:

- chunkings: fixed character windows (size, overlap) over each corpus file, as (corpus_id, start, end);
- rankings: per question, a seeded list of 20 chunks drawn from every corpus (as a Chroma collection holding all
  corpora returns them), the question's overlapping chunks placed at seeded ranks, so that chunks of other corpora,
  chunks that only touch a reference and overlapping chunks all occur.

What it stores is what the metrics read: the corpora's lengths (the chunks follow from them), each question's references' spans, its ranking, and the
reference's per-question precision-omega, highlighted-chunk count, and recall / precision / IoU at retrieve=5 and at
retrieve=-1 (the list cut to the question's highlighted-chunk count, at most min(20, the largest count)), with
numpy's means. The texts are not stored.

Usage: python generate_span_metrics.py <chunking_evaluation checkout> <questions_df.csv> <corpora folder> <out.json>
"""
import ast
import json
import random
import sys

import numpy as np
import pandas as pd

REPO, QUESTIONS, CORPORA, OUT = sys.argv[1:5]
SOURCE = REPO + "/chunking_evaluation/evaluation_framework/base_evaluation.py"
CHUNKINGS = [(800, 0), (400, 200), (250, 125)]
RANKED = 20
SEED = 20241206


def reference_code():
    tree = ast.parse(open(SOURCE, encoding="utf-8").read())
    wanted = {"sum_of_ranges", "union_ranges", "intersect_two_ranges", "difference"}
    methods = {"_full_precision_score", "_scores_from_dataset_and_retrievals"}
    body = [node for node in tree.body if isinstance(node, ast.FunctionDef) and node.name in wanted]
    base = next(node for node in tree.body if isinstance(node, ast.ClassDef) and node.name == "BaseEvaluation")
    cls = ast.ClassDef(name="Metrics", bases=[], keywords=[], decorator_list=[],
                       body=[node for node in base.body if isinstance(node, ast.FunctionDef) and node.name in methods])
    module = ast.Module(body=body + [cls], type_ignores=[])
    ast.fix_missing_locations(module)
    scope = {}
    exec(compile(module, SOURCE, "exec"), scope)
    return scope["Metrics"]


def lengths_of(corpus_ids):
    lengths = {}
    for corpus_id in corpus_ids:
        with open(f"{CORPORA}/{corpus_id}.md", "r", encoding="utf-8") as file:
            lengths[corpus_id] = len(file.read())
    return lengths


def chunks_of(lengths, size, overlap):
    """Windows of size characters, each starting size - overlap after the last, the last cut at the end."""
    chunks = []
    for corpus_id, length in lengths.items():
        start = 0
        while start < length:
            chunks.append({"start_index": start, "end_index": min(start + size, length), "corpus_id": corpus_id})
            if start + size >= length:
                break
            start += size - overlap
    return chunks


def ranking(rng, chunks, question):
    refs = [(r["start_index"], r["end_index"]) for r in question["references"]]
    near = [i for i, c in enumerate(chunks) if c["corpus_id"] == question["corpus_id"]
            and any(c["start_index"] <= e and s <= c["end_index"] for s, e in refs)]
    others = [i for i in range(len(chunks)) if i not in set(near)]
    picked = rng.sample(near, min(len(near), rng.randint(0, len(near)))) if near else []
    ranked = rng.sample(others, RANKED - len(picked))
    for index in picked:
        ranked.insert(rng.randint(0, len(ranked)), index)
    return ranked[:RANKED]


def main():
    metrics = reference_code()()
    df = pd.read_csv(QUESTIONS)
    df["references"] = df["references"].apply(json.loads)
    metrics.questions_df = df
    lengths = lengths_of(df["corpus_id"].unique().tolist())
    out = {"source": "brandonstarxel/chunking_evaluation@d451fc4 evaluation_framework/base_evaluation.py",
           "corpus_lengths": lengths,
           "questions": [{"corpus_id": row["corpus_id"],
                          "references": [[r["start_index"], r["end_index"]] for r in row["references"]]}
                         for _, row in df.iterrows()],
           "chunkings": []}
    for size, overlap in CHUNKINGS:
        rng = random.Random(f"{SEED}-{size}-{overlap}")
        chunks = chunks_of(lengths, size, overlap)
        omega, highlighted = metrics._full_precision_score(chunks)
        rankings = [ranking(rng, chunks, row) for _, row in df.iterrows()]
        retrieved = [[chunks[i] for i in ranked] for ranked in rankings]
        fixed = metrics._scores_from_dataset_and_retrievals([r[:5] for r in retrieved], [5] * len(df))
        maximum = min(20, max(highlighted))
        cut = metrics._scores_from_dataset_and_retrievals([r[:maximum] for r in retrieved], highlighted)
        out["chunkings"].append({
            "size": size, "overlap": overlap,
            "rankings": rankings,
            "precision_omega": omega, "highlighted": highlighted,
            "retrieve_5": {"iou": fixed[0], "recall": fixed[1], "precision": fixed[2]},
            "retrieve_all_highlighted": {"iou": cut[0], "recall": cut[1], "precision": cut[2]},
            "means": {"precision_omega": float(np.mean(omega)),
                      "iou_5": float(np.mean(fixed[0])), "recall_5": float(np.mean(fixed[1])),
                      "precision_5": float(np.mean(fixed[2]))}})
    with open(OUT, "w", encoding="utf-8") as file:
        json.dump(out, file, separators=(",", ":"))
        file.write("\n")


main()
