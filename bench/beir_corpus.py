#!/usr/bin/python3
"""Convert a BEIR dataset folder (NFCorpus, ...) into the engine's corpus and golden files, for the bm25 benchmark.

Reads BEIR_DIR/corpus.jsonl ({"_id", "title", "text"}), BEIR_DIR/queries.jsonl ({"_id", "text"}) and
BEIR_DIR/qrels/SPLIT.tsv (header, then query-id TAB corpus-id TAB grade). Writes
  OUT_DIR/corpus.jsonl  {"doc_id", "text"}, text = title + " " + text (BEIR's own concatenation), in file order;
  OUT_DIR/golden.jsonl  {"query_id", "query", "relevant_doc_ids", "relevant"} per query the split judges, in the
                        order the qrels first name them (the order BEIR's loader gives); relevant_doc_ids are the
                        documents graded 1 or more, "relevant" every judged grade (nDCG's gains).
The engine reads the same folder itself with <beir>; the files are for tools that read plain corpus/golden files.

Usage: beir_corpus.py BEIR_DIR OUT_DIR [--split test]
Deterministic: the output depends only on the input files.
"""

import argparse
import json
import os
import sys


def read_jsonl(path):
    with open(path, encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("beir_dir")
    parser.add_argument("out_dir")
    parser.add_argument("--split", default="test")
    args = parser.parse_args()

    grades = {}  # query id -> {doc id: grade}, queries in the order the qrels first name them
    with open(os.path.join(args.beir_dir, "qrels", args.split + ".tsv"), encoding="utf-8") as qrels:
        next(qrels)  # BEIR's header: query-id corpus-id score
        for line in qrels:
            fields = line.rstrip("\r\n").split("\t")
            if len(fields) == 3:
                grades.setdefault(fields[0], {})[fields[1]] = int(fields[2])
    queries = {q["_id"]: q["text"] for q in read_jsonl(os.path.join(args.beir_dir, "queries.jsonl"))}
    missing = [q for q in grades if q not in queries]
    if missing:
        sys.exit(f"beir corpus: {len(missing)} judged queries are not in queries.jsonl, e.g. {missing[:5]}")

    os.makedirs(args.out_dir, exist_ok=True)
    documents = 0
    with open(os.path.join(args.out_dir, "corpus.jsonl"), "w", encoding="utf-8") as out:
        for doc in read_jsonl(os.path.join(args.beir_dir, "corpus.jsonl")):
            text = (doc.get("title") or "") + " " + (doc.get("text") or "")
            out.write(json.dumps({"doc_id": doc["_id"], "text": text}, ensure_ascii=False) + "\n")
            documents += 1
    written = 0
    with open(os.path.join(args.out_dir, "golden.jsonl"), "w", encoding="utf-8") as out:
        for query_id, judged in grades.items():
            relevant = [d for d, g in judged.items() if g >= 1]
            if not relevant:
                continue  # nothing relevant: no recall to measure, as trec_eval skips it
            out.write(json.dumps({"query_id": query_id, "query": queries[query_id], "relevant_doc_ids": relevant,
                                  "relevant": judged}, ensure_ascii=False) + "\n")
            written += 1
    print(f"beir corpus: {documents} documents, {written} queries ({args.split}) -> {args.out_dir}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
