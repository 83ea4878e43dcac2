#!/usr/bin/env python3
"""Generate the ranx reference data for the parity tests of rag-eval's run fusion (hybrid retrieval).

rag-eval implements equivalents of ``ranx.fuse``: reciprocal rank fusion ("rrf"), weighted sum over
min-max normalised scores ("wsum") and CombSUM over min-max normalised scores (ranx's method name is
"sum"). This script computes the expected outputs with ranx's own code, so the Java tests can check
parity without Python in CI. It does not implement any fusion itself: every fused score comes from
``ranx.fuse`` and every fused file is written by ranx's ``Run.save(..., kind="trec")``.

ranx used: version 0.3.20 (setup.py), commit 2cae52f00c2c15136a07d573027744109792604d of
https://github.com/AmenRa/ranx (2025-06-25, "Merge pull request #69 ..."). ranx is not on the local
package index, so it is used from a source checkout.

Setup (Python 3.11, local package index):

    # ranx source at the commit above, e.g. from a clone:
    git --git-dir=<ranx clone>/.git archive 2cae52f00c2c15136a07d573027744109792604d ranx setup.py \
        | tar -x -C /tmp/ranx-src
    /usr/bin/python3 -m venv /tmp/ranx-venv
    /tmp/ranx-venv/bin/pip install numba numpy pandas orjson lz4 cbor2 tabulate tqdm scipy rich \
        seaborn matplotlib requests pyyaml
    # ir_datasets is not on the local index. ranx imports it at module level in
    # ranx/data_structures/qrels.py but calls it only in Qrels.from_ir_datasets() (downloading qrels);
    # fusion, normalisation, Run and Qrels.from_dict never touch it, so a stub cannot change any result.
    mkdir -p /tmp/ranx-stubs/ir_datasets
    printf 'def load(dataset_id):\n    raise RuntimeError("ir_datasets is stubbed")\n' \
        > /tmp/ranx-stubs/ir_datasets/__init__.py

Versions used for the committed files: numba 0.68.0, llvmlite 0.50.0, numpy 2.4.6, pandas 3.0.6.

Command (from anywhere; paths are resolved from this file's location):

    PYTHONPATH=/tmp/ranx-src:/tmp/ranx-stubs /tmp/ranx-venv/bin/python \
        rag-eval-engine/src/test/python/generate_fusion_reference.py

It writes into rag-eval-engine/src/test/resources/fusion-reference/:

- run_a.trec, run_b.trec, run_c.trec: seeded input runs (``qid Q0 docid rank score tag``, one line per
  document, scores written with repr() so they parse back to the same double, lines in ranx's order
  for the run, so the rank column is the rank ranx uses for RRF). They cover: documents in one run
  only, exact score ties inside a run, a query missing from one run (q03 is absent from run_b, q20 from
  run_c, q19 exists only in run_c), runs returning a single document for a query (min-max of a
  constant), constant multi-document lists, a score range below ranx's 1e-9 denominator floor,
  negative scores, disjoint and identical rankings, ties in the fused ranking and depth-100 lists (q06).
- fused_<set>_<case>.trec: ranx's fused runs for the input sets "2runs" = [run_a, run_b] and
  "3runs" = [run_a, run_b, run_c], written by ranx's Run.save(kind="trec"): no trailing newline,
  rank column 1-based in ranx's output order, score formatted by Python (same text as repr), tag = ranx's
  run name ("rrf", "weighted_sum", "comb_sum").
- manifest.json: every input and case (method, norm, params, files), the ranx version and commit, the
  policy for queries missing from a run, and the tie analysis of each fused file.

ranx.fuse asserts that all runs have the same query ids. For a query missing from a run, every run is
first passed through ranx's own Run.make_comparable() against the union of query ids, which gives the run
an empty result list for that query (what ranx does for evaluation). Nothing else is done to the runs.

The output is deterministic (fixed seed, fixed ordering, sorted JSON keys): running the script twice
gives byte-identical files.
"""

import json
import platform
import random
import sys
from pathlib import Path

import llvmlite
import numba
import numpy
import pandas
import ranx
from ranx import Qrels, Run, fuse

RANX_VERSION = "0.3.20"
RANX_COMMIT = "2cae52f00c2c15136a07d573027744109792604d"
RANX_REPOSITORY = "https://github.com/AmenRa/ranx"

