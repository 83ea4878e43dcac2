#!/usr/bin/env python3
"""all-MiniLM-L6-v2 in Python, the baseline of the dense benchmark: onnxruntime and tokenizers on the same ONNX file
and tokenizer.json the engine's dense retriever reads (LangChain4j's all-minilm-l6-v2 jar), with the engine's recipe.

Usage: python_dense.py encode CORPUS GOLDEN OUT --jar JAR [--max-tokens 256] [--batch-size 32] [--threads 2]
                       [--documents N] [--k 100]
       python_dense.py tokens BEIR_DIR CORPUS OUT --jar JAR [--max-tokens 256] [--java-ids FILE]

encode: the engine's recipe (rag-eval-dense's SentenceEncoder, as rag-eval-dense/src/test/python/
generate_dense_reference.py reproduces it): the tokenizer file's own truncation (128) and padding (fixed 128)
overridden by truncation at --max-tokens ([CLS] and [SEP] included) and no padding; texts sorted by token count,
longest first, ties in file order, --batch-size texts per model run, each batch padded to its longest text (id 0,
attention mask 0, token type 0); the ONNX graph's last_hidden_state mean-pooled over the attention mask and
L2-normalised (float64, stored as float32); ONNX Runtime's CPU provider with intra_op_num_threads = --threads.
Timed phases (time.perf_counter): load (reading the jar, the tokenizer and the ONNX session), tokenize (every
document, truncated), model (the batches: tensors, model runs, pooling, normalisation), queries (each query encoded
alone, batch of 1 as the engine does, and the float32 product with the document matrix, top --k by score then id).
--documents N encodes only the first N documents (throughput on a subset; no queries then). OUT gets one JSON line
per query, {"query_id", "top": [[doc_id, score], ...]}, and a last line {"timings", "documents", "tokens",
"versions"}.

tokens: token ids of every BEIR document as MTEB embeds it, (title + " " + text).strip(), against the engine's
text (CORPUS, written by bench/beir_corpus.py: title + " " + text) and against title + "\\n" + text (Anserini's
flat join), all truncated at --max-tokens; with --java-ids, also against the ids the DJL tokenizer (the engine's
tokenizer library, with the engine's options) gave in bench/DenseEncoders.java's "ids" mode. Writes one JSON
object of counts to OUT and prints it.
"""

import argparse
import json
import platform
import sys
import time
import zipfile

import numpy as np
import onnxruntime
import tokenizers
from tokenizers import Tokenizer

ONNX_NAME = "all-minilm-l6-v2.onnx"
TOKENIZER_NAME = "all-minilm-l6-v2-tokenizer.json"


def read_jsonl(path):
    with open(path, encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def tokenizer_of(jar, max_tokens):
    with zipfile.ZipFile(jar) as z:
        tokenizer = Tokenizer.from_str(z.read(TOKENIZER_NAME).decode("utf-8"))
    tokenizer.enable_truncation(max_length=max_tokens)
    tokenizer.no_padding()
    return tokenizer


class Encoder:
    def __init__(self, jar, max_tokens, batch_size, threads):
        with zipfile.ZipFile(jar) as z:
            onnx_bytes = z.read(ONNX_NAME)
        self.tokenizer = tokenizer_of(jar, max_tokens)
        self.batch_size = batch_size
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads
        self.session = onnxruntime.InferenceSession(onnx_bytes, options, providers=["CPUExecutionProvider"])
        self.inputs = {i.name for i in self.session.get_inputs()}
        names = [o.name for o in self.session.get_outputs()]
        self.output = "last_hidden_state" if "last_hidden_state" in names else names[0]

    def ids(self, texts):
        """One text at a time on this thread, as the engine tokenizes (encode_batch would use every processor)."""
        return [self.tokenizer.encode(t).ids for t in texts]

    def run(self, rows):
        """One model run over token id lists: unit vectors, float32 [len(rows), 384]."""
        width = max(len(r) for r in rows)
        input_ids = np.zeros((len(rows), width), dtype=np.int64)
        mask = np.zeros((len(rows), width), dtype=np.int64)
        for j, r in enumerate(rows):
            input_ids[j, :len(r)] = r
            mask[j, :len(r)] = 1
        feed = {"input_ids": input_ids, "attention_mask": mask}
        if "token_type_ids" in self.inputs:
            feed["token_type_ids"] = np.zeros_like(input_ids)
        hidden = self.session.run([self.output], feed)[0]
        m = mask[:, :, None].astype(np.float64)
        pooled = (hidden.astype(np.float64) * m).sum(axis=1) / np.clip(m.sum(axis=1), 1e-9, None)
        return (pooled / np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)).astype(np.float32)

    def encode(self, ids):
        order = sorted(range(len(ids)), key=lambda i: (-len(ids[i]), i))
        out = np.zeros((len(ids), 384), dtype=np.float32)
        for start in range(0, len(order), self.batch_size):
            rows = order[start:start + self.batch_size]
            out[rows] = self.run([ids[r] for r in rows])
        return out


