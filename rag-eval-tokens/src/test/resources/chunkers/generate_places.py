#!/usr/bin/env python3
"""Writes the reference's chunk places and precision-Omega that ChunkPlacesParityTest holds the Java flow to.

For each configuration of generate_chunks.py (the chunkers, tiktoken and the cl100k_base ranks set up as there) the
reference's own evaluation code is run over Chroma's five corpora and questions_df.csv: BaseEvaluation's
_load_questions_df, _get_chunks_and_metadata (each chunk placed by rigorous_document_search) and
_full_precision_score (precision-Omega and highlighted-chunk count per question), with the module functions they call
(sum_of_ranges, union_ranges, intersect_two_ranges, difference), all taken with ast from
chunking_evaluation/evaluation_framework/base_evaluation.py and chunking_evaluation/utils.py of
brandonstarxel/chunking_evaluation at commit d451fc4, not retyped. rigorous_document_search runs on fuzzywuzzy's own
files (seatgeek/fuzzywuzzy, commit af443f9, written to a temporary package from `git show`) over the Levenshtein
package's ratio, as ../../../../rag-eval-engine/src/test/resources/spans/generate_located_chunks.py does. The mean and
standard deviation are numpy's, as the reference's run() computes them.

    python3 -m venv venv && venv/bin/pip install tiktoken levenshtein pandas numpy
    venv/bin/python generate_places.py --reference CLONE --fuzzywuzzy FUZZY_CLONE --jar JTOKKIT_JAR --data DATA_DIR

DATA_DIR holds corpora/*.md and questions_df.csv. The reference opens the corpora in the default encoding: run it in a
UTF-8 locale (PYTHONUTF8=1). Writes places.json.gz beside this script:
  {"reference", "fuzzywuzzy", "questions": 472, "configs": {name: {
      "places": {corpus: [start_0, end_0, start_1, end_1, ...]},   every chunk in order, in code points
      "omega": [...], "highlighted": [...],                          per question, in the CSV's order
      "mean": numpy's mean of omega, "std": numpy's std (ddof 0)}}}
Floats are written as json writes them: Python's repr, which reads back as the same double.
"""
import argparse
import ast
import gzip
import json
import os
import re
import subprocess
import sys
import tempfile

import numpy as np
import pandas as pd

import generate_chunks

FUZZY_COMMIT = "af443f918eebbccff840b86fa606ac150563f466"
FUZZY_FILES = ["__init__", "fuzz", "process", "utils", "string_processing", "StringMatcher"]
EVALUATION = "chunking_evaluation/evaluation_framework/base_evaluation.py"
RANGE_FUNCTIONS = {"sum_of_ranges", "union_ranges", "intersect_two_ranges", "difference"}
METHODS = {"_load_questions_df", "_get_chunks_and_metadata", "_full_precision_score"}


def fuzzywuzzy(clone):
    """fuzz and process from fuzzywuzzy's own files, over python-Levenshtein's successor."""
    package = tempfile.mkdtemp()
    os.makedirs(os.path.join(package, "fuzzywuzzy"))
    for name in FUZZY_FILES:
        source = subprocess.run(["git", "-C", clone, "show", f"{FUZZY_COMMIT}:fuzzywuzzy/{name}.py"], check=True,
                                capture_output=True).stdout.decode("utf-8")
        with open(os.path.join(package, "fuzzywuzzy", name + ".py"), "w", encoding="utf-8") as file:
            file.write(source)
    sys.path.insert(0, package)
    from fuzzywuzzy import fuzz, process, StringMatcher
    assert fuzz.SequenceMatcher is StringMatcher.StringMatcher, "the Levenshtein package is needed"
    return fuzz, process


def functions(tree, names):
    return [node for node in tree.body if isinstance(node, ast.FunctionDef) and node.name in names]


def evaluation_class(reference, fuzzy):
    """BaseEvaluation with the three methods the reference's run() calls for chunk places and precision-Omega."""
    fuzz, process = fuzzy
    scope = {"re": re, "fuzz": fuzz, "process": process, "os": os, "json": json, "pd": pd, "np": np}
    utils = ast.parse(generate_chunks.show(reference, "chunking_evaluation/utils.py"))
    searching = functions(utils, {"find_query_despite_whitespace", "rigorous_document_search"})
    exec(compile(ast.Module(body=searching, type_ignores=[]), "utils.py", "exec"), scope)
    evaluation = ast.parse(generate_chunks.show(reference, EVALUATION))
    base = next(node for node in evaluation.body if isinstance(node, ast.ClassDef) and node.name == "BaseEvaluation")
    body = functions(evaluation, RANGE_FUNCTIONS) + functions(base, METHODS)
    exec(compile(ast.Module(body=body, type_ignores=[]), "base_evaluation.py", "exec"), scope)
    return type("BaseEvaluation", (), {name: scope[name] for name in METHODS})


def main():
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--reference", required=True, help="a clone of brandonstarxel/chunking_evaluation")
    arguments.add_argument("--fuzzywuzzy", required=True, help="a clone of seatgeek/fuzzywuzzy")
    arguments.add_argument("--jar", required=True, help="jtokkit-1.1.0.jar")
    arguments.add_argument("--data", required=True, help="the folder of corpora/*.md and questions_df.csv")
    options = arguments.parse_args()
    generate_chunks.install_cl100k_base(options.jar)
    classes = generate_chunks.reference_classes(options.reference)
    evaluation = evaluation_class(options.reference, fuzzywuzzy(options.fuzzywuzzy))()
    # as BaseEvaluation.__init__ sets it up, without a Chroma client
    evaluation.questions_csv_path = os.path.join(options.data, "questions_df.csv")
    evaluation.corpora_id_paths = {corpus: os.path.join(options.data, "corpora", corpus + ".md")
                                   for corpus in generate_chunks.CORPORA}
    evaluation._load_questions_df()
    out = {"reference": f"brandonstarxel/chunking_evaluation@{generate_chunks.COMMIT}",
           "fuzzywuzzy": f"seatgeek/fuzzywuzzy@{FUZZY_COMMIT[:7]}", "questions": len(evaluation.questions_df),
           "configs": {}}
    for kind, size, overlap, length in generate_chunks.CORPUS_CONFIGS:
        name = generate_chunks.config_name(kind, size, overlap, length)
        splitter = generate_chunks.chunker(classes, kind, size, overlap, length)
        _, metadatas = evaluation._get_chunks_and_metadata(splitter)
        places = {}
        for metadata in metadatas:
            places.setdefault(metadata["corpus_id"], []).extend([metadata["start_index"], metadata["end_index"]])
        omega, highlighted = evaluation._full_precision_score(metadatas)
        out["configs"][name] = {"places": {corpus: places[corpus] for corpus in sorted(places)},
                                "omega": omega, "highlighted": highlighted,
                                "mean": float(np.mean(omega)), "std": float(np.std(omega))}
        print(name, len(metadatas), "chunks", f"{100 * np.mean(omega):.2f} +- {100 * np.std(omega):.2f}",
              file=sys.stderr)
    data = json.dumps(out, ensure_ascii=True, separators=(",", ":"))
    here = os.path.dirname(os.path.abspath(__file__))
    with gzip.GzipFile(os.path.join(here, "places.json.gz"), "wb", mtime=0) as file:
        file.write(data.encode("utf-8"))


if __name__ == "__main__":
    main()
