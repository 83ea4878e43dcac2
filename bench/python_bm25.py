#!/usr/bin/env python3
"""BM25 in Python, the baselines of the bm25 benchmark: bm25s (its "lucene" method) or rank-bm25 (BM25Okapi).

Usage: python_bm25.py {bm25s,rank-bm25} CORPUS GOLDEN OUT [--k 10] [--k1 0.9] [--b 0.4] [--threads N]
                      [--max-queries N] [--stemmer porter] [--tied]

Each tool is used as its documentation shows, with Anserini's k1 = 0.9 and b = 0.4 (the engine's defaults) and an
analysis as close to Lucene's EnglishAnalyzer (the engine's bm25 default) as their options allow: lowercase,
tokens by the regular expression TOKEN_PATTERN (every run of word characters, single letters and digits included,
as Lucene's StandardTokenizer keeps them; bm25s's default pattern would drop one-character tokens), Lucene's 33
English stop words (ENGLISH_STOP_WORDS_SET, which is also bm25s's "en" list), then PyStemmer's "porter" stemmer
(the original Porter algorithm, as Lucene's PorterStemFilter; "english" is Snowball's Porter2). Differences that
remain: Lucene splits words at Unicode word boundaries (UAX #29: "3.5" and "don't" stay one token), strips
possessive 's, and stores document lengths in one byte (SmallFloat, exact up to 40 tokens, then about 1 part in 8),
while both Python tools use exact lengths.

  bm25s:     bm25s.tokenize(texts, stopwords, stemmer, token_pattern), BM25(method="lucene", k1, b).index(...),
             then retrieve(all queries, k, n_threads) in one call: the numpy backend (the default; numba is
             optional) on the precomputed float32 score matrix, idf = ln(1 + (N - df + 0.5) / (df + 0.5)) and
             tf / (tf + k1 (1 - b + b dl / avgdl)), Lucene's formula.
  rank-bm25: BM25Okapi(tokenized corpus, k1, b) (its own idf: ln((N - df + 0.5) / (df + 0.5)), negative values
             floored at 0.25 x the mean idf), per query get_scores and np.argsort, as its get_top_n does. The same
             analysis, done here with re and PyStemmer (rank-bm25 takes tokens, it has no analyzer).

Repeated query words count once per occurrence in both (as the engine's boost by count). Documents scoring 0 (no
query word) are dropped, as the engine returns only matches. Then precision@k, recall@k, reciprocal rank and hit
per query and their means, as the engine's report computes them, so that every tool does the same work.

OUT gets one JSON line per query, {"top": [[doc_id, score], ...]}, and a last line {"summary", "timings"} (seconds
per phase: load, tokenize, index, queries; queries includes tokenizing them). --max-queries N runs only the first
N queries (for extrapolation). --tied (bm25s only; for agreement, not for timing) also writes per query "tied": every
document whose score equals the k-th score within TIE_RELATIVE (when the top k is full), from the full score array.
Deterministic: same files, same output (numpy's argpartition/argsort order ties by position, the same every run).
"""

import argparse
import json
import re
import sys
import time

import numpy as np
import Stemmer

TOKEN_PATTERN = r"(?u)\b\w+\b"
# Lucene's EnglishAnalyzer.ENGLISH_STOP_WORDS_SET.
STOP_WORDS = ("a", "an", "and", "are", "as", "at", "be", "but", "by", "for", "if", "in", "into", "is", "it", "no",
              "not", "of", "on", "or", "such", "that", "the", "their", "then", "there", "these", "they", "this", "to",
              "was", "will", "with")
TIE_RELATIVE = 1e-4


