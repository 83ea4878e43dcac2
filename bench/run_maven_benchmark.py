#!/usr/bin/python3
"""The built-in retriever inside Maven against the same work outside it (bench/run.sh --maven).

Times whole processes (GNU time: wall, user + system CPU, peak RSS), the configurations taking turns in each round
so that a drift in the machine's speed touches all of them alike:
  maven-skip        mvn verify -Drageval.skip=true: Maven's own start and the project's lifecycle, no evaluation
  maven             mvn verify: the check goal with explanations off
  maven-explain     mvn verify with explanations for misses (the plugin's default)
  maven-skip-c1     maven-skip with MAVEN_OPTS="-XX:TieredStopAtLevel=1 -XX:+UseSerialGC" (.mvn/jvm.config's effect)
  maven-c1          maven with the same MAVEN_OPTS
  cli               the engine's command line (java -cp ... Main), the JVM's default flags, report.json only
  cli-c1            the same with -XX:TieredStopAtLevel=1 -XX:+UseSerialGC
  sklearn           scikit-learn's whole script on the same files (sklearn_retriever.py: Python start, imports,
                    reading, fit, the queries, its output), the peer issue 21's goal is set against
The goal's cost inside Maven is a configuration's median less its skip median. Prints a Markdown table.

Usage: run_maven_benchmark.py --corpus FILE --golden FILE --classpath FILE [--repeats 3]
"""

import argparse
import os
import statistics
import subprocess
import sys
import tempfile

C1 = "-XX:TieredStopAtLevel=1 -XX:+UseSerialGC"
POM = os.path.join(os.path.dirname(os.path.abspath(__file__)), "maven", "pom.xml")
SKLEARN = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sklearn_retriever.py")


def configurations(args, classpath, out):
    maven = ["mvn", "-B", "-o", "-q", "-f", POM, "verify", f"-Dbench.corpus={args.corpus}",
             f"-Dbench.golden={args.golden}"]
    cli = ["-cp", classpath, "io.github.rageval.cli.Main", "--corpus", args.corpus, "--golden", args.golden,
           "--k", "10", "--explain", "none", "--report-directory", os.path.join(out, "cli-report")]
    return {
        "maven-skip": ({}, maven + ["-Drageval.skip=true"]),
        "maven": ({}, maven),
        "maven-explain": ({}, maven + ["-Dbench.explain=misses"]),
        "maven-skip-c1": ({"MAVEN_OPTS": C1}, maven + ["-Drageval.skip=true"]),
        "maven-c1": ({"MAVEN_OPTS": C1}, maven),
        "cli": ({}, ["java"] + cli),
        "cli-c1": ({}, ["java"] + C1.split() + cli),
        "sklearn": ({}, ["/usr/bin/python3", SKLEARN, args.corpus, args.golden, os.path.join(out, "sklearn.jsonl"),
                         "--k", "10"]),
    }


def timed(environment, command, out):
    """(wall s, cpu s, peak RSS MB) of one run; exits when the command fails."""
    time_file = os.path.join(out, "time.txt")
    env = dict(os.environ, **environment)
    if "MAVEN_OPTS" not in environment:
        env.pop("MAVEN_OPTS", None)  # a MAVEN_OPTS of the caller's would blur the default configurations
    with open(os.path.join(out, "last.log"), "w") as log:
        result = subprocess.run(["/usr/bin/time", "-f", "%e %U %S %M", "-o", time_file] + command, env=env,
                                stdout=log, stderr=subprocess.STDOUT)
    if result.returncode != 0:  # no thresholds: every configuration passes
        sys.exit(f"failed ({result.returncode}): {' '.join(command)}; see {out}/last.log")
    wall, user, system, rss = open(time_file).read().split()[-4:]
    return float(wall), float(user) + float(system), int(rss) / 1024


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--golden", required=True)
    parser.add_argument("--classpath", required=True, help="a file holding the engine's runtime classpath")
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args()
    args.corpus, args.golden = os.path.abspath(args.corpus), os.path.abspath(args.golden)
    classpath = open(args.classpath).read().strip()
    out = tempfile.mkdtemp(prefix="rag-eval-maven-bench-")
    runs = configurations(args, classpath, out)
    figures = {name: [] for name in runs}
    for round_number in range(args.repeats):
        for name, (environment, command) in runs.items():
            figures[name].append(timed(environment, command, out))
            print(f"round {round_number + 1} {name}: {figures[name][-1][0]:.2f} s wall,"
                  f" {figures[name][-1][1]:.2f} s cpu, load {os.getloadavg()[0]:.1f}", file=sys.stderr)
    medians = {name: [statistics.median(f[i] for f in values) for i in range(3)] for name, values in figures.items()}
    print(f"| configuration | wall (median of {args.repeats}) | CPU | peak RSS | goal's wall | goal's CPU |")
    print("|---|---|---|---|---|---|")
    for name, (wall, cpu, rss) in medians.items():
        base = medians.get("maven-skip-c1" if name.endswith("-c1") else "maven-skip") if name.startswith("maven") else None
        goal = "" if base is None or name.startswith("maven-skip") else f"{wall - base[0]:.2f} s | {cpu - base[1]:.2f} s"
        print(f"| {name} | {wall:.2f} s | {cpu:.2f} s | {rss:.0f} MB | {goal or ' | '} |")
    sklearn_wall = medians["sklearn"][0]
    for name in ("maven", "maven-explain", "maven-c1", "cli", "cli-c1"):
        print(f"scikit-learn's wall / {name}'s: {sklearn_wall / medians[name][0]:.1f}x")


if __name__ == "__main__":
    main()
