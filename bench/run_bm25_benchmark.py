#!/usr/bin/env python3
"""Times the engine's bm25 retriever against bm25s and rank-bm25 on the same files in the same run.

Called by `bench/run.sh --bm25`, which first builds the engine and its bm25 module and a Python environment with
the baselines (bench/RESULTS.md, "BM25", has the numbers); it can also run on its own:

  run_bm25_benchmark.py [--datasets debian,nfcorpus] [--repeats 3] [--tools ours,ours-cds,bm25s,...]
                        [--python VENV/bin/python] [--classpath FILE] [--nfcorpus-dir DIR] [--work bench/out]
  run_bm25_benchmark.py --jvm-sweep [--datasets ...] [--repeats 3]   our side alone under each JVM_SWEEP flag set

Data sets (built under WORK/datasets/ when absent): "debian", the Debian descriptions of bench/debian_corpus.py
(64,603 documents, 2,000 seeded queries, one relevant document each); "nfcorpus", BEIR NFCorpus converted by
bench/beir_corpus.py (3,633 documents, the 323 test queries with graded judgments) from --nfcorpus-dir (default
$RAGEVAL_NFCORPUS_DIR). k = 10 throughout.

Tools, each one process from start to exit under /usr/bin/time -v (wall time, peak RSS), in turn within a repeat
and in a rotated order from one repeat to the next (so no tool always runs first or after the same one):
  ours          the engine's command line, `--retriever bm25` (Lucene BM25, k1 0.9, b 0.4, EnglishAnalyzer): JVM
                start, streaming load and indexing, all queries on --threads threads, metrics, report.json;
                explanations off (`--explain none`: the baselines have nothing like them);
  ours-cds      the same with a class data archive (AppCDS, -XX:SharedArchiveFile) of the engine's and Lucene's
                classes, dumped by one untimed run before the first repeat: what JVM start costs without class
                loading and verification (the command line does not make such an archive by itself);
  ours-chunked  the same as ours with `--chunking size=100,overlap=20` (words), for chunking's cost;
  bm25s         bench/python_bm25.py bm25s: bm25s's "lucene" method, numpy backend (its default);
  bm25s-numba   the same with bm25s's numba backend (bm25s[core]; compiles at every start);
  rank-bm25     bench/python_bm25.py rank-bm25: BM25Okapi. It scores every document in Python for every query
                (about 0.1 s a Debian query, 3.5 minutes a run), so --rank-bm25-queries N can run the first N
                only, its total then extrapolated from its measured per-query time, which the output says
                (default: all queries, nothing extrapolated).
Python start, imports, reading both files, analysis, indexing, all queries and the same four metrics are inside
the Python tools' times. Agreement needs the documents bm25s ties at the 10th score: one more bm25s run per data set
(`--tied`, untimed) lists them.

Reported per data set: median wall time, median peak RSS, median CPU time (user + system; ours queries on all
processors, the Python tools on one), ratios, our phases (--timings), per query agreement of
the top-10 lists with bm25s (strictly: same ids in the same order; with the tie allowance: same scores position by
position within TIE_RELATIVE, since bm25s scores in float32 and Lucene in float, and the same set of documents at each
distinct score, any of the tied documents at a tie straddling the cutoff; and, to tell score differences from tie
orders, "same ranking up to ties": identical strictly, or the same with each tool's own scores deciding its ties, no
score compared across tools), and nDCG@10 of every tool, computed here from each tool's ranking as trec_eval computes ndcg_cut_10 (gain =
grade, discount log2(rank + 1), ideal from all judged grades, queries without results count 0). Then, untimed,
bench/bm25_reference.py checks our first run against a BM25 on Lucene's own tokens, with exact and with Lucene's
one-byte document lengths, which tells analysis differences from length rounding (--no-reference skips it). Raw
numbers of every run go to WORK/results/bm25-*.json, the tables to WORK/results/bm25-*.md. Deterministic but for the
timings.

--jvm-sweep runs only our side, under each flag set of JVM_SWEEP in turn (C1 or C2, Serial, Parallel or G1, heap,
an AppCDS archive made by one untimed run), and prints median wall time, CPU time and peak RSS: how JVM_FLAGS was
chosen.
"""