def read_jsonl(path):
    with open(path, encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def run_bm25s(texts, queries, args, clock):
    import bm25s
    stemmer = Stemmer.Stemmer(args.stemmer)
    corpus_tokens = bm25s.tokenize(texts, stopwords=list(STOP_WORDS), stemmer=stemmer, token_pattern=TOKEN_PATTERN,
                                   show_progress=False)
    clock("tokenize")
    retriever = bm25s.BM25(method="lucene", k1=args.k1, b=args.b, backend=args.backend)
    retriever.index(corpus_tokens, show_progress=False)
    del corpus_tokens
    clock("index")
    query_tokens = bm25s.tokenize(queries, stopwords=list(STOP_WORDS), stemmer=stemmer, token_pattern=TOKEN_PATTERN,
                                  show_progress=False)
    k = min(args.k, retriever.scores["num_docs"])
    indices, scores = retriever.retrieve(query_tokens, k=k, n_threads=args.threads, show_progress=False)
    rankings = [[(int(i), float(s)) for i, s in zip(row_i, row_s) if s > 0] for row_i, row_s in zip(indices, scores)]
    tied = None
    if args.tied:
        tied = []
        strings = bm25s.tokenization.convert_tokenized_to_string_list(query_tokens)
        for ranking, words in zip(rankings, strings):
            if len(ranking) < args.k:
                tied.append([])
                continue
            full = retriever.get_scores(words) if words else np.zeros(retriever.scores["num_docs"])
            last = ranking[-1][1]
            tied.append([int(i) for i in np.nonzero(np.abs(full - last) <= TIE_RELATIVE * last)[0]])
    return rankings, tied


def run_rank_bm25(texts, queries, args, clock):
    from rank_bm25 import BM25Okapi
    stemmer = Stemmer.Stemmer(args.stemmer)
    split = re.compile(TOKEN_PATTERN).findall
    stop = frozenset(STOP_WORDS)

    def analyse(text):
        return stemmer.stemWords([t for t in split(text.lower()) if t not in stop])

    corpus_tokens = [analyse(t) for t in texts]
    clock("tokenize")
    bm25 = BM25Okapi(corpus_tokens, k1=args.k1, b=args.b)
    del corpus_tokens
    clock("index")
    rankings = []
    for query in queries:
        scores = bm25.get_scores(analyse(query))
        top = np.argsort(scores)[::-1][:args.k]
        rankings.append([(int(i), float(scores[i])) for i in top if scores[i] > 0])
    return rankings, None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("tool", choices=["bm25s", "rank-bm25"])
    parser.add_argument("corpus")
    parser.add_argument("golden")
    parser.add_argument("out")
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--k1", type=float, default=0.9)
    parser.add_argument("--b", type=float, default=0.4)
    parser.add_argument("--threads", type=int, default=0, help="bm25s retrieve's n_threads (0 = none, -1 = all)")
    parser.add_argument("--backend", default="numpy", choices=["numpy", "numba"],
                        help="bm25s's retrieval backend: numpy (its default) or numba (JIT compiled, bm25s[core])")
    parser.add_argument("--max-queries", type=int, default=0, help="run only the first N queries (0 = all)")
    parser.add_argument("--stemmer", default="porter", help="PyStemmer algorithm (porter, english, ...)")
    parser.add_argument("--tied", action="store_true", help="bm25s: also list the documents tied at the k-th score")
    args = parser.parse_args()

    marks = {"start": time.perf_counter()}
    last = ["start"]

    def clock(phase):
        marks[phase] = time.perf_counter()
        last.append(phase)

    corpus = read_jsonl(args.corpus)
    golden = read_jsonl(args.golden)
    if args.max_queries:
        golden = golden[:args.max_queries]
    doc_ids = [d["doc_id"] for d in corpus]
    texts = [d["text"] for d in corpus]
    del corpus
    clock("load")

    run = run_bm25s if args.tool == "bm25s" else run_rank_bm25
    rankings, tied = run(texts, [case["query"] for case in golden], args, clock)
    del texts

    sums = {"precision": 0.0, "recall": 0.0, "reciprocal_rank": 0.0, "hit": 0.0}
    with open(args.out, "w", encoding="utf-8") as out:
        for n, (case, ranking) in enumerate(zip(golden, rankings)):
            relevant = set(case["relevant_doc_ids"])
            hits = [doc_ids[i] in relevant for i, _ in ranking]
            sums["precision"] += sum(hits) / len(ranking) if ranking else 0.0
            sums["recall"] += sum(hits) / len(relevant) if relevant else 0.0
            sums["reciprocal_rank"] += next((1.0 / (r + 1) for r, h in enumerate(hits) if h), 0.0)
            sums["hit"] += 1.0 if any(hits) else 0.0
            line = {"top": [[doc_ids[i], s] for i, s in ranking]}
            if tied is not None:
                line["tied"] = [doc_ids[i] for i in tied[n]]
            out.write(json.dumps(line, ensure_ascii=False) + "\n")
        clock("queries")
        n = max(len(golden), 1)
        timings = {p + "_s": marks[p] - marks[q] for q, p in zip(last, last[1:])}
        timings.update({"ms_per_query": 1000 * timings["queries_s"] / n, "queries": len(golden),
                        "documents": len(doc_ids), "tool": args.tool, "stemmer": args.stemmer,
                        "threads": args.threads, "backend": args.backend if args.tool == "bm25s" else None})
        summary = {"mean_precision": sums["precision"] / n, "mean_recall": sums["recall"] / n,
                   "mrr": sums["reciprocal_rank"] / n, "hit_rate": sums["hit"] / n}
        out.write(json.dumps({"summary": summary, "timings": timings}) + "\n")
    print(f"{args.tool}: " + json.dumps(timings), file=sys.stderr)


if __name__ == "__main__":
    main()
