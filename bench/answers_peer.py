#!/usr/bin/python3
"""The answer and evidence metrics of a check's report.json recomputed in Python with the reference code, per query.

For bench/answers.sh. The reference functions are the ones the engine's parity generators run, imported from them
(rag-eval-engine/src/test/resources/answers/generate_answer_metrics.py and contexts/generate_context_metrics.py):
the SQuAD v1.1 script's normalize_answer, exact_match_score, f1_score and metric_max_over_ground_truths
(huggingface/evaluate), the rouge_score transcription with nltk's PorterStemmer, ParlAI's F1 for knowledge_f1, and
rapidfuzz's Levenshtein with ragas' scoring lines for the context metrics. answer_containment and key_fact_recall
have no outside reference: they are docs/answers.md's definition (SQuAD-normalised, found as whole tokens in some
context), written out below.

Per query, the first k retrieved ids of report.json's case are its contexts (their texts from the corpus file); the
reference contexts are the texts of the documents the golden set grades 1 or more, in its order. Where ragas raises
or gives NaN the value is 0, as docs/answers.md says the engine's is. Every value is compared with the report's
cases[*].metrics: exact equality of doubles is expected.

Usage: answers_peer.py CORPUS GOLDEN RECORDED REPORT_JSON [--load-only]
  --load-only reads the files and computes nothing: the same process less the metrics, to time them by difference.
Prints the parity result and the time spent computing the metrics; exit 1 when a value differs.
"""

import argparse
import importlib.util
import json
import math
import os
import sys
import time

from beir_corpus import read_jsonl

RESOURCES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "rag-eval-engine", "src", "test",
                         "resources")


def reference_module(name, path):
    """A generator imported as a module. Both read their output path from sys.argv[1] when imported; this script
    always has arguments, so that read succeeds, and nothing is written: their main() is not called."""
    spec = importlib.util.spec_from_file_location(name, os.path.join(RESOURCES, path))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


answers_ref = reference_module("generate_answer_metrics", os.path.join("answers", "generate_answer_metrics.py"))
contexts_ref = reference_module("generate_context_metrics", os.path.join("contexts", "generate_context_metrics.py"))
STEMMER = answers_ref.porter.PorterStemmer()  # rouge_score's use_stemmer=True: nltk's default mode


def found(texts, contexts):
    """How many of the texts occur, SQuAD-normalised, as whole tokens in some context (docs/answers.md)."""
    normalised = [" " + answers_ref.normalize_answer(c) + " " for c in contexts]
    count = 0
    for text in texts:
        sought = answers_ref.normalize_answer(text)
        if sought and any(" " + sought + " " in context for context in normalised):
            count += 1
    return count


def zero_for_nan(function, *args):
    """ragas' score, 0 where it raises (max() of nothing) or gives NaN."""
    try:
        value = float(function(*args))
    except ValueError:
        return 0.0
    return 0.0 if math.isnan(value) else value


def metrics(golden, recorded, retrieved_ids, texts):
    contexts = [texts[d] for d in retrieved_ids]
    relevant = [d for d, grade in golden["relevant"].items() if grade >= 1]
    references = [texts[d] for d in relevant if d in texts]
    answers, facts, response = golden["answers"], golden["key_facts"], recorded["response"]
    return {
        "answer_containment": 1.0 if found(answers, contexts) > 0 else 0.0,
        "key_fact_recall": found(facts, contexts) / len(facts),
        "nonllm_context_precision": zero_for_nan(contexts_ref.non_llm_context_precision, contexts, references)
        if references else 0.0,
        "nonllm_context_recall": zero_for_nan(contexts_ref.non_llm_context_recall, contexts, references)
        if references and contexts else 0.0,
        "id_context_precision": zero_for_nan(contexts_ref.id_context_precision, retrieved_ids, relevant),
        "id_context_recall": zero_for_nan(contexts_ref.id_context_recall, retrieved_ids, relevant),
        "exact_match": float(answers_ref.metric_max_over_ground_truths(answers_ref.exact_match_score, response,
                                                                       answers)),
        "token_f1": float(answers_ref.metric_max_over_ground_truths(answers_ref.f1_score, response, answers)),
        "rouge_l": float(answers_ref.rouge_l_multi(answers, response, None)),
        "rouge_l_stemmed": float(answers_ref.rouge_l_multi(answers, response, STEMMER)),
        "knowledge_f1": float(answers_ref.knowledge_f1(response, recorded.get("retrieved_contexts", []))),
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    for name in ("corpus", "golden", "recorded", "report"):
        parser.add_argument(name)
    parser.add_argument("--load-only", action="store_true")
    args = parser.parse_args()
    texts = {doc["doc_id"]: doc["text"] for doc in read_jsonl(args.corpus)}
    golden = {case["query_id"]: case for case in read_jsonl(args.golden)}
    recorded = {record["query_id"]: record for record in read_jsonl(args.recorded)}
    with open(args.report, encoding="utf-8") as file:
        report = json.load(file)
    if args.load_only:
        print(f"answers peer: {len(texts)} documents, {len(report['cases'])} cases read")
        return 0
    k = report["k"]
    started = time.perf_counter()
    computed = {case["query_id"]: metrics(golden[case["query_id"]], recorded[case["query_id"]],
                                          [d["doc_id"] for d in case["retrieved"][:k]], texts)
                for case in report["cases"]}
    seconds = time.perf_counter() - started
    compared, unequal, largest = 0, [], {}
    for case in report["cases"]:
        for name, ours in computed[case["query_id"]].items():
            engine = case["metrics"][name]
            compared += 1
            largest[name] = max(largest.get(name, 0.0), abs(engine - ours))
            if engine != ours:
                unequal.append(f"{case['query_id']} {name}: engine {engine!r}, reference {ours!r}")
    print(f"answers peer: {len(computed)} queries x {len(largest)} metrics = {compared} values computed in "
          f"{seconds:.2f} s; {compared - len(unequal)} equal to the engine's, {len(unequal)} not")
    print("answers peer: largest difference per metric: "
          + ", ".join(f"{name} {diff:.3g}" for name, diff in largest.items()))
    for line in unequal[:20]:
        print("answers peer: differs: " + line)
    return 1 if unequal else 0


if __name__ == "__main__":
    sys.exit(main())
