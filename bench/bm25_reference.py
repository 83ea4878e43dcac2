#!/usr/bin/env python3
"""Why the bm25 top-10 lists differ from bm25s's: a reference BM25 on Lucene's own tokens, with and without
Lucene's one-byte document lengths, checked against the engine's report.json.

Usage: bm25_reference.py CORPUS GOLDEN REPORT [--classpath FILE] [--tokens-dir DIR] [--k 10]

Gets the tokens of every document and query from Lucene's EnglishAnalyzer (bench/LuceneTokens.java, run as a
single-file program on the engine's classpath; cached in --tokens-dir), then scores every query as Lucene's
BM25Similarity does, in float32: idf = ln(1 + (docCount - df + 0.5) / (df + 0.5)) with docCount the documents that
hold at least one token, avgdl = total tokens / docCount, per term (count in query x idf) x (1 - 1 / (1 + tf x
normInverse)), normInverse = 1 / (k1 (1 - b + b dl / avgdl)), k1 0.9, b 0.4; ranked by score, ties by doc_id
ascending (the engine's rule). Twice: with each document's exact length dl (as bm25s and rank-bm25 use it), and
with dl as Lucene stores it, one byte per document (SmallFloat.intToByte4: exact up to 40 tokens, then 4
significant bits, so a length is rounded down by up to 1/8). Prints, for each, how many queries have a top k
identical to the report's and the largest relative difference between the two scores of a document both list, and
a last line of JSON with the same numbers. Analysis differences are then the rest of the disagreement with bm25s.
Deterministic.
"""

import argparse
import collections
import json
import math
import os
import subprocess
import sys

import numpy as np

BENCH = os.path.dirname(os.path.abspath(__file__))


def lucene_tokens(path, field, out, classpath):
    if not os.path.exists(out) or os.path.getmtime(out) < os.path.getmtime(path):
        subprocess.run(["java", "-cp", classpath, os.path.join(BENCH, "LuceneTokens.java"), path, field, out],
                       check=True)
    with open(out, encoding="utf-8") as lines:
        return [json.loads(line) for line in lines]


def long_to_int4(i):
    bits = i.bit_length()
    if bits < 4:
        return i
    shift = bits - 4
    return ((i >> shift) & 7) | ((shift + 1) << 3)


def int4_to_long(i):
    bits, shift = i & 7, (i >> 3) - 1
    return bits if shift == -1 else (bits | 8) << shift


FREE_VALUES = 255 - long_to_int4(2 ** 31 - 1)


def stored_length(length):
    """Lucene's SmallFloat.byte4ToInt(intToByte4(length)): the document length BM25 sees."""
    if length < FREE_VALUES:
        return length
    return FREE_VALUES + int4_to_long(long_to_int4(length - FREE_VALUES))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("corpus")
    parser.add_argument("golden")
    parser.add_argument("report")
    parser.add_argument("--classpath", default=os.path.join(BENCH, "out", "bm25-classpath.txt"),
                        help="file holding the engine's classpath (Lucene, Jackson)")
    parser.add_argument("--tokens-dir", default=None, help="cache of the tokens (default: next to CORPUS)")
    parser.add_argument("--k", type=int, default=10)
    args = parser.parse_args()
    classpath = open(args.classpath).read().strip()
    cache = args.tokens_dir or os.path.dirname(os.path.abspath(args.corpus))
    docs = lucene_tokens(args.corpus, "text", os.path.join(cache, "lucene-doc-tokens.jsonl"), classpath)
    queries = lucene_tokens(args.golden, "query", os.path.join(cache, "lucene-query-tokens.jsonl"), classpath)
    with open(args.corpus, encoding="utf-8") as lines:
        ids = [json.loads(line)["doc_id"] for line in lines if line.strip()]
    cases = json.load(open(args.report, encoding="utf-8"))["cases"]

    k1, b, one = np.float32(0.9), np.float32(0.4), np.float32(1)
    doc_count = sum(1 for d in docs if d)
    lengths = np.array([len(d) for d in docs])
    avgdl = np.float32(lengths.sum() / doc_count)
    postings = collections.defaultdict(lambda: ([], []))
    for n, tokens in enumerate(docs):
        for term, tf in collections.Counter(tokens).items():
            postings[term][0].append(n)
            postings[term][1].append(tf)
    postings = {t: (np.array(d), np.array(f, dtype=np.float32)) for t, (d, f) in postings.items()}
    id_rank = np.empty(len(ids), dtype=np.int64)  # position of each id in byte order, for the tie rule
    id_rank[sorted(range(len(ids)), key=lambda i: ids[i].encode("utf-8"))] = np.arange(len(ids))

    result = {"documents": len(docs), "doc_count": doc_count, "tokens": int(lengths.sum())}
    for name, dl in (("exact_lengths", lengths.astype(np.float32)),
                     ("lucene_lengths", np.array([stored_length(int(x)) for x in lengths], dtype=np.float32))):
        norm_inverse = (one / (k1 * ((one - b) + b * dl / avgdl))).astype(np.float32)
        identical, largest = 0, 0.0
        for tokens, case in zip(queries, cases):
            scores = np.zeros(len(docs), dtype=np.float32)
            for term, count in collections.Counter(tokens).items():
                if term in postings:
                    where, tf = postings[term]
                    idf = np.float32(math.log(1 + (doc_count - len(where) + 0.5) / (len(where) + 0.5)))
                    weight = np.float32(count) * idf
                    scores[where] += weight - weight / (one + tf * norm_inverse[where])
            matched = np.nonzero(scores > 0)[0]
            if len(matched) > args.k:  # everything scoring at least the k-th score, then the exact order
                kth = np.partition(scores[matched], len(matched) - args.k)[len(matched) - args.k]
                matched = matched[scores[matched] >= kth]
            top = matched[np.lexsort((id_rank[matched], -scores[matched]))][:args.k]
            mine = {ids[i]: float(scores[i]) for i in top}
            theirs = case["retrieved"]
            identical += [ids[i] for i in top] == [r["doc_id"] for r in theirs]
            for r in theirs:
                if r["doc_id"] in mine:
                    largest = max(largest, abs(mine[r["doc_id"]] - r["score"]) / r["score"])
        result[name] = {"identical": identical, "queries": len(cases), "max_relative_difference": largest}
        print(f"reference BM25 on Lucene's tokens, {name.replace('_', ' ')}: top {args.k} identical to the"
              f" report's for {identical}/{len(cases)} queries; largest relative score difference {largest:.2e}",
              file=sys.stderr)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