SEED = 20260317

MODULE_DIR = Path(__file__).resolve().parents[3]
OUT_DIR = MODULE_DIR / "src" / "test" / "resources" / "fusion-reference"

# numba's np.argsort (used by ranx to sort a result list by score) is an insertion sort, hence stable,
# for up to 15 elements, and an unstable quicksort above.
NUMBA_STABLE_SORT_MAX = 15


def check_ranx_version():
    """Check the imported ranx is the documented version (its setup.py sits next to the package)."""
    setup_py = Path(ranx.__file__).resolve().parents[1] / "setup.py"
    if setup_py.exists():
        text = setup_py.read_text(encoding="utf-8")
        if f'version="{RANX_VERSION}"' not in text:
            sys.exit(f"{setup_py} does not declare version {RANX_VERSION}")
    else:
        print(f"warning: cannot check ranx version ({setup_py} not found)", file=sys.stderr)


# ---------------------------------------------------------------------------------------------------
# Input data
# ---------------------------------------------------------------------------------------------------


def ranked(pairs):
    """Order (doc, score) pairs by score descending; ties keep the given order (Python's stable sort)."""
    return sorted(pairs, key=lambda p: -p[1])


def docs(prefix, numbers):
    return [f"{prefix}{n:03d}" for n in numbers]


def random_scores(rng, doc_ids, low, high, digits=None):
    """Distinct random scores, rounded to `digits` decimals when given."""
    seen = set()
    out = []
    for d in doc_ids:
        while True:
            s = rng.uniform(low, high)
            if digits is not None:
                s = round(s, digits)
            if s not in seen:
                break
        seen.add(s)
        out.append((d, s))
    return out