import argparse
import datetime
import json
import math
import os
import platform
import re
import statistics
import subprocess
import sys
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
TIE_RELATIVE = 1e-4
CHUNKING = "size=100,overlap=20"
MAIN = "io.github.rageval.cli.Main"

# Measured (--jvm-sweep; RESULTS.md, "BM25"): on two cores the quick compiler alone (C1) needs half the CPU of
# tiered compilation with C2 for these runs of a few seconds; Serial and Parallel GC time the same, Serial with less
# RSS; a heap of 32m to 160m makes no difference in time, so a small one keeps RSS down.
JVM_FLAGS = "-XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xmx{heap}"

CDS_FLAGS = JVM_FLAGS + " -XX:SharedArchiveFile={cds}"

# Candidates of --jvm-sweep ({cds}: a class data archive of the engine and Lucene made by one untimed run).
JVM_SWEEP = [
    JVM_FLAGS,
    "-XX:+UseSerialGC -Xmx{heap}",
    "-Xmx{heap}",
    "-XX:+UseParallelGC -XX:TieredStopAtLevel=1 -Xmx{heap}",
    "-XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xmx1g",
    CDS_FLAGS,
]

DATASETS = {
    # Chunked runs hold more (the chunk map and excerpts, a larger index): 64 MB was at the edge on Debian and ran out
    # during the final flush.
    "debian": {"heap": "64m", "chunked_heap": "96m", "rank_bm25_queries": 0},
    # 48 MB ran the evaluation but not the golden set's checks (out of heap, skipped with a warning), which then
    # measured less than a default run does: 64 MB runs both.
    "nfcorpus": {"heap": "64m", "chunked_heap": "64m", "rank_bm25_queries": 0},
}
TOOLS = ["ours", "ours-cds", "ours-chunked", "bm25s", "bm25s-numba", "rank-bm25"]


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--datasets", default="debian,nfcorpus", help="comma-separated: " + ", ".join(DATASETS))
    parser.add_argument("--tools", default=",".join(TOOLS), help="comma-separated: " + ", ".join(TOOLS))
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--threads", type=int, default=0, help="engine query threads (0 = one per processor)")
    parser.add_argument("--bm25s-threads", type=int, default=0, help="bm25s retrieve's n_threads (0 = none)")
    parser.add_argument("--rank-bm25-queries", type=int, default=None,
                        help="rank-bm25 runs only the first N queries (0 = all); default per data set")
    parser.add_argument("--jvm-flags", default=None, help="JVM flags instead of JVM_FLAGS; {heap} is the data set's")
    parser.add_argument("--heap", default=None, help="the engine's heap instead of the data set's (e.g. 256m)")
    parser.add_argument("--python", default=None, help="the interpreter with bm25s, rank-bm25, PyStemmer and numba"
                                                      " (default WORK/venv/bin/python)")
    parser.add_argument("--nfcorpus-dir", default=os.environ.get("RAGEVAL_NFCORPUS_DIR"),
                        help="BEIR NFCorpus folder (default $RAGEVAL_NFCORPUS_DIR)")
    parser.add_argument("--jvm-sweep", action="store_true",
                        help="only our side, under each of JVM_SWEEP's flags: which flags to benchmark with")
    parser.add_argument("--no-reference", action="store_true",
                        help="skip bench/bm25_reference.py (why the top 10 differ from bm25s's)")
    parser.add_argument("--work", default=os.path.join(BENCH, "out"))
    parser.add_argument("--classpath", default=None, help="file holding the engine's classpath with its bm25 module"
                                                         " (default WORK/bm25-classpath.txt)")
    return parser.parse_args()


# ---------------------------------------------------------------------------------------------------- data sets

