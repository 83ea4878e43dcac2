#!/usr/bin/python3
"""Generate a synthetic corpus whose word frequencies follow Zipf's law, and golden queries over it.

Words are pseudo-words (two-letter syllables spelling each word's frequency rank, so every word is a token
of the default pattern); the vocabulary grows with the corpus as real vocabularies do (Heaps' law). A document
has 20 to 180 words (100 on average), drawn independently with probability proportional to 1 / rank^1.07.
A query is 3 to 8 words drawn from one document's own words, and that document is its one relevant document:
queries carry common words as well as rare ones, as real questions do.

Usage: zipf_corpus.py OUT_DIR --documents N [--queries Q] [--seed S]
Writes OUT_DIR/corpus.jsonl and OUT_DIR/golden.jsonl in the engine's JSON Lines formats. The same arguments
give the same files (numpy's PCG64 generator, seeded).
"""

import argparse
import json
import os
import sys

import numpy as np

EXPONENT = 1.07
MIN_WORDS, MAX_WORDS = 20, 180
MIN_QUERY_WORDS, MAX_QUERY_WORDS = 3, 8
CHUNK = 20_000
CONSONANTS = "bdfgklmnprstvz"
VOWELS = "aeiou"
SYLLABLES = [c + v for c in CONSONANTS for v in VOWELS]


def vocabulary_size(documents):
    """Heaps' law, fitted loosely to English text: about 12k words at 10k documents, 320k at a million."""
    return int(20 * documents ** 0.7)


def word(rank):
    """Rank 0, 1, 2, ... spelled in bijective base len(SYLLABLES): distinct ranks give distinct words."""
    syllables = []
    n = rank + 1
    while n > 0:
        n -= 1
        syllables.append(SYLLABLES[n % len(SYLLABLES)])
        n //= len(SYLLABLES)
    return "".join(reversed(syllables))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out_dir")
    parser.add_argument("--documents", type=int, required=True)
    parser.add_argument("--queries", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=20261202)
    args = parser.parse_args()

    rng = np.random.default_rng(args.seed)
    size = vocabulary_size(args.documents)
    words = np.array([word(r) for r in range(size)], dtype=object)
    weights = 1.0 / np.arange(1, size + 1) ** EXPONENT
    cdf = np.cumsum(weights / weights.sum())

    query_count = min(args.queries, args.documents)
    query_docs = rng.choice(args.documents, size=query_count, replace=False)
    query_slot = {int(d): i for i, d in enumerate(query_docs)}
    queries = [None] * query_count

    os.makedirs(args.out_dir, exist_ok=True)
    width = len(str(args.documents - 1))
    with open(os.path.join(args.out_dir, "corpus.jsonl"), "w", encoding="utf-8") as out:
        for first in range(0, args.documents, CHUNK):
            count = min(CHUNK, args.documents - first)
            lengths = rng.integers(MIN_WORDS, MAX_WORDS + 1, size=count)
            ranks = np.minimum(np.searchsorted(cdf, rng.random(int(lengths.sum()))), size - 1)
            ends = np.cumsum(lengths)
            lines = []
            for i in range(count):
                doc = first + i
                doc_words = words[ranks[ends[i] - lengths[i]:ends[i]]]
                doc_id = f"z{doc:0{width}d}"
                lines.append(json.dumps({"doc_id": doc_id, "text": " ".join(doc_words)}))
                if doc in query_slot:
                    picked = rng.choice(doc_words, size=int(rng.integers(MIN_QUERY_WORDS, MAX_QUERY_WORDS + 1)))
                    queries[query_slot[doc]] = {"query": " ".join(picked), "relevant_doc_ids": [doc_id]}
            out.write("\n".join(lines) + "\n")
    with open(os.path.join(args.out_dir, "golden.jsonl"), "w", encoding="utf-8") as out:
        for query in queries:
            out.write(json.dumps(query) + "\n")
    print(f"zipf corpus: {args.documents} documents, {size} possible words, {query_count} queries"
          f" -> {args.out_dir}", file=sys.stderr)


if __name__ == "__main__":
    main()
