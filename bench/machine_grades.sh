#!/usr/bin/env bash
# The check's correction of the metrics for a machine judge's errors (prediction-powered inference, docs/judgments.md
# "Correcting the metrics for the judge's errors") at BEIR scale: NFCorpus (the folder RAGEVAL_NFCORPUS_DIR names),
# bm25, k = 10, a fixed ranking. The truth is the check with the full qrels; then, per seed, the qrels lines of each
# query's top 10 are hidden and given back as a pool (bench/machine_grades_data.py), a random quarter of the queries
# graded by people (the true grade, and a simulated lenient judge's beside it), the rest by the judge alone, and the
# check is run with the pool as --judgments and --accept-machine-judgments true; once over the truth's own queries,
# once over as many queries drawn from them with replacement (the population the interval speaks of).
# bench/machine_grades_table.py then compares each seed's counted and corrected values, and the corrected value's 95%
# interval, with the truth, and bench/machine_grades_peer.py recomputes every seed's correction from its pool and
# report.json's per-query values (docs/judgments.md's formula, to 1e-12):
#   RAGEVAL_NFCORPUS_DIR=... bench/machine_grades.sh [SEEDS]
# SEEDS (default 100) seeds of each kind, 1 to SEEDS, each a whole check of 2 to 5 s (a quiet or a busy machine): 10
# to 15 minutes in all. An oracle run (every pool line a person's true grade) must give the truth exactly, which tests
# the split itself. Builds the command line's jar
# without tests (never installs it); everything goes to bench/out/machine_grades/. Not part of CI.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${RAGEVAL_NFCORPUS_DIR:?bench: set RAGEVAL_NFCORPUS_DIR to the NFCorpus BEIR folder}"
seeds=${1:-100}
out=bench/out/machine_grades
rm -rf "$out"
mkdir -p "$out"

mvn -B -q -pl rag-eval-cli -am package -Dmaven.test.skip=true
# What changes no metric is left out of every run alike: the golden set's corpus checks, the tie ranges, the console's
# lists. --timings says where each check's time goes.
check=(java -jar rag-eval-cli/target/rag-eval-cli.jar check --retriever bm25 --k 10 --cutoffs 10 --explain none
  --show-queries none --golden-set-checks basic --tie-ranges false --timings)

timed() {  # $1: the run's folder under $out; the rest: the command. "name wall user system" to times.txt
  local name=$1
  shift
  /usr/bin/time -f "$name %e %U %S" -a -o "$out/times.txt" "$@" > "$out/$name/check.log" 2>&1 \
    || { tail -n 20 "$out/$name/check.log" >&2; exit 1; }
}
mkdir -p "$out/truth"
timed truth "${check[@]}" --beir "$RAGEVAL_NFCORPUS_DIR" --report-directory "$out/truth/report"

data=(python3 bench/machine_grades_data.py "$RAGEVAL_NFCORPUS_DIR" "$out/truth/report/run.trec" "$out"
  --seeds "1-$seeds")
"${data[@]}" --oracle
"${data[@]}" --resample
for name in oracle $(seq -f 'seed-%g' 1 "$seeds") $(seq -f 'resample-%g' 1 "$seeds"); do
  timed "$name" "${check[@]}" --beir "$out/$name/beir" --judgments "$out/$name/pool.jsonl" \
    --accept-machine-judgments true --report-directory "$out/$name/report"
  # report.json and run.trec are what the comparison reads; the rest would take 1 MB a run.
  rm -f "$out/$name/report/report.html" "$out/$name/report/report.md" "$out/$name/report/TEST-rag-eval.xml"
done
python3 bench/machine_grades_table.py "$out" "$seeds" | tee "$out/table.md"
python3 bench/machine_grades_peer.py "$out" "$seeds" | tee "$out/peer.txt"
