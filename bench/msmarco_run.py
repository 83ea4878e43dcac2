#!/usr/bin/env python3
"""A seeded synthetic TREC run and qrels shaped like MS MARCO passage dev, for bench/run.sh --runfile.

MS MARCO's dev set has 6,980 queries with about 1.1 judged passages each, and a first-stage run returns 1,000
passages per query from 8.8 million: 6.98 million run lines. Scores here are BM25-like, printed with four decimals,
so that many results tie (trec_eval breaks those ties by document id); about two thirds of the queries find a
judged passage somewhere in their 1,000. Query and passage ids are numbers as in MS MARCO. The same seed writes the
same bytes.

usage: msmarco_run.py OUT_FOLDER [--queries N] [--depth N] [--seed N]
writes OUT_FOLDER/msmarco-run.trec and OUT_FOLDER/msmarco-qrels.trec
"""
import argparse
import os
import random

PASSAGES = 8_841_823


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--queries", type=int, default=6980)
    parser.add_argument("--depth", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=13)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    rng = random.Random(args.seed)
    query_ids = sorted(rng.sample(range(1, 1_102_400), args.queries))
    run_path = os.path.join(args.out, "msmarco-run.trec")
    qrels_path = os.path.join(args.out, "msmarco-qrels.trec")
    with open(run_path, "w", encoding="ascii") as run, open(qrels_path, "w", encoding="ascii") as qrels:
        for qid in query_ids:
            docs = rng.sample(range(PASSAGES), args.depth + 2)
            retrieved, unretrieved = docs[:args.depth], docs[args.depth:]
            top = rng.uniform(12.0, 40.0)
            # A BM25-like decay with noise, at four decimals: neighbouring scores often tie.
            scores = sorted((round(top * (1.0 - 0.6 * (i / args.depth) ** 0.5) - rng.random() * 0.002, 4)
                             for i in range(args.depth)), reverse=True)
            judged = set()
            for j in range(2 if rng.random() < 0.1 else 1):
                if rng.random() < 0.65:
                    judged.add(retrieved[min(int(rng.expovariate(1 / 40.0)), args.depth - 1)])
                else:
                    judged.add(unretrieved[j])
            qrels.writelines(f"{qid} 0 {doc} 1\n" for doc in sorted(judged))
            run.writelines(f"{qid} Q0 {doc} {rank + 1} {score:.4f} synthetic\n"
                           for rank, (doc, score) in enumerate(zip(retrieved, scores)))
    print(f"wrote {run_path} ({args.queries} queries x {args.depth}) and {qrels_path}")


if __name__ == "__main__":
    main()
