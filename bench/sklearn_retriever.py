#!/usr/bin/python3
"""The specification's retriever with scikit-learn: the baseline the engine is benchmarked against.

TfidfVectorizer() with its defaults, fit_transform over every document; then per golden query
cosine_similarity(query vector, document matrix), np.argsort(scores)[::-1][:k], documents scoring 0 dropped;
then precision@k, recall@k, reciprocal rank and hit per query and their means, as the specification computes.

Usage: sklearn_retriever.py CORPUS GOLDEN OUT [--k 10] [--max-queries N]
OUT gets one JSON line per query, {"top": [[doc_id, score], ...], "tied": [...]}, where "tied" lists every
document whose score equals the k-th score (to 1e-12) when the top k is full, so that a tie straddling the cutoff
can be judged; the last line is {"summary": {...}, "timings": {...}}. The tie lookup is one vectorised pass per
query, small next to cosine_similarity, and is timed with the queries (it only makes scikit-learn look slower
by that much).
"""

import argparse
import json
import sys
import time

import numpy as np
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.metrics.pairwise import cosine_similarity

TIE_TOLERANCE = 1e-12


def read_jsonl(path):
    with open(path, encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("corpus")
    parser.add_argument("golden")
    parser.add_argument("out")
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--max-queries", type=int, default=0, help="run only the first N queries (0 = all)")
    args = parser.parse_args()

    start = time.perf_counter()
    corpus = read_jsonl(args.corpus)
    golden = read_jsonl(args.golden)
    if args.max_queries:
        golden = golden[:args.max_queries]
    doc_ids = [d["doc_id"] for d in corpus]
    texts = [d["text"] for d in corpus]
    del corpus
    loaded = time.perf_counter()

    vectorizer = TfidfVectorizer()
    doc_matrix = vectorizer.fit_transform(texts)
    del texts
    fitted = time.perf_counter()

    sums = {"precision": 0.0, "recall": 0.0, "reciprocal_rank": 0.0, "hit": 0.0}
    with open(args.out, "w", encoding="utf-8") as out:
        for case in golden:
            query_vec = vectorizer.transform([case["query"]])
            scores = cosine_similarity(query_vec, doc_matrix).flatten()
            top = np.argsort(scores)[::-1][:args.k]
            retrieved = [int(i) for i in top if scores[i] > 0]

            relevant = set(case["relevant_doc_ids"])
            hits = [doc_ids[i] in relevant for i in retrieved]
            sums["precision"] += sum(hits) / len(retrieved) if retrieved else 0.0
            sums["recall"] += sum(hits) / len(relevant) if relevant else 0.0
            sums["reciprocal_rank"] += next((1.0 / (r + 1) for r, h in enumerate(hits) if h), 0.0)
            sums["hit"] += 1.0 if any(hits) else 0.0

            tied = []
            if len(retrieved) == args.k:
                last = scores[retrieved[-1]]
                tied = [doc_ids[i] for i in np.nonzero(np.abs(scores - last) <= TIE_TOLERANCE)[0]]
            out.write(json.dumps({"top": [[doc_ids[i], float(scores[i])] for i in retrieved], "tied": tied},
                                 ensure_ascii=False) + "\n")
        finished = time.perf_counter()
        n = max(len(golden), 1)
        timings = {"load_s": loaded - start, "fit_s": fitted - loaded, "queries_s": finished - fitted,
                   "ms_per_query": 1000 * (finished - fitted) / n, "queries": len(golden),
                   "documents": len(doc_ids), "terms": len(vectorizer.vocabulary_)}
        summary = {"mean_precision": sums["precision"] / n, "mean_recall": sums["recall"] / n,
                   "mrr": sums["reciprocal_rank"] / n, "hit_rate": sums["hit"] / n}
        out.write(json.dumps({"summary": summary, "timings": timings}) + "\n")
    print("sklearn: " + json.dumps(timings), file=sys.stderr)


if __name__ == "__main__":
    main()