def dataset_files(name, args):
    folder = os.path.join(args.work, "datasets", name)
    corpus, golden = os.path.join(folder, "corpus.jsonl"), os.path.join(folder, "golden.jsonl")
    if not (os.path.exists(corpus) and os.path.exists(golden)):
        if name == "debian":
            command = [os.path.join(BENCH, "debian_corpus.py"), folder, "--queries", "2000"]
        else:
            if not args.nfcorpus_dir:
                sys.exit("bench: nfcorpus needs the BEIR folder: --nfcorpus-dir DIR or RAGEVAL_NFCORPUS_DIR")
            command = [os.path.join(BENCH, "beir_corpus.py"), args.nfcorpus_dir, folder]
        subprocess.run(["/usr/bin/python3"] + command, check=True)
    return corpus, golden


def read_jsonl(path):
    with open(path, encoding="utf-8") as lines:
        return [json.loads(line) for line in lines if line.strip()]


def chunk_count(text, size=100, overlap=20):
    """Chunks of one document as the engine's Chunker cuts it: units are runs of non-whitespace (Java's \\S)."""
    words = len(re.findall(r"[^ \t\n\x0b\f\r]+", text))
    if words <= size:
        return 1, words
    chunks = 1 + math.ceil((words - size) / (size - overlap))
    return chunks, words + (chunks - 1) * overlap


# ---------------------------------------------------------------------------------------------------- running

def timed(command, folder, tool):
    """Runs a command under /usr/bin/time -v: (wall seconds, peak RSS in MB, 1-minute load average before)."""
    load = os.getloadavg()[0]
    time_file = os.path.join(folder, tool + ".time")
    with open(os.path.join(folder, tool + ".out"), "w") as out, open(os.path.join(folder, tool + ".err"), "w") as err:
        start = time.perf_counter()
        result = subprocess.run(["/usr/bin/time", "-v", "-o", time_file] + command, stdout=out, stderr=err)
        wall = time.perf_counter() - start
    report = open(time_file).read()
    if result.returncode not in (0, 1):
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}; see {folder}/{tool}.err")
    rss_kb = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", report).group(1))
    cpu = sum(float(x) for x in re.findall(r"(?:User|System) time \(seconds\): ([\d.]+)", report))
    return {"wall_s": wall, "rss_mb": rss_kb / 1024, "cpu_s": cpu, "load": load}


def our_phases(stderr_file):
    """The engine's --timings lines: seconds per phase."""
    phases = {}
    for line in open(stderr_file):
        m = re.match(r"rag-eval: timing: (documents indexed|index built|queries)\b.* in ([\d.]+) s", line)
        if m:
            phases[m.group(1)] = float(m.group(2))
        m = re.match(r"rag-eval: total ([\d.]+) s", line)
        if m:
            phases["total"] = float(m.group(1))
    return phases


def command_for(tool, corpus, golden, folder, args, spec, python, classpath, jvm_flags=None):
    if tool.startswith("ours"):
        heap = args.heap or (spec["chunked_heap"] if tool == "ours-chunked" else spec["heap"])
        if tool == "ours-cds":
            jvm_flags = CDS_FLAGS
        flags = (jvm_flags or args.jvm_flags or JVM_FLAGS).format(heap=heap, cds=cds_archive(args)).split()
        command = ["java"] + flags + ["-cp", classpath, MAIN, "--corpus", corpus, "--golden", golden,
                                      "--k", str(args.k), "--threads", str(args.threads), "--retriever", "bm25",
                                      "--show-queries", "none", "--explain", "none", "--timings",
                                      "--report-directory", os.path.join(folder, tool)]
        return command + (["--chunking", CHUNKING] if tool == "ours-chunked" else [])
    out = os.path.join(folder, tool + ".jsonl")
    if tool == "rank-bm25":
        queries = spec["rank_bm25_queries"] if args.rank_bm25_queries is None else args.rank_bm25_queries
        return [python, os.path.join(BENCH, "python_bm25.py"), "rank-bm25", corpus, golden, out, "--k", str(args.k),
                "--max-queries", str(queries)]
    backend = "numba" if tool == "bm25s-numba" else "numpy"
    return [python, os.path.join(BENCH, "python_bm25.py"), "bm25s", corpus, golden, out, "--k", str(args.k),
            "--threads", str(args.bm25s_threads), "--backend", backend]


