#!/usr/bin/python3
"""Judgments with holes filled by a simulated, lenient LLM judge, over a BEIR data set (NFCorpus), for
bench/machine_grades.sh: what the check's correction of the metrics for a machine judge's errors (prediction-powered
inference, docs/judgments.md "Correcting the metrics for the judge's errors") is measured on.

Reads BEIR_DIR/corpus.jsonl, queries.jsonl, qrels/SPLIT.tsv and RUN (the check's run.trec with the full qrels: the
fixed ranking every seed evaluates). For each seed, writes under OUT_DIR/seed-<seed>/:
  beir/          a BEIR folder: corpus.jsonl and queries.jsonl linked to BEIR_DIR's, qrels/SPLIT.tsv the qrels less
                 the lines of the documents each query's top 10 of RUN names (those become pool lines);
  pool.jsonl     per query, a line for each document of its top 10: the hidden qrels line's grade, or 0 for a
                 document the qrels do not name. A random share of the queries that have a top 10 (--people) is graded
                 by people: their lines hold that true grade and, beside it, the judge's grade (judge_grade,
                 judge_grade_by), as the judge goal writes it where it measures its agreement; every other query's
                 lines hold the judge's grade as a machine's (judged_by), as the judge goal writes the grades it gives.
The judge is lenient and seeded: a document graded 1 or more is called relevant with probability 0.85 (grade 1; a
true 2 is called 2 with probability 0.5, else 1), one graded 0 with probability 0.2 (grade 1); otherwise it says 0.
Every line draws the judge's grade, people's too, so that the judge errs alike on both kinds of query (the correction's
assumption, which choosing people's queries at random makes hold).
A query whose every qrels line is in its top 10 keeps, in the reduced qrels, one line grading 0 a document outside its
top 10 (the first of the corpus it neither ranks nor names), so that it stays a query of the golden set for the pool
to grade; beyond the top 10 the line changes no metric at k = 10.
With --oracle, one more folder, OUT_DIR/oracle/, holds the same split with every pool line a person's true grade and
no judge: its check must give the full qrels' values exactly, which tests the split itself.
With --resample, the folders are OUT_DIR/resample-<seed>/ and each seed first draws its queries, as many as the qrels
judge, with replacement: the n-th copy of query Q is the query Q.rn, with Q's qrels and top 10, and Q's text (with the
word zzcopy<n> after it from the second copy on: see copy_text) in a queries.jsonl written, not linked. The queries are
then a sample from a population, the split's queries, whose mean under the full qrels is the truth the corrected
interval is meant to cover; without --resample the queries are that population itself.

Usage: machine_grades_data.py BEIR_DIR RUN OUT_DIR --seeds 1-40 [--people 0.25] [--split test] [--oracle]
       [--resample]
Deterministic: the output depends only on the input files and the options.
"""

import argparse
import functools
import json
import os
import random

from answers_data import read_grades
from beir_corpus import read_jsonl

JUDGE = "umbrela:simulated-lenient"
DEPTH = 10
# The judge: how often it calls a relevant document relevant, a true 2 a 2 when it does, a not relevant one relevant.
CALLS_RELEVANT_RELEVANT = 0.85
CALLS_TWO_A_TWO = 0.5
CALLS_NOT_RELEVANT_RELEVANT = 0.2
COPY_MARKER = "zzcopy"


def read_run(path):
    """query id -> its documents by rank (TREC run lines: query Q0 doc rank score tag)."""
    ranked = {}
    with open(path, encoding="utf-8") as run:
        for line in run:
            query, _, doc, rank, _, _ = line.split()
            ranked.setdefault(query, []).append((int(rank), doc))
    return {query: [doc for _, doc in sorted(docs)] for query, docs in ranked.items()}


def judge_grade(rng, truth):
    """The simulated judge's grade of a document whose true grade is truth."""
    if truth >= 1:
        if rng.random() >= CALLS_RELEVANT_RELEVANT:
            return 0
        return 2 if truth >= 2 and rng.random() < CALLS_TWO_A_TWO else 1
    return 1 if rng.random() < CALLS_NOT_RELEVANT_RELEVANT else 0


def split(grades, top, corpus_ids):
    """The reduced qrels (query -> {doc: grade}) and the pooled documents (query -> [(doc, true grade)])."""
    kept, pooled = {}, {}
    for query, judged in grades.items():
        ranked = top.get(query, [])[:DEPTH]
        pooled[query] = [(doc, judged.get(doc, 0)) for doc in ranked]
        kept[query] = {doc: grade for doc, grade in judged.items() if doc not in ranked}
        if not kept[query]:
            # Kept as a query of the golden set: a grade of 0 beyond the top 10 moves no metric at k = 10.
            kept[query] = {next(d for d in corpus_ids if d not in ranked and d not in judged): 0}
    return kept, pooled


def resampled(rng, grades, top):
    """The qrels and the top 10s of as many queries as the qrels judge, drawn with replacement, each copy renamed."""
    copies, drawn_grades, drawn_top = {}, {}, {}
    for query in rng.choices(list(grades), k=len(grades)):
        copies[query] = copies.get(query, 0) + 1
        copy = f"{query}.r{copies[query]}"
        drawn_grades[copy] = grades[query]
        drawn_top[copy] = top.get(query, [])
    return drawn_grades, drawn_top


