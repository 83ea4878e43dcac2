#!/usr/bin/env python3
"""The solr retriever against a two-shard SolrCloud, and the in-process bm25 retriever, on the same queries.

Called by `bench/run.sh --solr`, which first builds the engine with its bm25 and search modules (--classpath) and
examples/solr-cluster's SolrCloud launcher (--cluster-classpath); it can also run on its own:

  run_solr_benchmark.py --classpath FILE --cluster-classpath FILE --configset DIR
                        [--concurrency 1,4,8] [--repeats 3] [--queries N] [--jfr] [--work bench/out]

The Debian descriptions (bench/debian_corpus.py: 64,603 documents, 2,000 seeded queries, built under
WORK/datasets/debian when absent) are indexed once into the SolrCloud that examples/solr-cluster's launcher starts
(SolrCluster serve: an embedded ZooKeeper, two Solr nodes in one JVM of its own, a collection of two shards with
the example's configset: bm25's analysis, BM25 k1 0.9 b 0.4, ExactStatsCache; no query result cache). Then, in
rounds, each configuration in turn and in a rotated order from one round to the next:
  bm25-cN    the engine's command line with `--retriever bm25 --threads N`: JVM start, reading and indexing the
             corpus in process, the queries on N threads, report.json;
  solr-cN    the engine's command line with `--retriever solr --threads N --retriever-options url=...,concurrency=N`
             (no corpus: the cluster holds it): JVM start, the queries over HTTP, N requests in flight at most;
  bm25-quick-cN, solr-quick-cN  the same with the quick compiler only and the serial collector
             (QUICK_JVM, what docs/configuration.md's "Speed inside Maven" recommends for .mvn/jvm.config): how much of the client's
             cost is the optimising compiler warming up in a fresh JVM;
  probe-cN   this script sends the solr retriever's default request for each query itself (N threads, one
             keep-alive connection each, Python's http.client) and reads Solr's QTime from every response: the
             cluster's own time against the round trip, without the engine.
Queries per second are the queries divided by the query phase's wall time (the engine's --timings; 0.1 s
resolution), p50 and p95 come from report.json's latency object (per query wall time around the retriever call),
CPU from /usr/bin/time (the engine's process) and /proc (the Solr JVM's, before and after each run). One untimed
solr run and probe warm the cluster before the first round. --jfr adds one untimed solr-c1 run under Java Flight
Recorder and says where the client's samples fall.

Checked, from the first round: each query's solr top 10 against bm25's (ids in order; scores within 1e-5
relative), and every solr run's rankings against the first's. Raw numbers go to WORK/results/solr-*.json, the
tables to WORK/results/solr-*.md. The machine's load average is recorded before every run: on a shared machine the
ratios of one session are what to compare, not absolute figures across sessions.
"""

import argparse
import collections
import concurrent.futures
import datetime
import http.client
import json
import os
import re
import socket
import statistics
import subprocess
import sys
import threading
import time
import urllib.parse

from run_bm25_benchmark import dataset_files, our_phases, read_jsonl, timed, write_results

BENCH = os.path.dirname(os.path.abspath(__file__))
MAIN = "io.github.rageval.cli.Main"
LAUNCHER = "io.github.rageval.examples.solrcluster.SolrCluster"
SCORE_RELATIVE = 1e-5
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
QUICK_JVM = ["-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"]
KINDS = ["bm25", "solr", "bm25-quick", "solr-quick", "probe"]


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--classpath", required=True, help="file holding the engine's classpath with rag-eval-bm25"
                                                          " and rag-eval-search")
    parser.add_argument("--cluster-classpath", required=True, help="file holding the classpath of"
                                                                  " examples/solr-cluster's launcher")
    parser.add_argument("--configset", required=True, help="the collection's configset folder")
    parser.add_argument("--concurrency", default="1,4,8", help="comma-separated: threads and requests in flight")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--queries", type=int, default=0, help="the first N golden queries only (0 = all)")
    parser.add_argument("--k", type=int, default=10)
    parser.add_argument("--jfr", action="store_true", help="one more solr run at concurrency 1 under JFR")
    parser.add_argument("--start-timeout", type=int, default=1800, help="seconds the cluster may take to index")
    parser.add_argument("--work", default=os.path.join(BENCH, "out"))
    args = parser.parse_args()
    args.nfcorpus_dir = None  # dataset_files' other data set
    return args


