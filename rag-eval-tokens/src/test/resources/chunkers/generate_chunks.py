#!/usr/bin/env python3
"""Writes the reference chunks that ChunkerParityTest compares the Java chunkers with.

Runs the chunkers of brandonstarxel/chunking_evaluation at commit d451fc4 as they are: their source is read with
`git show` from a clone of that repository (its large data files need not be checked out) and executed here, with
only the package-relative imports replaced by the objects they name. tiktoken counts and cuts the tokens, with the
cl100k_base ranks read from the jtokkit jar (the same file the Java encoding uses), so that both sides share one
vocabulary and the comparison checks the chunkers and the tokenizer's code, not two downloads.

    python3 -m venv venv && venv/bin/pip install tiktoken
    venv/bin/python generate_chunks.py --reference CLONE --jar JTOKKIT_JAR --corpora CORPORA_DIR

writes corpora.json.gz (needs the shared corpora) and short.json (texts made here) beside this script.
"""
import argparse
import ast
import gzip
import hashlib
import json
import os
import subprocess
import tempfile
import zipfile

import tiktoken
import tiktoken.load
import tiktoken_ext.openai_public as openai_public

COMMIT = "d451fc4"
CHUNKING = "chunking_evaluation/chunking/"
CORPORA = ["chatlogs", "finance", "pubmed", "state_of_the_union", "wikitexts"]
# (name, chunker, chunk_size, chunk_overlap, length): the technical report's settings and a few more, each built
# as the reference's own classes build them with their defaults (FixedTokenChunker on cl100k_base; the recursive
# chunker with its default separators, keep_separator=True, counting with utils.openai_token_count or len).
CORPUS_CONFIGS = (
    [("fixed", size, overlap, None) for size, overlap in [(800, 400), (400, 200), (250, 125), (250, 0), (200, 0)]]
    + [("recursive", size, overlap, "tokens")
       for size, overlap in [(800, 400), (400, 200), (250, 125), (250, 0), (200, 0)]]
    + [("recursive", size, overlap, "characters") for size, overlap in [(800, 400), (400, 200)]])
SHORT_TEXTS = [
    "Hello, world! How are you? I am fine. Thanks.\n\nNew paragraph here... and more!?",
    "Line one\nLine two\n\n\nLine five. End",
    "Caf\u00e9 na\u00efve r\u00e9sum\u00e9 \u2014 \u00fcber \u00e9l\u00e8ve. "
    "\u65e5\u672c\u8a9e\u306e\u6587\u7ae0\u3067\u3059\u3002"
    "\u4e2d\u6587\u53e5\u5b50\uff01",
    "Emoji \U0001F600\U0001F60D\U0001F680 rocket \U0001F468\u200D\U0001F469\u200D\U0001F467 family! "
    "\U0001F1EF\U0001F1F5 flag.\n\nMore \U0001F44D\U0001F3FD here?",
    "  leading and trailing spaces \u00a0 nbsp\u00a0 and \u2003 em space \x85 next line \u3000 ideographic  ",
    "a.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z",
    "Nospacesatallinthisverylongwordthatmustbesplitbycharacters\U0001F600andemojiinside",
    "<|endoftext|> is spelled out here, as text; tabs\tand\tmore\ttabs!!! ???",
]
# (name, chunker, chunk_size, chunk_overlap, length, extra keyword arguments)
SHORT_CONFIGS = [
    ("fixed", 10, 3, None, {}), ("fixed", 7, 0, None, {}), ("fixed", 1, 0, None, {}), ("fixed", 5, 4, None, {}),
    # what the Java chunker does with text that spells a special token: cut it as ordinary text
    ("fixed", 10, 3, None, {"disallowed_special": ()}),
    ("recursive", 10, 3, "tokens", {}), ("recursive", 8, 0, "tokens", {}), ("recursive", 4, 2, "tokens", {}),
    ("recursive", 20, 5, "characters", {}), ("recursive", 15, 0, "characters", {}),
    ("recursive", 12, 6, "characters", {"keep_separator": False}),
    ("recursive", 10, 2, "tokens", {"keep_separator": False}),
    ("recursive", 16, 4, "characters", {"separators": [r"[.!?]\s+", r"\s+", ""], "is_separator_regex": True}),
    ("recursive", 16, 4, "characters",
     {"separators": [r"[.!?]\s+", r"\s+", ""], "is_separator_regex": True, "keep_separator": False}),
    ("recursive", 6, 2, "tokens", {"separators": [r"(?<=[.!?])\s+", r"\W+", ""], "is_separator_regex": True}),
    ("recursive", 14, 0, "characters",
     {"separators": [r"(?P<end>[.!?])(?=\s)", r"\W+", ""], "is_separator_regex": True, "keep_separator": False}),
]


def show(reference, path):
    return subprocess.run(["git", "-C", reference, "show", f"{COMMIT}:{path}"], check=True,
                          capture_output=True).stdout.decode("utf-8")


def without_imports(source, *modules):
    """The module's source less its `from <module> import ...` statements for the named modules."""
    tree = ast.parse(source)
    tree.body = [node for node in tree.body
                 if not (isinstance(node, ast.ImportFrom) and ("." * node.level + (node.module or "")) in modules)]
    return tree


