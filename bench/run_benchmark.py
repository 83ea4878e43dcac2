#!/usr/bin/python3
"""Times scikit-learn's retriever and the engine on the same files in the same run, and compares their answers.

Called by bench/run.sh, which first installs what is missing and builds the engine (see docs/parity.md, "Benchmark").
For each data set: build it if absent, then R times in turn scikit-learn (bench/sklearn_retriever.py) and the
engine's command line (JVM start, load, index, all queries, metrics, report.json; no explanations, which
scikit-learn's side has no counterpart for), each under /usr/bin/time -v for its peak RSS. Reports medians, the ratio sklearn / ours, and per query whether the two top-k lists are the
same: strictly (same ids in the same order) and with the tie allowance of the parity tests (same scores to 1e-12
position by position, same documents at each distinct score, any of the tied documents at a tie that straddles
the cutoff; numpy's argsort orders ties arbitrarily). Results go to the terminal and to WORK/results/.
"""

import argparse
import datetime
import json
import os
import platform
import re
import statistics
import subprocess
import sys
import time

BENCH = os.path.dirname(os.path.abspath(__file__))
PYTHON = sys.executable
TOLERANCE = 1e-12

# The JVM's optimising compiler (C2) spends more CPU compiling than it saves on a run of a few seconds on two
# cores: short runs use the quick compiler only (C1). Long runs keep the default tiered compilation.
SHORT_RUN = "-XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Xmx{heap}"
LONG_RUN = "-XX:+UseSerialGC -Xmx{heap}"

# name: how to build it, the engine's heap and JVM flags, and how many queries scikit-learn runs (0 = all; else
# the first N, and its total is extrapolated from its measured per-query time, which the report says).
DATASETS = {
    "debian": {"build": ["debian_corpus.py", "--queries", "2000"], "heap": "160m", "jvm": SHORT_RUN,
               "sklearn_queries": 0},
    "zipf-10k": {"build": ["zipf_corpus.py", "--documents", "10000", "--queries", "2000"], "heap": "128m",
                 "jvm": SHORT_RUN, "sklearn_queries": 0},
    "zipf-100k": {"build": ["zipf_corpus.py", "--documents", "100000", "--queries", "10000"], "heap": "1g",
                  "jvm": LONG_RUN, "sklearn_queries": 1000},
    "zipf-1m": {"build": ["zipf_corpus.py", "--documents", "1000000", "--queries", "10000"], "heap": "4g",
                "jvm": LONG_RUN, "sklearn_queries": 100},
}


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--datasets", default="debian", help="comma-separated: " + ", ".join(DATASETS))
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--threads", type=int, default=0, help="engine query threads (0 = one per processor)")
    parser.add_argument("--sklearn-queries", type=int, default=None,
                        help="scikit-learn runs only the first N queries (0 = all); default per data set")
    parser.add_argument("--jvm-flags", default=None,
                        help="JVM flags for the engine instead of the data set's; {heap} is its heap")
    parser.add_argument("--work", default=os.path.join(BENCH, "out"))
    parser.add_argument("--classpath", default=None, help="the engine's classpath (default WORK/classpath.txt)")
    return parser.parse_args()


def dataset_files(name, work):
    folder = os.path.join(work, "datasets", name)
    corpus, golden = os.path.join(folder, "corpus.jsonl"), os.path.join(folder, "golden.jsonl")
    if not (os.path.exists(corpus) and os.path.exists(golden)):
        spec = DATASETS[name]["build"]
        subprocess.run([PYTHON, os.path.join(BENCH, spec[0]), folder] + spec[1:], check=True)
    return corpus, golden


def timed(command, time_file, stdout_file, stderr_file):
    """Runs a command under /usr/bin/time -v: (wall seconds, peak RSS in MB, load average before)."""
    load = os.getloadavg()[0]
    with open(stdout_file, "w") as out, open(stderr_file, "w") as err:
        start = time.perf_counter()
        result = subprocess.run(["/usr/bin/time", "-v", "-o", time_file] + command, stdout=out, stderr=err)
        wall = time.perf_counter() - start
    report = open(time_file).read()
    rss_kb = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", report).group(1))
    if result.returncode not in (0, 1):
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}; see {stderr_file}")
    return wall, rss_kb / 1024, load