# ---------------------------------------------------------------------------------------------------- the cluster

class Cluster:
    """examples/solr-cluster's launcher (SolrCluster serve) in a JVM of its own; it stops when this script ends."""

    def __init__(self, args, corpus):
        self.classpath = open(args.cluster_classpath).read().strip()
        self.work = os.path.join(args.work, "runs", "solr", "cluster")
        self.launch("clean", self.work)
        with socket.socket() as free:
            free.bind(("127.0.0.1", 0))
            port = free.getsockname()[1]
        os.makedirs(self.work, exist_ok=True)
        started = time.perf_counter()
        with open(os.path.join(self.work, "serve.log"), "w") as log:
            self.process = subprocess.Popen(
                ["java", f"-Dsolr.log.dir={self.work}", "-cp", self.classpath, LAUNCHER, "serve", str(port),
                 self.work, os.path.abspath(args.configset), os.path.abspath(corpus)],
                stdout=log, stderr=subprocess.STDOUT)
        self.launch("await", self.work, str(args.start_timeout))
        self.start_s = time.perf_counter() - started
        self.url = open(os.path.join(self.work, "ready")).read().strip()

    def launch(self, *arguments):
        subprocess.run(["java", "-cp", self.classpath, LAUNCHER, *arguments], check=True)

    def cpu_s(self):
        """User + system CPU seconds of the Solr JVM so far."""
        fields = open(f"/proc/{self.process.pid}/stat").read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / CLOCK_TICKS

    def stop(self):
        self.launch("stop", self.work, "120")
        self.process.wait(timeout=60)


def solr_request(query, k):
    """The solr retriever's default request (SolrRetrieverFactory), for the probe."""
    return json.dumps({"params": {"q": query, "defType": "simple", "q.operators": "WHITESPACE", "qf": "text",
                                  "q.op": "OR", "rows": k,
                                  "fl": "id,score", "sort": "score desc,id asc"}})


def probe(url, queries, k, concurrency):
    """Sends every query's default request on `concurrency` threads (a keep-alive connection each): per query the
    round trip and Solr's QTime in ms, and the ranking; plus the wall time of the whole."""
    parts = urllib.parse.urlsplit(url)
    local = threading.local()

    def ask(query):
        if not hasattr(local, "connection"):
            local.connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=60)
        body = solr_request(query, k).encode("utf-8")
        start = time.perf_counter()
        local.connection.request("POST", parts.path + "/select", body, {"Content-Type": "application/json"})
        response = local.connection.getresponse()
        data = response.read()
        round_trip = (time.perf_counter() - start) * 1000
        if response.status != 200:
            sys.exit(f"bench: Solr answered {response.status} to {query!r}: {data[:300]!r}")
        answer = json.loads(data)
        ranking = [(d["id"], d["score"]) for d in answer["response"]["docs"]]
        return round_trip, answer["responseHeader"]["QTime"], ranking

    start = time.perf_counter()
    with concurrent.futures.ThreadPoolExecutor(concurrency) as pool:
        answers = list(pool.map(ask, queries))
    wall = time.perf_counter() - start
    return {"wall_s": wall, "round_trip_ms": [a[0] for a in answers], "qtime_ms": [a[1] for a in answers],
            "rankings": [a[2] for a in answers]}


# ---------------------------------------------------------------------------------------------------- running

def engine_command(retriever, concurrency, corpus, golden, report, args, classpath, url, jvm_flags=()):
    command = ["java", *jvm_flags, "-cp", classpath, MAIN, "--golden", golden, "--k", str(args.k),
               "--threads", str(concurrency), "--retriever", retriever, "--latency", "true", "--show-queries", "none",
               "--explain", "none", "--timings", "--report-directory", report]
    if retriever == "solr":
        return command + ["--retriever-options", f"url={url},concurrency={concurrency}"]
    return command + ["--corpus", corpus]