def copy_text(texts, copy):
    """The n-th copy's text: the query's, with the marker word COPY_MARKER and n after the first copy. The check
    refuses one text asked twice with different grades (as two copies are once the judge grades them), and a word
    no document holds leaves BM25's scores, so the ranking, as they were (machine_grades_table.py checks it)."""
    query, number = copy.rsplit(".r", 1)
    return texts[query] if number == "1" else f"{texts[query]} {COPY_MARKER}{number}"


def write_folder(beir_dir, out_dir, split_name, name, kept, lines, texts=None):
    """OUT_DIR/name/: the pool, and a BEIR folder of the reduced qrels whose queries.jsonl is written (the renamed
    copies' texts) when texts are given, else linked."""
    folder = os.path.join(out_dir, name)
    os.makedirs(os.path.join(folder, "beir", "qrels"), exist_ok=True)
    for linked in ("corpus.jsonl",) + (() if texts else ("queries.jsonl",)):
        link = os.path.join(folder, "beir", linked)
        if not os.path.lexists(link):
            os.symlink(os.path.abspath(os.path.join(beir_dir, linked)), link)
    if texts:
        with open(os.path.join(folder, "beir", "queries.jsonl"), "w", encoding="utf-8") as queries:
            queries.writelines(json.dumps({"_id": copy, "text": copy_text(texts, copy)}) + "\n" for copy in kept)
    with open(os.path.join(folder, "beir", "qrels", split_name + ".tsv"), "w", encoding="utf-8") as qrels:
        qrels.write("query-id\tcorpus-id\tscore\n")
        for query, judged in kept.items():
            qrels.writelines(f"{query}\t{doc}\t{grade}\n" for doc, grade in judged.items())
    with open(os.path.join(folder, "pool.jsonl"), "w", encoding="utf-8") as pool:
        pool.writelines(json.dumps(line) + "\n" for line in lines)


def pool_lines(rng, pooled, people_share):
    """The pool's lines for one seed: people's queries drawn first, then the judge's grade of every line."""
    with_top = [query for query, docs in pooled.items() if docs]
    people = set(rng.sample(with_top, round(people_share * len(with_top))))
    lines = []
    for query in with_top:
        for rank, (doc, truth) in enumerate(pooled[query], start=1):
            judged = judge_grade(rng, truth)
            line = {"query_id": query, "doc_id": doc, "retrieved_by": {"bm25": rank}}
            if query in people:
                line.update(grade=truth, judge_grade=judged, judge_grade_by=JUDGE)
            else:
                line.update(grade=judged, judged_by=JUDGE)
            lines.append(line)
    return lines


def oracle_lines(pooled):
    return [{"query_id": query, "doc_id": doc, "retrieved_by": {"bm25": rank}, "grade": truth}
            for query, docs in pooled.items() for rank, (doc, truth) in enumerate(docs, start=1)]


def seed_range(text):
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("beir_dir")
    parser.add_argument("run")
    parser.add_argument("out_dir")
    parser.add_argument("--seeds", type=seed_range, required=True, help="first-last, e.g. 1-40")
    parser.add_argument("--people", type=float, default=0.25, help="the share of queries people grade")
    parser.add_argument("--split", default="test")
    parser.add_argument("--oracle", action="store_true")
    parser.add_argument("--resample", action="store_true", help="draw each seed's queries with replacement")
    args = parser.parse_args()

    grades = read_grades(os.path.join(args.beir_dir, "qrels", args.split + ".tsv"))
    corpus = read_jsonl(os.path.join(args.beir_dir, "corpus.jsonl"))
    corpus_ids = [doc["_id"] for doc in corpus]
    texts = {query["_id"]: query["text"] for query in read_jsonl(os.path.join(args.beir_dir, "queries.jsonl"))}
    if args.resample and any(COPY_MARKER in f"{doc.get('title')} {doc.get('text')}".lower() for doc in corpus):
        parser.error(f"the corpus holds {COPY_MARKER}, the word that marks the resampled queries' copies")
    top = read_run(args.run)
    kept, pooled = split(grades, top, corpus_ids)
    folder = functools.partial(write_folder, args.beir_dir, args.out_dir, args.split)
    for seed in args.seeds:
        rng = random.Random(seed)
        if args.resample:
            drawn_kept, drawn_pooled = split(*resampled(rng, grades, top), corpus_ids)
            folder(f"resample-{seed}", drawn_kept, pool_lines(rng, drawn_pooled, args.people), texts)
        else:
            folder(f"seed-{seed}", kept, pool_lines(rng, pooled, args.people))
    if args.oracle:
        folder("oracle", kept, oracle_lines(pooled))
    hidden = sum(1 for docs in pooled.values() for _, truth in docs if truth >= 1)
    print(f"machine grades data: {len(grades)} queries, {sum(map(len, pooled.values()))} pool lines "
          f"({hidden} relevant), {sum(1 for docs in pooled.values() if not docs)} queries with no top 10; "
          f"{len(args.seeds)} seeds{' of resampled queries' if args.resample else ''}"
          f"{' and the oracle' if args.oracle else ''} -> {args.out_dir}")


if __name__ == "__main__":
    main()