def same_top_k(theirs, ours, k):
    """(strictly identical, identical up to ties) for one query's two ranked lists of (doc_id, score)."""
    top, tied = theirs["top"], set(theirs["tied"])
    strict = [d for d, _ in top] == [d for d, _ in ours]
    if len(top) != len(ours):
        return strict, False
    if any(abs(a[1] - b[1]) > TOLERANCE for a, b in zip(top, ours)):
        return strict, False
    start = 0
    for i in range(1, len(top) + 1):
        if i == len(top) or top[i - 1][1] - top[i][1] > TOLERANCE:
            group = {d for d, _ in top[start:i]}
            mine = {d for d, _ in ours[start:i]}
            straddles = i == len(top) == k and len(tied) > len(group)
            if not (mine <= tied if straddles else mine == group):
                return strict, False
            start = i
    return strict, True


def compare(sklearn_out, report_file, k):
    lines = [json.loads(line) for line in open(sklearn_out, encoding="utf-8")]
    theirs, tail = lines[:-1], lines[-1]
    report = json.load(open(report_file, encoding="utf-8"))
    cases = report["cases"][:len(theirs)]
    strict = loose = 0
    for mine, their in zip(cases, theirs):
        s, t = same_top_k(their, [(r["doc_id"], r["score"]) for r in mine["retrieved"]], k)
        strict += s
        loose += t
    return {"compared": len(theirs), "strict": strict, "tie_allowance": loose,
            "sklearn_summary": tail["summary"], "sklearn_timings": tail["timings"], "index": report["index"],
            "our_summary": {m: report["summary"][m] for m in ("mean_precision", "mean_recall", "mrr", "hit_rate")}}


def our_timings(stderr_file):
    """The engine's --timings lines: seconds per phase and the query rate."""
    phases = {}
    for line in open(stderr_file):
        m = re.match(r"rag-eval: timing: (.+?): .* in ([\d.]+) s, ([\d.]+)/s", line)
        if m:
            phases[m.group(1)] = {"seconds": float(m.group(2)), "rate": float(m.group(3))}
    return phases


def run_dataset(name, args, classpath):
    spec = DATASETS[name]
    corpus, golden = dataset_files(name, args.work)
    queries = sum(1 for line in open(golden) if line.strip())
    documents = sum(1 for line in open(corpus) if line.strip())
    sklearn_queries = spec["sklearn_queries"] if args.sklearn_queries is None else args.sklearn_queries
    jvm_flags = (args.jvm_flags or spec["jvm"]).format(heap=spec["heap"]).split()
    runs = []
    for repeat in range(1, args.repeats + 1):
        folder = os.path.join(args.work, "runs", name, str(repeat))
        os.makedirs(folder, exist_ok=True)
        sklearn_out = os.path.join(folder, "sklearn.jsonl")
        sk = timed([PYTHON, os.path.join(BENCH, "sklearn_retriever.py"), corpus, golden, sklearn_out,
                    "--k", str(args.k), "--max-queries", str(sklearn_queries)],
                   os.path.join(folder, "sklearn.time"), os.path.join(folder, "sklearn.out"),
                   os.path.join(folder, "sklearn.err"))
        ours = timed(["java"] + jvm_flags + ["-cp", classpath, "io.github.rageval.cli.Main",
                      "--corpus", corpus, "--golden", golden, "--k", str(args.k), "--threads", str(args.threads),
                      "--show-queries", "none", "--explain", "none", "--timings", "--report-directory", folder],
                     os.path.join(folder, "ours.time"), os.path.join(folder, "ours.out"),
                     os.path.join(folder, "ours.err"))
        result = compare(sklearn_out, os.path.join(folder, "report.json"), args.k)
        ran = result["sklearn_timings"]["queries"]
        sk_wall = sk[0] + (queries - ran) * result["sklearn_timings"]["ms_per_query"] / 1000
        runs.append({"repeat": repeat, "sklearn_wall_s": sk_wall, "sklearn_measured_wall_s": sk[0],
                     "sklearn_rss_mb": sk[1], "sklearn_load": sk[2], "ours_wall_s": ours[0], "ours_rss_mb": ours[1],
                     "ours_load": ours[2], "ours_phases": our_timings(os.path.join(folder, "ours.err")), **result})
        print(f"{name} run {repeat}: sklearn {sk_wall:.2f} s{' (extrapolated)' if ran < queries else ''}"
              f" {sk[1]:.0f} MB, ours {ours[0]:.2f} s {ours[1]:.0f} MB, top-{args.k} identical"
              f" {result['strict']}/{result['compared']} strictly, {result['tie_allowance']}/{result['compared']}"
              f" with the tie allowance (load {sk[2]:.1f} / {ours[2]:.1f})", file=sys.stderr)
    return {"dataset": name, "documents": documents, "queries": queries, "sklearn_queries_run":
            runs[0]["sklearn_timings"]["queries"], "jvm_flags": " ".join(jvm_flags), "runs": runs}