def nearest_rank(values, percent):
    """The engine's percentile: the value at rank ceil(p * n / 100) in ascending order."""
    ordered = sorted(values)
    return ordered[max(1, -(-percent * len(ordered) // 100)) - 1]


def run_configuration(name, cluster, corpus, golden_file, queries, folder, args, classpath):
    kind, concurrency = name.rsplit("-c", 1)[0], int(name.rsplit("-c", 1)[1])
    load = os.getloadavg()[0]
    solr_before = cluster.cpu_s()
    if kind == "probe":
        answer = probe(cluster.url, queries, args.k, concurrency)
        measured = {"wall_s": answer["wall_s"], "qps": len(queries) / answer["wall_s"], "load": load,
                    "p50_ms": nearest_rank(answer["round_trip_ms"], 50),
                    "p95_ms": nearest_rank(answer["round_trip_ms"], 95),
                    "qtime_p50_ms": nearest_rank(answer["qtime_ms"], 50),
                    "qtime_p95_ms": nearest_rank(answer["qtime_ms"], 95),
                    "qtime_share": sum(answer["qtime_ms"]) / sum(answer["round_trip_ms"]),
                    "rankings": answer["rankings"]}
    else:
        report = os.path.join(folder, name)
        measured = timed(engine_command(kind.removesuffix("-quick"), concurrency, corpus, golden_file, report, args,
                                        classpath, cluster.url, QUICK_JVM if kind.endswith("-quick") else ()),
                         folder, name)
        phases = our_phases(os.path.join(folder, name + ".err"))
        result = json.load(open(os.path.join(report, "report.json"), encoding="utf-8"))
        measured.update({"phases": phases, "qps": len(queries) / phases["queries"],
                         "p50_ms": result["latency"]["p50"], "p95_ms": result["latency"]["p95"],
                         "rankings": [[(r["doc_id"], r["score"]) for r in case["retrieved"]]
                                      for case in result["cases"]]})
    measured["solr_cpu_s"] = cluster.cpu_s() - solr_before
    return measured


def jfr_profile(cluster, corpus, golden_file, folder, args, classpath):
    """One solr-c1 run under JFR (untimed): where the client's CPU samples fall, and its JIT and GC time."""
    recording = os.path.join(folder, "solr-c1.jfr")
    flags = [f"-XX:StartFlightRecording=filename={recording},settings=profile", "-Xlog:jfr=off"]
    subprocess.run(engine_command("solr", 1, corpus, golden_file, os.path.join(folder, "jfr-report"), args,
                                  classpath, cluster.url, flags), check=True, stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL)
    events = json.loads(subprocess.run(
        ["jfr", "print", "--json", "--stack-depth", "64", "--events",
         "jdk.ExecutionSample,jdk.Compilation,jdk.GarbageCollection", recording],
        check=True, capture_output=True, text=True).stdout)["recording"]["events"]
    categories, threads, methods = collections.Counter(), collections.Counter(), collections.Counter()
    compile_ms, gc_ms = 0.0, 0.0
    for event in events:
        kind, values = event["type"], event["values"]
        if kind == "jdk.Compilation":
            compile_ms += duration_ms(values["duration"])
        elif kind == "jdk.GarbageCollection":
            gc_ms += duration_ms(values["sumOfPauses"])
        else:
            frames = [f["method"]["type"]["name"].replace("/", ".") + "." + f["method"]["name"]
                      for f in values["stackTrace"]["frames"]]
            categories[sample_category(frames)] += 1
            threads[re.sub(r"\d+", "N", values["sampledThread"]["javaName"] or "?")] += 1
            if frames:
                methods[frames[0]] += 1
    return {"samples": dict(categories.most_common()), "threads": dict(threads.most_common(6)),
            "top_frames": dict(methods.most_common(8)), "compilation_ms": compile_ms, "gc_pause_ms": gc_ms}


def duration_ms(text):
    """A JFR JSON duration (ISO 8601, e.g. PT0.001234S) in ms."""
    return float(text.removeprefix("PT").removesuffix("S") or 0) * 1000 if text.endswith("S") else 0.0


# A sample with one of these frames anywhere in its stack is start-up work or the recorder's own.
START_UP = [
    ("class loading and linking", ("java.lang.ClassLoader.loadClass", "jdk.internal.loader.",
                                   "java.lang.invoke.MethodHandleNatives.link")),
    ("the flight recorder itself", ("jdk.jfr.",)),
]
# Else the first frame from the top of its stack that names one of these decides its category.
CATEGORIES = [
    ("JSON (Jackson)", ("com.fasterxml.jackson",)),
    ("HTTP client (java.net.http)", ("jdk.internal.net.http", "java.net.http")),
    ("sockets and NIO", ("sun.nio", "java.nio", "sun.net")),
    ("reports and metrics", ("io.github.rageval.engine.render", "io.github.rageval.engine.metrics",
                             "io.github.rageval.engine.analysis")),
    ("reading the golden set", ("io.github.rageval.engine.io", "io.github.rageval.engine.golden")),
    ("other rag-eval", ("io.github.rageval",)),
]


def sample_category(frames):
    for category, prefixes in START_UP:
        if any(frame.startswith(prefixes) for frame in frames):
            return category
    for frame in frames:
        for category, prefixes in CATEGORIES:
            if frame.startswith(prefixes):
                return category
    return "JDK (collections, strings, threads, ...)"


# ---------------------------------------------------------------------------------------------------- comparing

def close(a, b):
    return abs(a - b) <= SCORE_RELATIVE * max(abs(a), abs(b))


def compare_top(bm25, solr):
    """Per query: identical (ids in order, scores close), or why not."""
    result = {"queries": len(bm25), "identical": 0, "same_ids_in_order": 0, "differ_only_in_tie_order": 0,
              "differ": 0, "max_score_relative_difference": 0.0, "examples": []}
    for index, (ours, theirs) in enumerate(zip(bm25, solr)):
        same_ids = [d for d, _ in ours] == [d for d, _ in theirs]
        scores_close = len(ours) == len(theirs) and all(close(a[1], b[1]) for a, b in zip(ours, theirs))
        for a, b in zip(ours, theirs):
            if a[0] == b[0] and max(abs(a[1]), abs(b[1])) > 0:
                result["max_score_relative_difference"] = max(result["max_score_relative_difference"],
                                                              abs(a[1] - b[1]) / max(abs(a[1]), abs(b[1])))
        result["same_ids_in_order"] += same_ids
        if same_ids and scores_close:
            result["identical"] += 1
        elif scores_close and tie_groups_agree(ours, theirs):
            result["differ_only_in_tie_order"] += 1
        else:
            result["differ"] += 1
        if not (same_ids and scores_close) and len(result["examples"]) < 5:
            result["examples"].append({"query": index, "bm25": ours, "solr": theirs})
    return result


def tie_groups_agree(ours, theirs):
    """Same documents at each score, but for the last score, which may straddle the cutoff."""
    groups = {}
    for d, s in ours:
        groups.setdefault(round(s, 4), set()).add(d)
    last = round(ours[-1][1], 4) if ours else None
    for d, s in theirs:
        if round(s, 4) != last and d not in groups.get(round(s, 4), set()):
            return False
    return True


# ---------------------------------------------------------------------------------------------------- reporting

def median(runs, name, key):
    values = [run[name][key] for run in runs if name in run and run[name].get(key) is not None]
    return statistics.median(values) if values else None


def ratio(runs, numerator, denominator, key):
    """The median over rounds of one round's ratio: runs of the same round are minutes apart, so a drift in the
    machine's load touches both more alike than it touches medians taken over the whole session."""
    return statistics.median(run[numerator][key] / run[denominator][key] for run in runs)


def summary_table(runs, levels, queries):
    rows = ["| configuration | concurrency | q/s | p50 | p95 | client CPU (process) | Solr JVM CPU per query |",
            "|---|---|---|---|---|---|---|"]
    for kind in KINDS:
        for c in levels:
            name = f"{kind}-c{c}"
            cpu = median(runs, name, "cpu_s")
            rows.append(f"| {kind} | {c} | {median(runs, name, 'qps'):.0f} | {median(runs, name, 'p50_ms'):.2f} ms"
                        f" | {median(runs, name, 'p95_ms'):.2f} ms | {'' if cpu is None else f'{cpu:.2f} s'}"
                        f" | {median(runs, name, 'solr_cpu_s') / queries * 1000:.2f} ms |")
    return "\n".join(rows)


def time_table(runs, levels):
    rows = ["| concurrency | solr / bm25 q/s | solr-quick / bm25-quick q/s | solr-quick / solr q/s"
            " | Solr QTime p50 / p95 | probe round trip p50 / p95 | QTime / round trip (sums)"
            " | solr p50 less probe p50 | solr-quick p50 less probe p50 |", "|---|---|---|---|---|---|---|---|---|"]
    for c in levels:
        solr, quick, prb = f"solr-c{c}", f"solr-quick-c{c}", f"probe-c{c}"
        overhead = statistics.median(run[solr]["p50_ms"] - run[prb]["p50_ms"] for run in runs)
        quick_overhead = statistics.median(run[quick]["p50_ms"] - run[prb]["p50_ms"] for run in runs)
        rows.append(f"| {c} | {ratio(runs, solr, f'bm25-c{c}', 'qps'):.2f}x"
                    f" | {ratio(runs, quick, f'bm25-quick-c{c}', 'qps'):.2f}x | {ratio(runs, quick, solr, 'qps'):.2f}x"
                    f" | {median(runs, prb, 'qtime_p50_ms'):.0f} / {median(runs, prb, 'qtime_p95_ms'):.0f} ms"
                    f" | {median(runs, prb, 'p50_ms'):.2f} / {median(runs, prb, 'p95_ms'):.2f} ms"
                    f" | {median(runs, prb, 'qtime_share'):.0%} | {overhead:.2f} ms | {quick_overhead:.2f} ms |")
    return "\n".join(rows)


def per_run_table(runs):
    rows = ["| round | configuration | load before | q/s | p50 | p95 | wall (process) | CPU (process) |"
            " Solr JVM CPU |", "|---|---|---|---|---|---|---|---|---|"]
    for number, run in enumerate(runs, 1):
        for name in run["order"]:
            m = run[name]
            rows.append(f"| {number} | {name} | {m['load']:.1f} | {m['qps']:.0f} | {m['p50_ms']:.2f} ms"
                        f" | {m['p95_ms']:.2f} ms | {m['wall_s']:.2f} s | "
                        + (f"{m['cpu_s']:.2f} s" if "cpu_s" in m else "(this script)")
                        + f" | {m['solr_cpu_s']:.2f} s |")
    return "\n".join(rows)


def environment():
    java = subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.splitlines()[0]
    return {"date": datetime.datetime.now().isoformat(timespec="seconds"), "processors": os.cpu_count(),
            "memory_gb": round(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2 ** 30, 1),
            "java": java, "load_average_at_start": os.getloadavg()}


def main():
    args = parse_args()
    classpath = open(args.classpath).read().strip()
    levels = [int(c) for c in args.concurrency.split(",") if c.strip()]
    corpus, golden_file = dataset_files("debian", args)
    folder = os.path.join(args.work, "runs", "solr")
    os.makedirs(folder, exist_ok=True)
    golden = read_jsonl(golden_file)
    if args.queries:
        golden = golden[:args.queries]
        golden_file = os.path.join(folder, "golden.jsonl")
        with open(golden_file, "w", encoding="utf-8") as out:
            out.writelines(json.dumps(g) + "\n" for g in golden)
    queries = [g["query"] for g in golden]
    env = environment()
    started = time.perf_counter()
    cluster = Cluster(args, corpus)
    print(f"SolrCloud ready in {cluster.start_s:.1f} s (start and indexing): {cluster.url}", file=sys.stderr)
    try:
        # Untimed: the first queries after a start are slow (Solr's JIT, ExactStatsCache's first statistics). Even
        # after these three passes the first timed solr run cost Solr about twice the CPU of later ones (one pass:
        # three times); the medians over rounds absorb one slow round.
        timed(engine_command("solr", 4, corpus, golden_file, os.path.join(folder, "warm-up"), args, classpath,
                             cluster.url), folder, "warm-up")
        for concurrency in (8, 1):
            probe(cluster.url, queries, args.k, concurrency)
        names = [f"{kind}-c{c}" for c in levels for kind in KINDS]
        runs = []
        for number in range(args.repeats):
            shift = number * len(KINDS) % len(names)
            order = names[shift:] + names[:shift]
            run = {"order": order}
            for name in order:
                run[name] = run_configuration(name, cluster, corpus, golden_file, queries, folder, args, classpath)
                m = run[name]
                print(f"round {number + 1} {name}: {m['qps']:.0f} q/s, p50 {m['p50_ms']:.2f} ms, p95"
                      f" {m['p95_ms']:.2f} ms, load {m['load']:.1f}", file=sys.stderr)
            runs.append(run)
        profile = jfr_profile(cluster, corpus, golden_file, folder, args, classpath) if args.jfr else None
    finally:
        cluster.stop()
    first = runs[0]
    agreement = compare_top(first[f"bm25-c{levels[0]}"]["rankings"], first[f"solr-c{levels[0]}"]["rankings"])
    reference = first[f"solr-c{levels[0]}"]["rankings"]
    stable = {name: sum(run[name]["rankings"] == reference for run in runs) for name in names
              if not name.startswith("bm25")}
    bm25_index = statistics.median(run[f"bm25-c{c}"]["phases"].get("documents indexed", 0)
                                   + run[f"bm25-c{c}"]["phases"].get("index built", 0) for run in runs for c in levels)
    failures = [{**e, "index": e["query"], "query": queries[e["query"]]} for e in agreement["examples"]]
    for run in runs:
        for m in run.values():
            if isinstance(m, dict):
                m.pop("rankings", None)
    text = (f"{summary_table(runs, levels, len(queries))}\n\nRatios (medians of each round's) and where the time goes:\n\n"
            f"{time_table(runs, levels)}\n\n"
            f"Top {args.k}, solr against bm25 (round 1, concurrency {levels[0]}): {agreement['identical']} of"
            f" {agreement['queries']} identical (ids in order, scores within {SCORE_RELATIVE:g} relative), "
            f"{agreement['differ_only_in_tie_order']} differ only in the order of equal scores, {agreement['differ']}"
            f" differ; largest relative score difference {agreement['max_score_relative_difference']:.2e}"
            + "".join(f"; differs: {f['query']!r}" for f in failures) + ".\n"
            f"Runs whose rankings equal round 1's solr-c{levels[0]}: "
            + ", ".join(f"{name} {count}/{len(runs)}" for name, count in stable.items()) + ".\n"
            f"Indexing: SolrCloud ready {cluster.start_s:.1f} s after its JVM started (ZooKeeper, two nodes, the"
            f" collection, {len(read_jsonl(corpus))} documents indexed and committed); bm25 indexes in every run"
            f" (median {bm25_index:.1f} s, not in its q/s).\n"
            + (f"\nJFR of one solr-c1 run (client side): samples {json.dumps(profile['samples'])}; by thread"
               f" {json.dumps(profile['threads'])}; top frames {json.dumps(profile['top_frames'])}; JIT compilation"
               f" {profile['compilation_ms']:.0f} ms, GC pauses {profile['gc_pause_ms']:.0f} ms.\n" if profile else "")
            + f"\nPer run:\n\n{per_run_table(runs)}\n\n"
            f"Medians of {args.repeats} rounds, {len(queries)} queries, k = {args.k}; the engine's JVM with default"
            f" flags, or {' '.join(QUICK_JVM)} for the -quick configurations. Whole benchmark: {time.perf_counter() - started:.0f} s.\nEnvironment: {json.dumps(env)}\n")
    print("\n" + text)
    write_results(args.work, "solr-" + env["date"].replace(":", ""), text,
                  {"environment": env, "args": vars(args), "cluster_start_s": cluster.start_s,
                   "agreement": {**agreement, "examples": failures}, "stable": stable, "jfr": profile, "runs": runs})


if __name__ == "__main__":
    main()