def cds_archive(args):
    return os.path.join(args.work, "runs", "bm25", "bm25.jsa")


def ensure_cds_archive(args, corpus, golden, spec, classpath):
    """The class data archive (AppCDS) of ours-cds: the classes one run loads, dumped at its exit (untimed)."""
    if not os.path.exists(cds_archive(args)):
        folder = os.path.join(args.work, "runs", "bm25", "cds-training")
        os.makedirs(folder, exist_ok=True)
        training = JVM_FLAGS + " -XX:ArchiveClassesAtExit={cds}"
        subprocess.run(command_for("ours", corpus, golden, folder, args, spec, None, classpath, training),
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def jvm_sweep(name, args, classpath):
    """Our side alone under each of JVM_SWEEP's flags, in turn, args.repeats times: which flags to benchmark with.
    The AppCDS candidate first gets its class archive from one untimed run (-XX:ArchiveClassesAtExit)."""
    spec = DATASETS[name]
    corpus, golden = dataset_files(name, args)
    base = os.path.join(args.work, "runs", "bm25", "jvm-sweep")
    os.makedirs(base, exist_ok=True)
    ensure_cds_archive(args, corpus, golden, spec, classpath)
    measured = {flags: [] for flags in JVM_SWEEP}
    for repeat in range(1, args.repeats + 1):
        for n, flags in enumerate(JVM_SWEEP):
            folder = os.path.join(base, name, str(repeat))
            os.makedirs(folder, exist_ok=True)
            m = timed(command_for("ours", corpus, golden, folder, args, spec, None, classpath, flags), folder,
                      f"ours-{n}")
            m["phases"] = our_phases(os.path.join(folder, f"ours-{n}.err"))
            measured[flags].append(m)
            print(f"{name} run {repeat}: {m['wall_s']:.2f} s, cpu {m['cpu_s']:.2f} s, {m['rss_mb']:.0f} MB,"
                  f" load {m['load']:.1f}: {flags}", file=sys.stderr)
    rows = [f"| flags ({name}, heap {args.heap or spec['heap']}) | wall (median) | CPU (median) | peak RSS"
            " | index phase | queries phase |", "|---|---|---|---|---|---|"]
    for flags, runs in measured.items():
        rows.append(f"| `{flags}` | {statistics.median(r['wall_s'] for r in runs):.2f} s"
                    f" | {statistics.median(r['cpu_s'] for r in runs):.2f} s"
                    f" | {statistics.median(r['rss_mb'] for r in runs):.0f} MB"
                    f" | {statistics.median(r['phases'].get('documents indexed', 0) for r in runs):.2f} s"
                    f" | {statistics.median(r['phases'].get('queries', 0) for r in runs):.2f} s |")
    return "\n".join(rows), measured


def rankings_of(tool, folder):
    """Per query [(doc_id, score)] in rank order, and the tool's own timings (Python tools)."""
    if tool.startswith("ours"):
        report = json.load(open(os.path.join(folder, tool, "report.json"), encoding="utf-8"))
        return [[(r["doc_id"], r["score"]) for r in case["retrieved"]] for case in report["cases"]], None
    lines = read_jsonl(os.path.join(folder, tool + ".jsonl"))
    return [[(d, s) for d, s in line["top"]] for line in lines[:-1]], lines[-1]["timings"]


# ---------------------------------------------------------------------------------------------------- comparing

def close(a, b):
    return abs(a - b) <= TIE_RELATIVE * max(abs(a), abs(b))


def groups(ranking):
    """Boundaries of runs of equal scores (within TIE_RELATIVE of the run's first score)."""
    bounds, start = [], 0
    for i in range(1, len(ranking) + 1):
        if i == len(ranking) or not close(ranking[start][1], ranking[i][1]):
            bounds.append((start, i))
            start = i
    return bounds


def same_up_to_ties(theirs, tied, ours, k, compare_scores):
    """Same documents at each distinct score; a tie straddling the cutoff may hold any of the tied documents. With
    compare_scores, the two tools' scores must also be equal position by position (within TIE_RELATIVE); without,
    each tool's own scores decide its ties."""
    if len(theirs) != len(ours):
        return False
    if compare_scores and not all(close(a[1], b[1]) for a, b in zip(theirs, ours)):
        return False
    bounds = groups(theirs)
    if not compare_scores and groups(ours) != bounds:
        return False
    for start, end in bounds:
        group, mine = {d for d, _ in theirs[start:end]}, {d for d, _ in ours[start:end]}
        straddles = end == len(theirs) == k and len(tied) > len(group)
        if not (mine <= tied if straddles else mine == group):
            return False
    return True


def agreement(theirs, tied, ours, k):
    result = {"compared": len(theirs), "strict": 0, "tie_allowance": 0, "up_to_ties": 0}
    for t, tie, o in zip(theirs, tied, ours):
        result["strict"] += [d for d, _ in t] == [d for d, _ in o]
        result["tie_allowance"] += same_up_to_ties(t, tie, o, k, True)
        result["up_to_ties"] += [d for d, _ in t] == [d for d, _ in o] or same_up_to_ties(t, tie, o, k, False)
    return result


def ndcg_at(rankings, golden, cutoff=10):
    """Mean nDCG@cutoff as trec_eval's ndcg_cut: gain = grade, discount log2(rank + 1), ideal from all grades."""
    total = 0.0
    for ranking, case in zip(rankings, golden):
        grades = case.get("relevant") or {d: 1 for d in case["relevant_doc_ids"]}
        dcg = sum(grades.get(d, 0) / math.log2(i + 2) for i, (d, _) in enumerate(ranking[:cutoff])
                  if grades.get(d, 0) > 0)
        ideal = sorted((g for g in grades.values() if g > 0), reverse=True)[:cutoff]
        idcg = sum(g / math.log2(i + 2) for i, g in enumerate(ideal))
        total += dcg / idcg if idcg else 0.0
    return total / len(rankings)


def hit_rate(rankings, golden):
    return sum(any(d in set(c["relevant_doc_ids"]) for d, _ in r) for r, c in zip(rankings, golden)) / len(rankings)


# ---------------------------------------------------------------------------------------------------- one data set

def run_dataset(name, args, tools, python, classpath):
    spec = DATASETS[name]
    corpus, golden_file = dataset_files(name, args)
    golden = read_jsonl(golden_file)
    texts = [d["text"] for d in read_jsonl(corpus)]
    chunks = [chunk_count(t) for t in texts]
    facts = {"documents": len(texts), "queries": len(golden),
             "words": sum(len(re.findall(r"[^ \t\n\x0b\f\r]+", t)) for t in texts),
             "chunks": sum(c for c, _ in chunks), "chunked_words": sum(w for _, w in chunks)}
    del texts

    # The documents bm25s ties at the k-th score, for the agreement (untimed).
    base = os.path.join(args.work, "runs", "bm25", name)
    os.makedirs(base, exist_ok=True)
    tied_file = os.path.join(base, "bm25s-tied.jsonl")
    subprocess.run([python, os.path.join(BENCH, "python_bm25.py"), "bm25s", corpus, golden_file, tied_file,
                    "--k", str(args.k), "--tied"], check=True, stderr=subprocess.DEVNULL)
    tie_lines = read_jsonl(tied_file)[:-1]
    tied = [set(line["tied"]) for line in tie_lines]

    if "ours-cds" in tools:
        ensure_cds_archive(args, corpus, golden_file, spec, classpath)
    runs = []
    for repeat in range(1, args.repeats + 1):
        folder = os.path.join(base, str(repeat))
        os.makedirs(folder, exist_ok=True)
        shift = (repeat - 1) % len(tools)
        order = tools[shift:] + tools[:shift]
        run = {"repeat": repeat, "order": order, "tools": {}}
        for tool in order:
            measured = timed(command_for(tool, corpus, golden_file, folder, args, spec, python, classpath),
                             folder, tool)
            rankings, timings = rankings_of(tool, folder)
            measured["queries_run"] = len(rankings)
            measured["ndcg_at_10"] = ndcg_at(rankings, golden[:len(rankings)])
            measured["hit_rate"] = hit_rate(rankings, golden[:len(rankings)])
            if tool.startswith("ours"):
                measured["phases"] = our_phases(os.path.join(folder, tool + ".err"))
                measured["rankings"] = rankings
            else:
                measured["phases"] = timings
            if len(rankings) < len(golden):  # rank-bm25 on a subset: its total extrapolated
                measured["measured_wall_s"] = measured["wall_s"]
                measured["wall_s"] += (len(golden) - len(rankings)) * timings["ms_per_query"] / 1000
            if tool.startswith("bm25s"):
                measured["top_equals_tie_run"] = sum(
                    [d for d, _ in r] == [d for d, _ in line["top"]] for r, line in zip(rankings, tie_lines))
                measured["rankings"] = rankings
            run["tools"][tool] = measured
            print(f"{name} run {repeat}: {tool} {measured['wall_s']:.2f} s"
                  f"{' (extrapolated)' if 'measured_wall_s' in measured else ''} {measured['rss_mb']:.0f} MB,"
                  f" cpu {measured['cpu_s']:.2f} s, load {measured['load']:.1f}", file=sys.stderr)
        if "ours" in run["tools"]:
            ours = run["tools"]["ours"]["rankings"]
            for tool in ("bm25s", "bm25s-numba"):
                if tool in run["tools"]:
                    run["tools"][tool]["agreement"] = agreement(run["tools"][tool]["rankings"], tied, ours, args.k)
        for measured in run["tools"].values():
            measured.pop("rankings", None)
        runs.append(run)
    reference = None
    if "ours" in tools and not args.no_reference:  # untimed: ours against a BM25 on Lucene's tokens
        reference = json.loads(subprocess.run(
            [python, os.path.join(BENCH, "bm25_reference.py"), corpus, golden_file,
             os.path.join(base, "1", "ours", "report.json"), "--k", str(args.k), "--classpath", args.classpath_file],
            check=True, capture_output=True, text=True).stdout)
    return {"dataset": name, **facts, "runs": runs, "reference": reference,
            "jvm_flags": (args.jvm_flags or JVM_FLAGS).format(heap=args.heap or spec["heap"])}


# ---------------------------------------------------------------------------------------------------- reporting

def median_of(result, tool, key):
    values = [run["tools"][tool][key] for run in result["runs"] if tool in run["tools"]]
    return statistics.median(values) if values else None


def summary_table(results, tools, k):
    baselines = [t for t in ("bm25s", "bm25s-numba", "rank-bm25") if t in tools]
    rows = ["| data set | tool | time (median) | peak RSS | CPU | its time / ours | nDCG@10 | hit rate"
            f" | top-{k} = ours, strictly | with tie allowance | same ranking up to ties |",
            "|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        ours = median_of(r, "ours", "wall_s")
        for tool in [t for t in tools if t != "ours-chunked"]:
            runs = [run["tools"][tool] for run in r["runs"] if tool in run["tools"]]
            wall = median_of(r, tool, "wall_s")
            note = ""
            if "measured_wall_s" in runs[0]:
                note = f" (extrapolated from {runs[0]['queries_run']:,} queries)"
            agree = runs[0].get("agreement")
            cells = ["", "", ""]
            if agree:
                cells = [f"{min(x['agreement'][key] for x in runs)}/{agree['compared']}"
                         for key in ("strict", "tie_allowance", "up_to_ties")]
            elif tool.startswith("ours"):
                cells = ["-", "-", "-"]
            ratio = f"{wall / ours:.2f}x" if tool in baselines and ours else ""
            ndcg = median_of(r, tool, "ndcg_at_10")
            rows.append(f"| {r['dataset']} | {tool} | {wall:.2f} s{note} | {median_of(r, tool, 'rss_mb'):.0f} MB"
                        f" | {median_of(r, tool, 'cpu_s'):.2f} s | {ratio} | {ndcg:.4f}"
                        f"{' (' + format(runs[0]['queries_run'], ',') + ' queries)' if note else ''}"
                        f" | {median_of(r, tool, 'hit_rate'):.4f} | {' | '.join(cells)} |")
    return "\n".join(rows)


def phases_table(results, tools):
    rows = ["| data set | tool | load + analyse + index | index built | queries | rest (JVM start, golden, metrics,"
            " report) | end to end |", "|---|---|---|---|---|---|---|"]
    for r in results:
        for tool in [t for t in tools if t.startswith("ours")]:
            # the run with the median wall time
            runs = sorted((run["tools"][tool] for run in r["runs"]), key=lambda m: m["wall_s"])
            m = runs[len(runs) // 2]
            p = m["phases"]
            inside = p.get("documents indexed", 0) + p.get("index built", 0) + p.get("queries", 0)
            rows.append(f"| {r['dataset']} | {tool} | {p.get('documents indexed', 0):.1f} s"
                        f" | {p.get('index built', 0):.1f} s | {p.get('queries', 0):.1f} s"
                        f" ({1000 * p.get('queries', 0) / r['queries']:.2f} ms/query)"
                        f" | {m['wall_s'] - inside:.1f} s | {m['wall_s']:.2f} s |")
        for tool in [t for t in tools if not t.startswith("ours")]:
            runs = sorted((run["tools"][tool] for run in r["runs"]), key=lambda m: m["wall_s"])
            m = runs[len(runs) // 2]
            p = m["phases"]
            rows.append(f"| {r['dataset']} | {tool} | {p['load_s'] + p['tokenize_s'] + p['index_s']:.1f} s"
                        f" (analysis {p['tokenize_s']:.1f} s) | - | {p['queries_s']:.1f} s"
                        f" ({p['ms_per_query']:.2f} ms/query) | - | {m.get('measured_wall_s', m['wall_s']):.2f} s"
                        f"{' measured' if 'measured_wall_s' in m else ''} |")
    return "\n".join(rows)


def chunking_table(results):
    rows = ["| data set | documents | chunks | words indexed | unchunked | chunked | ratio | RSS unchunked"
            " | RSS chunked | nDCG@10 unchunked | chunked | hit rate unchunked | chunked |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        if not all(t in r["runs"][0]["tools"] for t in ("ours", "ours-chunked")):
            continue
        plain, chunked = median_of(r, "ours", "wall_s"), median_of(r, "ours-chunked", "wall_s")
        rows.append(f"| {r['dataset']} | {r['documents']:,} | {r['chunks']:,} | {r['words']:,} ->"
                    f" {r['chunked_words']:,} | {plain:.2f} s | {chunked:.2f} s | {chunked / plain:.2f}x"
                    f" | {median_of(r, 'ours', 'rss_mb'):.0f} MB | {median_of(r, 'ours-chunked', 'rss_mb'):.0f} MB"
                    f" | {median_of(r, 'ours', 'ndcg_at_10'):.4f} | {median_of(r, 'ours-chunked', 'ndcg_at_10'):.4f}"
                    f" | {median_of(r, 'ours', 'hit_rate'):.4f} | {median_of(r, 'ours-chunked', 'hit_rate'):.4f} |")
    return "\n".join(rows)


def reference_table(results):
    rows = ["| data set | BM25 on Lucene's tokens, exact lengths: top 10 = ours | largest score difference"
            " | with Lucene's one-byte lengths: top 10 = ours | largest score difference |", "|---|---|---|---|---|"]
    for r in results:
        ref = r.get("reference")
        if ref:
            e, l = ref["exact_lengths"], ref["lucene_lengths"]
            rows.append(f"| {r['dataset']} | {e['identical']}/{e['queries']} | {e['max_relative_difference']:.1e}"
                        f" | {l['identical']}/{l['queries']} | {l['max_relative_difference']:.1e} |")
    return "\n".join(rows)


def per_run_table(results):
    rows = ["| data set | run | order | " + " | ".join(["tool: wall / RSS / load before"]) + " |", "|---|---|---|---|"]
    for r in results:
        for run in r["runs"]:
            cells = ", ".join(f"{t} {m['wall_s']:.2f} s / {m['rss_mb']:.0f} MB / {m['load']:.1f}"
                              for t, m in run["tools"].items())
            rows.append(f"| {r['dataset']} | {run['repeat']} | {' > '.join(run['order'])} | {cells} |")
    return "\n".join(rows)


def write_results(work, stamp, text, raw):
    """The tables as WORK/results/STAMP.md and the raw numbers as STAMP.json."""
    os.makedirs(os.path.join(work, "results"), exist_ok=True)
    with open(os.path.join(work, "results", stamp + ".md"), "w") as out:
        out.write(text)
    with open(os.path.join(work, "results", stamp + ".json"), "w") as out:
        json.dump(raw, out, indent=1)


def environment(python):
    java = subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.splitlines()[0]
    # A package the tools measured do not need (rank-bm25, numba when neither is among --tools) may be absent: its
    # version reads "absent" rather than stopping the benchmark.
    versions = subprocess.run([python, "-c", "import importlib.metadata as m, platform, json\n"
                               "def version(p):\n"
                               "    try:\n"
                               "        return m.version(p)\n"
                               "    except m.PackageNotFoundError:\n"
                               "        return 'absent'\n"
                               "print(json.dumps({'python': platform.python_version(), **{p: version(p) for p in "
                               "('bm25s', 'rank-bm25', 'PyStemmer', 'numpy', 'numba')}}))"],
                              capture_output=True, text=True, check=True).stdout
    return {"date": datetime.datetime.now().isoformat(timespec="seconds"), "processors": os.cpu_count(),
            "memory_gb": round(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2 ** 30, 1),
            "java": java, "kernel": platform.release(), **json.loads(versions)}


def main():
    args = parse_args()
    python = args.python or os.path.join(args.work, "venv", "bin", "python")
    args.classpath_file = args.classpath or os.path.join(args.work, "bm25-classpath.txt")
    classpath = open(args.classpath_file).read().strip()
    if os.path.exists(cds_archive(args)):  # made again from this build's jars (a stale one is silently ignored)
        os.remove(cds_archive(args))
    if args.jvm_sweep:
        tables = [jvm_sweep(name.strip(), args, classpath) for name in args.datasets.split(",") if name.strip()]
        text = "\n\n".join(t for t, _ in tables) + f"\n\nMedians of {args.repeats} runs of each, in turn.\n"
        print("\n" + text)
        stamp = "bm25-jvm-" + datetime.datetime.now().isoformat(timespec="seconds").replace(":", "")
        write_results(args.work, stamp, text, [m for _, m in tables])
        return
    tools = [t.strip() for t in args.tools.split(",") if t.strip()]
    unknown = [t for t in tools if t not in TOOLS]
    if unknown:
        sys.exit(f"bench: unknown tools {unknown}; choose from {TOOLS}")
    env = environment(python)
    started = time.perf_counter()
    results = [run_dataset(name.strip(), args, tools, python, classpath)
               for name in args.datasets.split(",") if name.strip()]
    text = (f"{summary_table(results, tools, args.k)}\n\nWhere the time goes (the median run of each tool):\n\n"
            f"{phases_table(results, tools)}\n\n"
            + (f"Chunking ({CHUNKING} words) against unchunked, ours:\n\n{chunking_table(results)}\n\n"
               if {"ours", "ours-chunked"} <= set(tools) else "")
            + (f"Why the top 10 differ from bm25s's (bench/bm25_reference.py, run 1):\n\n"
               f"{reference_table(results)}\n\n" if any(r.get("reference") for r in results) else "")
            + f"Per run:\n\n{per_run_table(results)}\n\n"
            f"Medians of {args.repeats} runs, k = {args.k}, engine threads = {args.threads or 'all'}"
            f" ({env['processors']} processors), bm25s n_threads = {args.bm25s_threads}, JVM flags: "
            + "; ".join(f"{r['dataset']}: {r['jvm_flags']}" for r in results)
            + f". Whole benchmark: {time.perf_counter() - started:.0f} s.\nEnvironment: {json.dumps(env)}\n")
    print("\n" + text)
    write_results(args.work, "bm25-" + env["date"].replace(":", ""), text,
                  {"environment": env, "args": vars(args), "results": results})


if __name__ == "__main__":
    main()