def versions():
    return {"python": platform.python_version(), "onnxruntime": onnxruntime.__version__,
            "tokenizers": tokenizers.__version__, "numpy": np.__version__}


def encode_command(args):
    clock = time.perf_counter
    timings = {}
    start = clock()
    documents = read_jsonl(args.corpus)
    if args.documents:
        documents = documents[:args.documents]
    doc_ids, texts = [d["doc_id"] for d in documents], [d["text"] for d in documents]
    encoder = Encoder(args.jar, args.max_tokens, args.batch_size, args.threads)
    timings["load_s"] = clock() - start

    start = clock()
    ids = encoder.ids(texts)
    timings["tokenize_s"] = clock() - start
    start = clock()
    matrix = encoder.encode(ids)
    timings["model_s"] = clock() - start

    lines = []
    if not args.documents:
        golden = read_jsonl(args.golden)
        start = clock()
        id_order = sorted(range(len(doc_ids)), key=lambda i: doc_ids[i])  # ties by id ascending, as the engine
        sorted_ids = [doc_ids[i] for i in id_order]
        sorted_matrix = matrix[id_order]
        for case in golden:
            vector = encoder.run(encoder.ids([case["query"]]))[0]
            scores = sorted_matrix @ vector  # float32
            top = np.lexsort((np.arange(len(scores)), -scores))[:args.k]  # score descending, then id ascending
            lines.append({"query_id": case["query_id"], "top": [[sorted_ids[i], float(scores[i])] for i in top]})
        timings["queries_s"] = clock() - start
    with open(args.out, "w", encoding="utf-8") as out:
        for line in lines:
            out.write(json.dumps(line) + "\n")
        out.write(json.dumps({"timings": timings, "documents": len(texts), "tokens": sum(len(i) for i in ids),
                              "max_tokens": args.max_tokens, "batch_size": args.batch_size,
                              "threads": args.threads, "versions": versions()}) + "\n")


def tokens_command(args):
    tokenizer = tokenizer_of(args.jar, args.max_tokens)
    beir = read_jsonl(f"{args.beir_dir}/corpus.jsonl")
    ours = {d["doc_id"]: d["text"] for d in read_jsonl(args.corpus)}
    mteb_texts = [((d.get("title") or "") + " " + (d.get("text") or "")).strip() for d in beir]
    newline_texts = [(d.get("title") or "") + "\n" + (d.get("text") or "") for d in beir]
    our_texts = [ours[d["_id"]] for d in beir]
    mteb = [e.ids for e in tokenizer.encode_batch(mteb_texts)]
    result = {"documents": len(beir), "max_tokens": args.max_tokens,
              "text_identical_to_mteb": sum(a == b for a, b in zip(our_texts, mteb_texts)),
              "ids_identical_to_mteb": sum(a == b.ids for a, b in zip(mteb, tokenizer.encode_batch(our_texts))),
              "newline_join_ids_identical_to_mteb":
                  sum(a == b.ids for a, b in zip(mteb, tokenizer.encode_batch(newline_texts)))}
    if args.java_ids:
        by_id = {d["_id"]: m for d, m in zip(beir, mteb)}
        java = read_jsonl(args.java_ids)
        result["djl_documents_compared"] = len(java)
        result["djl_ids_identical_to_mteb"] = sum(line["ids"] == by_id[line["doc_id"]] for line in java)
        result["djl_ids_examples"] = [{"doc_id": line["doc_id"], "tokens": len(line["ids"]),
                                       "first_ids": line["ids"][:12]} for line in java[:3]]
    with open(args.out, "w", encoding="utf-8") as out:
        json.dump(result, out, indent=1)
    print(json.dumps(result))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    encode = sub.add_parser("encode")
    encode.add_argument("corpus")
    encode.add_argument("golden")
    encode.add_argument("out")
    tokens = sub.add_parser("tokens")
    tokens.add_argument("beir_dir")
    tokens.add_argument("corpus")
    tokens.add_argument("out")
    tokens.add_argument("--java-ids")
    for p in (encode, tokens):
        p.add_argument("--jar", required=True)
        p.add_argument("--max-tokens", type=int, default=256)
    encode.add_argument("--batch-size", type=int, default=32)
    encode.add_argument("--threads", type=int, default=2)
    encode.add_argument("--documents", type=int, default=0)
    encode.add_argument("--k", type=int, default=100)
    args = parser.parse_args()
    if args.command == "encode":
        encode_command(args)
    else:
        tokens_command(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
