#!/usr/bin/python3
"""Build a benchmark corpus and golden dataset from this machine's Debian package descriptions.

Each package's long description becomes a document (doc_id = the package name); its one-line synopsis becomes a
query whose one relevant document is the package itself. The descriptions come from apt's Translation-en lists.
The default image does not fetch them, and a plain `apt-get update` (by anyone) deletes them again, so when
none are present this script fetches them with `apt-get -o Acquire::Languages=en update` and reads them at once.
apt's own helper decompresses them, whatever compression the mirror used.

Usage: debian_corpus.py OUT_DIR [--queries N] [--seed S]
Writes OUT_DIR/corpus.jsonl ({"doc_id", "text"}) and OUT_DIR/golden.jsonl ({"query", "relevant_doc_ids"}).
Deterministic for the same lists: documents in list order, the queries a seeded sample.
"""

import argparse
import glob
import json
import os
import random
import re
import shlex
import subprocess
import sys

APT_HELPER = "/usr/lib/apt/apt-helper"


def lists_folder():
    """apt's list folder (Dir::State::lists), asked from apt rather than assumed."""
    shell = subprocess.run(["apt-config", "shell", "LISTS", "Dir::State::lists/d"], check=True,
                           capture_output=True, text=True).stdout
    for token in shlex.split(shell):
        if token.startswith("LISTS="):
            return token[len("LISTS="):]
    sys.exit("apt-config did not name the list folder (Dir::State::lists)")


def translation_files():
    return sorted(glob.glob(os.path.join(lists_folder(), "*_i18n_Translation-en*")))


def fetch_translations():
    print("debian corpus: fetching the Translation-en lists (apt-get -o Acquire::Languages=en update)",
          file=sys.stderr)
    subprocess.run(["apt-get", "-qq", "-o", "Acquire::Languages=en", "update"], check=True)


def read_lists():
    """The text of every Translation-en list, fetched first if there is none; read at once, before a later
    apt-get update can delete them."""
    files = translation_files()
    if not files:
        fetch_translations()
        files = translation_files()
    if not files:
        sys.exit("no Translation-en lists after `apt-get -o Acquire::Languages=en update`: is a Debian mirror"
                 " configured and reachable?")
    texts = []
    for path in files:
        texts.append(subprocess.run([APT_HELPER, "cat-file", path], check=True, capture_output=True,
                                    text=True, encoding="utf-8", errors="replace").stdout)
    return texts


def paragraphs(text):
    """(package, synopsis, long description) per deb822 paragraph that has a Description-en field."""
    for block in text.split("\n\n"):
        package = None
        synopsis = None
        body = []
        in_description = False
        for line in block.split("\n"):
            if line.startswith("Package:"):
                package = line[len("Package:"):].strip()
                in_description = False
            elif line.startswith("Description-en:"):
                synopsis = line[len("Description-en:"):].strip()
                in_description = True
            elif in_description and line.startswith(" "):
                # Continuation lines start with one space; " ." stands for an empty line.
                content = line[1:]
                body.append("" if content == "." else content)
            else:
                in_description = False
        if package and synopsis is not None:
            yield package, synopsis, "\n".join(body)


def normalised(query):
    """A query as the golden set's checks compare two: lower case, runs of spaces as one, no trailing punctuation."""
    return re.sub(r"[\s\W]+$", "", " ".join(query.lower().split()))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out_dir")
    parser.add_argument("--queries", type=int, default=2000, help="golden queries to sample (default 2000)")
    parser.add_argument("--seed", type=int, default=20261202)
    args = parser.parse_args()

    packages = {}
    for text in read_lists():
        for package, synopsis, description in paragraphs(text):
            # A package listed by several suites (or versions) keeps its first description.
            packages.setdefault(package, (synopsis, description))

    os.makedirs(args.out_dir, exist_ok=True)
    with open(os.path.join(args.out_dir, "corpus.jsonl"), "w", encoding="utf-8") as out:
        for package, (_, description) in packages.items():
            out.write(json.dumps({"doc_id": package, "text": description}, ensure_ascii=False) + "\n")

    # A query needs a synopsis to ask and a description to find.
    candidates = [p for p, (synopsis, description) in packages.items() if synopsis.strip() and description.strip()]
    chosen = random.Random(args.seed).sample(candidates, min(args.queries, len(candidates)))
    # Packages of one family share a synopsis ("GCC, the GNU Compiler Collection (base package)"): a second sampled
    # package with the same synopsis would ask the same question with another answer, which the golden set's checks
    # refuse (and which would count the question twice). The first one sampled keeps it; the rest are dropped.
    asked = set()
    dropped = 0
    with open(os.path.join(args.out_dir, "golden.jsonl"), "w", encoding="utf-8") as out:
        for package in chosen:
            question = normalised(packages[package][0])
            if question in asked:
                dropped += 1
                continue
            asked.add(question)
            out.write(json.dumps({"query": packages[package][0], "relevant_doc_ids": [package]},
                                 ensure_ascii=False) + "\n")
    chosen = chosen[:len(chosen) - dropped]

    text_bytes = sum(len(d.encode("utf-8")) for _, d in packages.values())
    print(f"debian corpus: {len(packages)} documents ({text_bytes / 1e6:.1f} MB of text), {len(chosen)} queries"
          f" ({dropped} sampled queries dropped: their synopsis was already asked)"
          f" -> {args.out_dir}", file=sys.stderr)


if __name__ == "__main__":
    main()
