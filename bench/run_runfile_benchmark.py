#!/usr/bin/env python3
"""Run files at MS MARCO scale, side by side (bench/run.sh --runfile hands over to this script).

Times each tool from process start to exit (GNU time: wall, user + system CPU, peak RSS) on the synthetic run of
msmarco_run.py, medians of --runs, and counts the per-query values that differ from trec_eval's (printed %.4f, as
trec_eval -q prints them). The tools: the engine without Maven (bench/RunFileBench.java), trec_eval built from
source, and pytrec_eval and ranx when the Python given has them. The metrics are those the engine computes with
cutoffs 10,100,1000 that trec_eval has too: ndcg, map, Rprec, recip_rank, and ndcg_cut, map_cut, P, recall and
success at 10, 100 and 1000. The machine may be shared: compare ratios measured in one session, not absolute times.
"""
import argparse
import os
import statistics
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "out")
CUTOFFS = "10,100,1000"
TREC_EVAL_MEASURES = ["ndcg", "map", "Rprec", "recip_rank"] + [
    f"{m}.{CUTOFFS}" for m in ("ndcg_cut", "map_cut", "P", "recall", "success")]

PYTREC_EVAL = """
import sys, pytrec_eval
def read(path, value):
    table = {}
    with open(path) as lines:
        for line in lines:
            f = line.split()
            if len(f) == 4:
                table.setdefault(f[0], {})[f[2]] = value(f[3])
            elif len(f) >= 6:
                table.setdefault(f[0], {})[f[2]] = value(f[4])
    return table
qrels = read(sys.argv[1], int)
run = read(sys.argv[2], float)
measures = set(sys.argv[4].split(";"))
results = pytrec_eval.RelevanceEvaluator(qrels, measures).evaluate(run)
with open(sys.argv[3], "w") as out:
    for qid, values in results.items():
        for measure, value in values.items():
            out.write(f"{measure}\\t{qid}\\t{value:.4f}\\n")
"""

RANX = """
import sys
from ranx import Qrels, Run, evaluate
names = {"map": "map", "mrr": "recip_rank", "ndcg": "ndcg", "r-precision": "Rprec"}
for c in (10, 100, 1000):
    names.update({f"ndcg@{c}": f"ndcg_cut_{c}", f"map@{c}": f"map_cut_{c}", f"precision@{c}": f"P_{c}",
                  f"recall@{c}": f"recall_{c}", f"hit_rate@{c}": f"success_{c}"})
qrels = Qrels.from_file(sys.argv[1], kind="trec")
run = Run.from_file(sys.argv[2], kind="trec")
evaluate(qrels, run, list(names))
with open(sys.argv[3], "w") as out:
    for metric, scores in run.scores.items():
        for qid, value in scores.items():
            out.write(f"{names[metric]}\\t{qid}\\t{value:.4f}\\n")
"""


def timed(command, stdout=None):
    """(wall s, cpu s, peak RSS MB) of one run, from GNU time."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as report:
        with open(stdout or os.devnull, "w") as out:
            subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M", "-o", report.name] + command, check=True,
                           stdout=out)
        wall, user, system, rss = report.read().split()[-4:]
        return float(wall), float(user) + float(system), int(rss) / 1024


def values(path):
    """(measure, query) -> value as printed, per query only (trec_eval's 'all' rows and counts left out)."""
    table = {}
    with open(path) as lines:
        for line in lines:
            fields = line.split()
            if len(fields) == 3 and fields[1] != "all":
                table[(fields[0], fields[1])] = fields[2]
    return table


def compare(reference, other):
    """(values compared, values that differ or are missing)."""
    differ = sum(1 for key, value in reference.items() if other.get(key) != value)
    return len(reference), differ


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--classpath", required=True, help="the engine's runtime classpath and RunFileBench")
    parser.add_argument("--trec-eval", required=True, help="the trec_eval binary")
    parser.add_argument("--python", default=sys.executable, help="a Python with pytrec_eval and/or ranx")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--java", default="java")
    args = parser.parse_args()
    data = os.path.join(OUT, "runfile")
    run, qrels = os.path.join(data, "msmarco-run.trec"), os.path.join(data, "msmarco-qrels.trec")
    if not os.path.exists(run):
        subprocess.run([sys.executable, os.path.join(HERE, "msmarco_run.py"), data], check=True)
    tools = {
        "trec_eval": ([args.trec_eval, "-q"] + [a for m in TREC_EVAL_MEASURES for a in ("-m", m)] + [qrels, run],
                      True),
        "rag-eval engine (no Maven)": ([args.java, "-cp", args.classpath, "RunFileBench", run, qrels, CUTOFFS,
                                        "{values}"], False),
        "rag-eval engine + report.json": ([args.java, "-cp", args.classpath, "RunFileBench", run, qrels, CUTOFFS,
                                           "{values}", os.path.join(data, "reports")], False),
    }
    for name, module, script in (("pytrec_eval", "pytrec_eval", PYTREC_EVAL), ("ranx", "ranx", RANX)):
        if subprocess.run([args.python, "-c", f"import {module}"], capture_output=True).returncode == 0:
            path = os.path.join(data, f"{module}_values.py")
            with open(path, "w") as out:
                out.write(script)
            tools[name] = ([args.python, path, qrels, run, "{values}", ";".join(TREC_EVAL_MEASURES)], False)
        else:
            print(f"bench: {name} is not installed for {args.python}: left out", file=sys.stderr)
    rows = {}
    for name, (command, to_stdout) in tools.items():
        output = os.path.join(data, name.split()[0].replace("-", "_") + ("_report" if "report" in name else "")
                              + "-values.txt")
        command = [part.replace("{values}", output) for part in command]
        samples = []
        for _ in range(args.runs):
            samples.append(timed(command, output if to_stdout else None))
            print(f"bench: {name}: {samples[-1][0]:.2f} s wall, {samples[-1][1]:.2f} s CPU,"
                  f" {samples[-1][2]:.0f} MB", file=sys.stderr)
        rows[name] = ([statistics.median(s[i] for s in samples) for i in range(3)], output)
    reference = values(rows["trec_eval"][1])
    base = rows["trec_eval"][0][0]
    print("| tool | wall (median of %d) | vs trec_eval | CPU user+sys | peak RSS | values vs trec_eval |" % args.runs)
    print("|---|---|---|---|---|---|")
    for name, ((wall, cpu, rss), output) in sorted(rows.items(), key=lambda row: row[1][0][0]):
        compared, differ = compare(reference, values(output))
        verdict = "reference" if name == "trec_eval" else f"{differ} of {compared} differ"
        print(f"| {name} | {wall:.1f} s | {wall / base:.2f}x | {cpu:.1f} s | {rss:.0f} MB | {verdict} |")


if __name__ == "__main__":
    main()
