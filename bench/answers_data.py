#!/usr/bin/python3
"""Synthetic reference answers and recorded answers over a BEIR data set (NFCorpus), for bench/answers.sh.

Synthetic data for timing the answer and evidence metrics and holding them to their references at scale: no quality
is claimed for any number computed from it. Deterministic: the output depends only on the input files and --seed.

Reads BEIR_DIR/corpus.jsonl, queries.jsonl and qrels/SPLIT.tsv. Writes
  OUT_DIR/corpus.jsonl    {"doc_id", "text"}, text = title + " " + text (BEIR's concatenation, as beir_corpus.py);
  OUT_DIR/golden.jsonl    per query with a document graded 1 or more: {"query_id", "query", "relevant" (every judged
                          grade, in qrels order), "answers": [a sentence of a relevant document, or a span of 3 to 12
                          of its words], "key_facts": [2 or 3 spans of 2 to 5 words of relevant documents]};
  OUT_DIR/golden-plain.jsonl  the same without "answers" and "key_facts": the check less every answer and evidence
                          metric, whose time is the baseline of what the metrics cost;
  OUT_DIR/recorded.jsonl  per golden query {"query_id", "response", "retrieved_contexts"}: the response is the
                          reference answer (10%), a few sentences of a relevant document (45%) or of a document the
                          query does not judge relevant (45%), so that the answer metrics spread between 0 and 1; the
                          retrieved contexts are 3 documents' texts, each relevant or not by a coin flip.

Usage: answers_data.py BEIR_DIR OUT_DIR [--split test] [--seed 20261206]
"""

import argparse
import json
import os
import random
import re

from beir_corpus import read_jsonl

SENTENCE_END = re.compile(r"(?<=[.!?])\s+")


def sentences(text):
    """The text cut after each . ! or ? followed by white space; blank pieces dropped."""
    return [s for s in SENTENCE_END.split(text.strip()) if s.strip()]


def span(rng, text, shortest, longest):
    """shortest to longest consecutive words of the text (fewer when it has fewer), joined by single spaces."""
    words = text.split()
    length = min(len(words), rng.randint(shortest, longest))
    start = rng.randint(0, len(words) - length)
    return " ".join(words[start:start + length])


def reference_answer(rng, text):
    """A whole sentence of the text, or a span of 3 to 12 of its words: SQuAD-like answers of both lengths."""
    chosen = rng.choice(sentences(text))
    return chosen if rng.random() < 0.5 else span(rng, chosen, 3, 12)


def passage(rng, text):
    """1 to 3 consecutive sentences of the text: what a generator might have written from it."""
    parts = sentences(text)
    length = min(len(parts), rng.randint(1, 3))
    start = rng.randint(0, len(parts) - length)
    return " ".join(parts[start:start + length])


def read_grades(path):
    """query id -> {doc id: grade}, in the order the qrels first name them."""
    grades = {}
    with open(path, encoding="utf-8") as qrels:
        next(qrels)  # BEIR's header: query-id corpus-id score
        for line in qrels:
            fields = line.rstrip("\r\n").split("\t")
            if len(fields) == 3:
                grades.setdefault(fields[0], {})[fields[1]] = int(fields[2])
    return grades


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("beir_dir")
    parser.add_argument("out_dir")
    parser.add_argument("--split", default="test")
    parser.add_argument("--seed", type=int, default=20261206)
    args = parser.parse_args()
    rng = random.Random(args.seed)

    texts = {}
    for doc in read_jsonl(os.path.join(args.beir_dir, "corpus.jsonl")):
        texts[doc["_id"]] = (doc.get("title") or "") + " " + (doc.get("text") or "")
    ids = list(texts)
    queries = {q["_id"]: q["text"] for q in read_jsonl(os.path.join(args.beir_dir, "queries.jsonl"))}
    grades = read_grades(os.path.join(args.beir_dir, "qrels", args.split + ".tsv"))

    os.makedirs(args.out_dir, exist_ok=True)
    with open(os.path.join(args.out_dir, "corpus.jsonl"), "w", encoding="utf-8") as out:
        for doc_id, text in texts.items():
            out.write(json.dumps({"doc_id": doc_id, "text": text}, ensure_ascii=False) + "\n")
    golden, recorded = [], []
    for query_id, judged in grades.items():
        # Documents with words only: a few NFCorpus documents are a bare title, or missing from the corpus.
        relevant = [d for d, g in judged.items() if g >= 1 and d in texts and texts[d].split()]
        if not relevant:
            continue  # nothing relevant: no recall to measure, as trec_eval skips it
        answer = reference_answer(rng, texts[rng.choice(relevant)])
        facts = [span(rng, texts[rng.choice(relevant)], 2, 5) for _ in range(rng.randint(2, 3))]
        golden.append({"query_id": query_id, "query": queries[query_id], "relevant": judged, "answers": [answer],
                       "key_facts": facts})
        recorded.append({"query_id": query_id, "response": response(rng, answer, relevant, judged, texts, ids),
                         "retrieved_contexts": [texts[context(rng, relevant, judged, ids)] for _ in range(3)]})
    plain = [{key: case[key] for key in ("query_id", "query", "relevant")} for case in golden]
    for name, rows in (("golden.jsonl", golden), ("golden-plain.jsonl", plain), ("recorded.jsonl", recorded)):
        with open(os.path.join(args.out_dir, name), "w", encoding="utf-8") as out:
            out.writelines(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
    print(f"answers data: {len(texts)} documents, {len(golden)} queries ({args.split}) -> {args.out_dir}")


def response(rng, answer, relevant, judged, texts, ids):
    draw = rng.random()
    if draw < 0.10:
        return answer
    if draw < 0.55:
        return passage(rng, texts[rng.choice(relevant)])
    return passage(rng, texts[not_relevant(rng, judged, ids, texts)])


def context(rng, relevant, judged, ids):
    return rng.choice(relevant) if rng.random() < 0.5 else not_relevant(rng, judged, ids, None)


def not_relevant(rng, judged, ids, texts):
    """A document the query does not judge relevant (with words, when texts are given)."""
    while True:
        doc_id = rng.choice(ids)
        if judged.get(doc_id, 0) < 1 and (texts is None or texts[doc_id].split()):
            return doc_id


if __name__ == "__main__":
    main()
