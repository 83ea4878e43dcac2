#!/usr/bin/env python3
"""Synthetic inputs for "Explanations at scale" (bench/RESULTS.md): explanations against very long documents and a
very long query. Seeded, so the same files come out every time.

  python3 bench/explain_scale.py OUT_DIR [--big-mb 13] [--misses 20] [--query-words 1000000]

writes into OUT_DIR:
  corpus.json        200 short documents and one long one ("big", about --big-mb MB of words)
  golden-misses.json --misses queries of ten words, each relevant to "big" only and ranked away from it (a miss),
                     with words the token pattern drops (which "big" holds) and words no document holds
  golden-long.json   one query of --query-words words, relevant to "big"
"""
import argparse
import json
import os
import random


def word(rng, length):
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(length))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--big-mb", type=float, default=13)
    parser.add_argument("--misses", type=int, default=20)
    parser.add_argument("--query-words", type=int, default=1_000_000)
    args = parser.parse_args()
    rng = random.Random(13)
    os.makedirs(args.out, exist_ok=True)

    vocabulary = sorted({word(rng, rng.randint(4, 9)) for _ in range(20_000)})
    small = [{"doc_id": "d%03d" % i, "text": " ".join(rng.choice(vocabulary[:2_000]) for _ in range(60))}
             for i in range(200)]
    # The long document: the rest of the vocabulary, and one- and two-letter words the token pattern drops.
    target = int(args.big_mb * 1_000_000)
    parts, size = [], 0
    rare = vocabulary[2_000:]
    while size < target:
        piece = rng.choice(rare) if rng.random() < 0.9 else word(rng, rng.randint(1, 2))
        parts.append(piece)
        size += len(piece) + 1
    corpus = small + [{"doc_id": "big", "text": " ".join(parts)}]
    with open(os.path.join(args.out, "corpus.json"), "w") as out:
        json.dump(corpus, out)

    misses = []
    for i in range(args.misses):
        # Words of the short documents rank them first; a dropped short word and a word of no document follow.
        words = [rng.choice(vocabulary[:2_000]) for _ in range(6)]
        words += [word(rng, 1), word(rng, 2), "zz" + word(rng, 6), "zz" + word(rng, 7)]
        misses.append({"query": " ".join(words), "relevant_doc_ids": ["big"]})
    with open(os.path.join(args.out, "golden-misses.json"), "w") as out:
        json.dump(misses, out)

    # A long query of words of every kind: known, unknown, dropped.
    long_words = []
    for _ in range(args.query_words):
        r = rng.random()
        long_words.append(rng.choice(vocabulary) if r < 0.5 else word(rng, rng.randint(1, 10)))
    with open(os.path.join(args.out, "golden-long.json"), "w") as out:
        json.dump([{"query": " ".join(long_words), "relevant_doc_ids": ["big"]}], out)


if __name__ == "__main__":
    main()