def build_runs(rng):
    """Return (runs, descriptions): runs = {name: {qid: [(doc, score), ...] in ranx order}}."""
    a, b, c = {}, {}, {}
    desc = {}

    # q01: partial overlap, distinct scores on different scales (BM25-like, cosine-like, [0,1]).
    pool = docs("d", range(1, 16))
    a["q01"] = ranked(random_scores(rng, rng.sample(pool, 10), 0.0, 25.0, 4))
    b["q01"] = ranked(random_scores(rng, rng.sample(pool, 10), 0.2, 0.9))
    c["q01"] = ranked(random_scores(rng, rng.sample(pool, 8), 0.0, 1.0))
    desc["q01"] = "partial overlap, documents in one run only, distinct scores on different scales"

    # q02: exact ties inside short lists; tied documents deliberately not in doc-id order.
    a["q02"] = [("d007", 9.5), ("d003", 7.25), ("d009", 7.25), ("d001", 7.25), ("d004", 4.0),
                ("d002", 4.0), ("d008", 1.5), ("d005", 0.75)]
    b["q02"] = [("d002", 0.91), ("d010", 0.5), ("d001", 0.5), ("d007", 0.42), ("d003", 0.11),
                ("d011", 0.1)]
    c["q02"] = [("d001", 3.0), ("d002", 2.0), ("d003", 2.0), ("d004", 1.0), ("d012", 0.5)]
    desc["q02"] = "exact score ties inside each run (tie order in the file is ranx's order)"

    # q03: missing from run_b (so in the 2-run set it exists in run_a only).
    pool = docs("d", range(1, 13))
    a["q03"] = ranked(random_scores(rng, rng.sample(pool, 8), 1.0, 15.0, 3))
    c["q03"] = ranked(random_scores(rng, rng.sample(pool, 6), 0.0, 1.0))
    desc["q03"] = "missing from run_b (only run_a has it in the 2-run set)"

    # q04: run_a and run_c return a single document (min-max of a constant).
    a["q04"] = [("d005", 12.3)]
    b["q04"] = ranked(random_scores(rng, docs("d", [1, 2, 3, 5, 6, 7, 8]), 0.3, 0.8))
    c["q04"] = [("d099", 0.5)]
    desc["q04"] = "run_a and run_c return one document each (min-max of a constant)"

    # q05: negative scores (mixed signs in run_a, all negative in run_b and run_c).
    pool = docs("d", range(1, 15))
    a["q05"] = ranked(random_scores(rng, rng.sample(pool, 9), -5.0, 3.0, 4))
    b["q05"] = ranked(random_scores(rng, rng.sample(pool, 9), -20.0, -1.0))
    c["q05"] = ranked(random_scores(rng, rng.sample(pool, 7), -3.0, -0.5, 2))
    desc["q05"] = "negative scores: mixed signs in run_a, all negative in run_b and run_c"

    # q06: depth 100 in every run, distinct scores (ties in lists > 15 are not stable in ranx).
    pool = docs("d", range(1, 161))
    a["q06"] = ranked(random_scores(rng, rng.sample(pool, 100), 0.0, 40.0))
    b["q06"] = ranked(random_scores(rng, rng.sample(pool, 100), -1.0, 1.0))
    c["q06"] = ranked(random_scores(rng, rng.sample(pool, 100), 0.0, 1.0, 5))
    desc["q06"] = "depth 100 in every run, 160-document pool, distinct scores"

    # q07: constant multi-document lists (all scores equal).
    a["q07"] = [("d004", 2.0), ("d001", 2.0), ("d003", 2.0), ("d002", 2.0), ("d005", 2.0)]
    b["q07"] = ranked(random_scores(rng, docs("d", [1, 2, 6, 7, 8]), 0.0, 1.0))
    c["q07"] = [("d006", 0.0), ("d001", 0.0), ("d009", 0.0), ("d002", 0.0)]
    desc["q07"] = "run_a and run_c give every document the same score"

    # q08: disjoint document sets in run_a and run_b; run_c overlaps both.
    a["q08"] = ranked(random_scores(rng, docs("a", range(1, 7)), 0.0, 10.0, 2))
    b["q08"] = ranked(random_scores(rng, docs("b", range(1, 7)), 0.0, 1.0))
    c["q08"] = ranked(random_scores(rng, docs("a", [1, 3]) + docs("b", [2, 4]), 0.0, 1.0))
    desc["q08"] = "disjoint documents in run_a and run_b, run_c overlaps both"

    # q09: identical rankings on different scales.
    order = docs("d", [4, 9, 1, 7, 3, 8])
    a["q09"] = list(zip(order, [30.0, 21.5, 17.25, 9.0, 4.5, 1.0]))
    b["q09"] = list(zip(order, [0.99, 0.87, 0.66, 0.41, 0.2, 0.05]))
    c["q09"] = list(zip(order, [6.0, 5.0, 4.0, 3.0, 2.0, 1.0]))
    desc["q09"] = "the same ranking in every run, different score scales"

    # q10: score range below 1e-9 in run_a (ranx floors the min-max denominator at 1e-9).
    a["q10"] = [("d001", 1.0 + 6e-10), ("d002", 1.0 + 3e-10), ("d003", 1.0)]
    b["q10"] = [("d003", 0.8), ("d002", 0.5), ("d004", 0.25)]
    c["q10"] = [("d001", 5.0), ("d004", 5.0 - 2e-10)]
    desc["q10"] = "score range below 1e-9 (run_a, run_c): min-max denominator floor"

    # q11: ties in the fused ranking (mirrored ranks in run_a and run_b).
    a["q11"] = [("d001", 3.0), ("d002", 2.0), ("d003", 1.0)]
    b["q11"] = [("d002", 3.0), ("d001", 2.0), ("d004", 1.0)]
    c["q11"] = [("d005", 0.9), ("d006", 0.1)]
    desc["q11"] = "mirrored rankings: fused ties (RRF, CombSUM) between d001/d002 and d003/d004"

    # q12: one deep and one shallow list.
    pool = docs("d", range(1, 51))
    a["q12"] = ranked(random_scores(rng, rng.sample(pool, 40), 0.0, 20.0, 3))
    b["q12"] = ranked(random_scores(rng, rng.sample(pool, 3), 0.0, 1.0))
    c["q12"] = ranked(random_scores(rng, rng.sample(pool, 12), 0.0, 1.0))
    desc["q12"] = "run_a to depth 40, run_b to depth 3"

    # q13-q18: random short lists (depth <= 15), scores rounded to one decimal -> many ties.
    for n in range(13, 19):
        qid = f"q{n:02d}"
        pool = docs("d", range(1, 21))
        lists = []
        for low, high in ((0.0, 5.0), (0.0, 1.0), (-2.0, 2.0)):
            depth = rng.randint(5, 15)
            chosen = rng.sample(pool, depth)
            lists.append(ranked([(d, round(rng.uniform(low, high), 1)) for d in chosen]))
        a[qid], b[qid], c[qid] = lists
        desc[qid] = "random depth 5-15, scores rounded to 0.1 (ties likely)"

    # q19: exists in run_c only (absent from the 2-run set).
    c["q19"] = ranked(random_scores(rng, docs("d", range(1, 7)), 0.0, 1.0))
    desc["q19"] = "only in run_c (3-run set only; absent from the 2-run set)"

    # q20: missing from run_c.
    a["q20"] = ranked(random_scores(rng, docs("d", range(1, 9)), 0.0, 10.0, 2))
    b["q20"] = ranked(random_scores(rng, docs("d", range(4, 12)), 0.0, 1.0))
    desc["q20"] = "missing from run_c"

    return {"run_a": a, "run_b": b, "run_c": c}, desc