def reference_classes(reference):
    """FixedTokenChunker, RecursiveTokenChunker and openai_token_count, executed from the reference's source."""
    scope = {"__name__": "reference"}
    base = show(reference, CHUNKING + "base_chunker.py")
    exec(compile(ast.parse(base), "base_chunker.py", "exec"), scope)
    try:
        from attr import dataclass  # what the reference imports
    except ImportError:  # attrs' dataclass(frozen=True) and the standard library's make the same frozen record
        from dataclasses import dataclass
    scope["dataclass"] = dataclass
    fixed = without_imports(show(reference, CHUNKING + "fixed_token_chunker.py"), ".base_chunker", "attr")
    exec(compile(fixed, "fixed_token_chunker.py", "exec"), scope)
    scope["Language"] = None  # only get_separators_for_language, which is not used, names it
    recursive = without_imports(show(reference, CHUNKING + "recursive_token_chunker.py"),
                                ".base_chunker", "chunking_evaluation.utils", ".fixed_token_chunker")
    exec(compile(recursive, "recursive_token_chunker.py", "exec"), scope)
    utils = ast.parse(show(reference, "chunking_evaluation/utils.py"))
    counting = ast.Module(body=[node for node in utils.body
                                if isinstance(node, ast.FunctionDef) and node.name == "openai_token_count"],
                          type_ignores=[])
    scope["tiktoken"] = tiktoken  # utils.py's import, whose get_encoding install_cl100k_base answers
    exec(compile(counting, "utils.py", "exec"), scope)
    return scope["FixedTokenChunker"], scope["RecursiveTokenChunker"], scope["openai_token_count"]


def install_cl100k_base(jar):
    """tiktoken.get_encoding("cl100k_base") answers with the ranks jtokkit ships, offline."""
    with zipfile.ZipFile(jar) as archive, tempfile.NamedTemporaryFile(suffix=".tiktoken", delete=False) as file:
        file.write(archive.read("com/knuddels/jtokkit/cl100k_base.tiktoken"))
    ranks = tiktoken.load.load_tiktoken_bpe(file.name)
    os.unlink(file.name)
    openai_public.load_tiktoken_bpe = lambda *args, **kwargs: ranks
    encoding = tiktoken.Encoding(**openai_public.cl100k_base())
    tiktoken.get_encoding = lambda name: {"cl100k_base": encoding}[name]
    return encoding


def chunker(classes, kind, size, overlap, length, **extra):
    fixed, recursive, openai_token_count = classes
    if kind == "fixed":
        return fixed(chunk_size=size, chunk_overlap=overlap, encoding_name="cl100k_base", **extra)
    count = openai_token_count if length == "tokens" else len
    return recursive(chunk_size=size, chunk_overlap=overlap, length_function=count, **extra)


def config_name(kind, size, overlap, length):
    return f"{kind}-{size}-{overlap}" + (f"-{length}" if length else "")


def digest(text):
    """The first 16 hex digits of the SHA-256 of the chunk's UTF-8: 64 bits, enough to tell chunks apart."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def corpora_file(classes, encoding, corpora):
    out = {"reference": f"brandonstarxel/chunking_evaluation@{COMMIT}", "corpora": {}}
    for corpus in CORPORA:
        with open(os.path.join(corpora, corpus + ".md"), "r", encoding="utf-8") as file:  # as base_evaluation reads
            text = file.read()
        entry = {"tokens": len(encoding.encode(text, disallowed_special=())), "configs": {}}
        for kind, size, overlap, length in CORPUS_CONFIGS:
            chunks = chunker(classes, kind, size, overlap, length).split_text(text)
            entry["configs"][config_name(kind, size, overlap, length)] = {
                "digests": " ".join(digest(chunk) for chunk in chunks),
                "lengths": [len(chunk) for chunk in chunks],
                "samples": {str(i): chunks[i] for i in sorted({0, len(chunks) // 2, len(chunks) - 1})},
            }
        out["corpora"][corpus] = entry
    return out


def split_or_none(split, text):
    """The chunks, or None where the reference raises (FixedTokenChunker on text spelling a special token)."""
    try:
        return split.split_text(text)
    except ValueError:
        return None


def short_file(classes):
    configs = []
    for kind, size, overlap, length, extra in SHORT_CONFIGS:
        split = chunker(classes, kind, size, overlap, length, **extra)
        configs.append({"chunker": kind, "size": size, "overlap": overlap, "length": length,
                        "options": {key: list(value) if isinstance(value, tuple) else value
                                    for key, value in extra.items()},
                        "chunks": [split_or_none(split, text) for text in SHORT_TEXTS]})
    return {"reference": f"brandonstarxel/chunking_evaluation@{COMMIT}", "texts": SHORT_TEXTS, "configs": configs}


def main():
    arguments = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    arguments.add_argument("--reference", required=True, help="a clone of brandonstarxel/chunking_evaluation")
    arguments.add_argument("--jar", required=True, help="jtokkit-1.1.0.jar")
    arguments.add_argument("--corpora", help="the folder of the five corpora (*.md); without it only short.json")
    options = arguments.parse_args()
    encoding = install_cl100k_base(options.jar)
    classes = reference_classes(options.reference)
    here = os.path.dirname(os.path.abspath(__file__))
    with open(os.path.join(here, "short.json"), "w", encoding="utf-8") as file:
        json.dump(short_file(classes), file, ensure_ascii=True, indent=0)
        file.write("\n")
    if options.corpora:
        data = json.dumps(corpora_file(classes, encoding, options.corpora), ensure_ascii=True, separators=(",", ":"))
        with gzip.GzipFile(os.path.join(here, "corpora.json.gz"), "wb", mtime=0) as file:
            file.write(data.encode("utf-8"))


if __name__ == "__main__":
    main()