def median(runs, key):
    return statistics.median(r[key] for r in runs)


def summary_table(results, k):
    rows = ["| data set | documents | queries | scikit-learn | ours | ratio | sklearn peak RSS | our peak RSS"
            f" | identical top-{k} (strict) | identical top-{k} (tie allowance) | sklearn ms/query | our ms/query |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        runs = r["runs"]
        extrapolated = r["sklearn_queries_run"] < r["queries"]
        sk, ours = median(runs, "sklearn_wall_s"), median(runs, "ours_wall_s")
        compared = runs[0]["compared"]
        query_rate = statistics.median(run["ours_phases"].get("queries", {}).get("rate", 0) for run in runs)
        rows.append(
            f"| {r['dataset']} | {r['documents']:,} | {r['queries']:,} | {sk:.2f} s"
            f"{' (extrapolated from ' + format(r['sklearn_queries_run'], ',') + ' queries)' if extrapolated else ''}"
            f" | {ours:.2f} s | {sk / ours:.1f}x | {median(runs, 'sklearn_rss_mb'):.0f} MB"
            f" | {median(runs, 'ours_rss_mb'):.0f} MB | {min(x['strict'] for x in runs)}/{compared}"
            f" | {min(x['tie_allowance'] for x in runs)}/{compared}"
            f" | {statistics.median(x['sklearn_timings']['ms_per_query'] for x in runs):.1f}"
            f" | {1000 / query_rate if query_rate else float('nan'):.3f} |")
    return "\n".join(rows)


def environment():
    java = subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.splitlines()[0]
    import numpy
    import scipy
    import sklearn
    return {"date": datetime.datetime.now().isoformat(timespec="seconds"), "processors": os.cpu_count(),
            "memory_gb": round(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2 ** 30, 1),
            "java": java, "python": platform.python_version(), "scikit-learn": sklearn.__version__,
            "numpy": numpy.__version__, "scipy": scipy.__version__, "kernel": platform.release()}


def main():
    args = parse_args()
    classpath = open(args.classpath or os.path.join(args.work, "classpath.txt")).read().strip()
    env = environment()
    results = [run_dataset(name.strip(), args, classpath) for name in args.datasets.split(",") if name.strip()]
    table = summary_table(results, args.k)
    flags = "; ".join(f"{r['dataset']}: {r['jvm_flags']}" for r in results)
    text = (f"{table}\n\nMedians of {args.repeats} runs, k = {args.k}, engine threads = {args.threads or 'all'}"
            f" ({env['processors']} processors), JVM flags: {flags}.\nEnvironment: {json.dumps(env)}\n")
    print("\n" + text)
    os.makedirs(os.path.join(args.work, "results"), exist_ok=True)
    stamp = env["date"].replace(":", "")
    with open(os.path.join(args.work, "results", f"{stamp}.md"), "w") as out:
        out.write(text)
    with open(os.path.join(args.work, "results", f"{stamp}.json"), "w") as out:
        json.dump({"environment": env, "args": vars(args), "results": results}, out, indent=1)


if __name__ == "__main__":
    main()