def write_input(name, run):
    path = OUT_DIR / f"{name}.trec"
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        for qid in sorted(run):
            for rank, (doc, score) in enumerate(run[qid], start=1):
                f.write(f"{qid} Q0 {doc} {rank} {score!r} {name}\n")
    return path


def ranx_order(run):
    """{qid: [(doc, score), ...]} in the iteration order of a ranx Run."""
    return {q: list(run.run[q].items()) for q in run.run.keys()}


def check_same_order(name, expected, loaded):
    """The ranx Run must list every query's documents exactly as the file does."""
    for qid, pairs in expected.items():
        got = loaded.get(qid, [])
        if got != pairs:
            sys.exit(f"{name} {qid}: ranx order {got} differs from the file order {pairs}")


# ---------------------------------------------------------------------------------------------------
# Fusion cases
# ---------------------------------------------------------------------------------------------------


def tie_analysis(inputs, fused):
    """Describe how ties in the fused ranking are ordered in ranx's output.

    "first appearance" order = the order in which ranx inserts documents into the fused result dict:
    run by run in the given order, each run's documents in its ranx order.
    """
    groups = 0
    in_first_appearance = 0
    other = []
    for qid, pairs in fused.items():
        first_seen = {}
        for run in inputs:
            for doc, _ in run.get(qid, []):
                first_seen.setdefault(doc, len(first_seen))
        i = 0
        while i < len(pairs):
            j = i
            while j + 1 < len(pairs) and pairs[j + 1][1] == pairs[i][1]:
                j += 1
            if j > i:
                groups += 1
                group = [doc for doc, _ in pairs[i:j + 1]]
                if group == sorted(group, key=first_seen.__getitem__):
                    in_first_appearance += 1
                else:
                    other.append({"query": qid, "list_length": len(pairs), "docs": group})
            i = j + 1
    return {
        "tie_groups": groups,
        "tie_groups_in_first_appearance_order": in_first_appearance,
        "tie_groups_in_other_order": other,
    }


def main():
    check_ranx_version()
    rng = random.Random(SEED)
    OUT_DIR.mkdir(parents=True, exist_ok=True)

    data, descriptions = build_runs(rng)

    # Inputs: write the files, parse them back with ranx, check ranx keeps the file order.
    loaded = {}
    inputs_manifest = {}
    for name, run in data.items():
        path = write_input(name, run)
        ranx_run = Run.from_file(str(path), kind="trec")
        check_same_order(name, run, ranx_order(ranx_run))
        loaded[name] = ranx_run
        inputs_manifest[name] = {
            "file": path.name,
            "queries": sorted(run),
            "lines": sum(len(v) for v in run.values()),
        }

    sets = {
        "2runs": ["run_a", "run_b"],
        "3runs": ["run_a", "run_b", "run_c"],
    }
    weights = {"2runs": [0.3, 0.7], "3runs": [0.2, 0.3, 0.5]}

    cases = []
    native = {}
    for set_name, names in sets.items():
        # ranx's behaviour without padding: fuse() asserts equal query id sets.
        try:
            fuse([Run.from_file(str(OUT_DIR / f"{n}.trec"), kind="trec") for n in names], method="rrf")
            native[set_name] = "no error"
        except AssertionError as e:
            native[set_name] = f"AssertionError: {e}"

        def prepared_runs():
            """Fresh copies of the input runs, padded with ranx's make_comparable to the query union."""
            runs = [Run.from_file(str(OUT_DIR / f"{n}.trec"), kind="trec") for n in names]
            union = sorted(set().union(*(set(r.keys()) for r in runs)))
            qrels = Qrels.from_dict({q: {"_": 1} for q in union})
            for n, r in zip(names, runs):
                r.make_comparable(qrels)
                check_same_order(n, data[n], ranx_order(r))
            return runs

        specs = [
            ("rrf_k60", dict(method="rrf"), "min-max", {}),
            ("rrf_k10", dict(method="rrf", params={"k": 10}), "min-max", {"k": 10}),
            ("wsum_minmax", dict(method="wsum", norm="min-max", params={"weights": weights[set_name]}),
             "min-max", {"weights": weights[set_name]}),
            ("sum_minmax", dict(method="sum", norm="min-max"), "min-max", {}),
        ]
        for case_name, kwargs, norm, params in specs:
            runs = prepared_runs()
            fused = fuse(runs, **kwargs)
            out_name = f"fused_{set_name}_{case_name}.trec"
            fused.save(str(OUT_DIR / out_name), kind="trec")
            fused_pairs = ranx_order(fused)

            case = {
                "id": f"{set_name}_{case_name}",
                "inputs": [inputs_manifest[n]["file"] for n in names],
                "method": kwargs["method"],
                "norm": norm,
                "params": params,
                "ranx_call": "fuse(runs, "
                + ", ".join(f"{k}={v!r}" for k, v in kwargs.items())
                + ")",
                "output": out_name,
                "output_run_name": fused.name,
                "queries": len(fused_pairs),
                "lines": sum(len(v) for v in fused_pairs.values()),
            }
            if kwargs["method"] == "rrf":
                # RRF through fuse() min-max-normalises first (fuse's default norm); check that this
                # changes nothing compared to norm=None (RRF only uses ranks).
                plain = fuse(prepared_runs(), norm=None, **kwargs)
                if ranx_order(plain) != fused_pairs:
                    sys.exit(f"{case['id']}: norm=None gives a different result")
                case["same_output_with_norm_none"] = True
                case["effective_params"] = {"k": params.get("k", 60)}
            case.update(tie_analysis([data[n] for n in names], fused_pairs))
            cases.append(case)

    manifest = {
        "description": "Reference outputs of ranx.fuse for rag-eval's fusion parity tests.",
        "generator": "rag-eval-engine/src/test/python/generate_fusion_reference.py",
        "seed": SEED,
        "ranx": {"version": RANX_VERSION, "commit": RANX_COMMIT, "repository": RANX_REPOSITORY},
        "environment": {
            "python": platform.python_version(),
            "numba": numba.__version__,
            "llvmlite": llvmlite.__version__,
            "numpy": numpy.__version__,
            "pandas": pandas.__version__,
            "stubbed_modules": ["ir_datasets"] if not hasattr(sys.modules.get("ir_datasets"), "__version__") else [],
        },
        "formats": {
            "inputs": "qid Q0 docid rank score tag, '\\n' after every line; lines in ranx's order (score "
                      "descending, ties in file order), rank 1-based; score = Python repr of the double.",
            "outputs": "written by ranx Run.save(kind='trec'): qid Q0 docid rank score tag, lines joined by "
                       "'\\n' with no trailing newline; queries sorted by id, documents in ranx's fused order, "
                       "rank 1-based; score = Python str of the double (same text as repr); tag = ranx run name.",
        },
        "missing_query_policy": "ranx.fuse requires equal query id sets; before fusing, each run goes through "
                                "ranx Run.make_comparable() against the union of the query ids, which gives it "
                                "an empty result list for a missing query.",
        "ranx_fuse_without_padding": native,
        "inputs": inputs_manifest,
        "query_descriptions": descriptions,
        "cases": cases,
    }
    with open(OUT_DIR / "manifest.json", "w", encoding="utf-8", newline="\n") as f:
        json.dump(manifest, f, indent=2, sort_keys=True)
        f.write("\n")

    total = sum(p.stat().st_size for p in OUT_DIR.iterdir())
    print(f"wrote {len(list(OUT_DIR.iterdir()))} files ({total} bytes) to {OUT_DIR}")


if __name__ == "__main__":
    main()
