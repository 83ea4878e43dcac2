#!/usr/bin/env bash
# The answer and evidence metrics at BEIR scale: NFCorpus (the folder RAGEVAL_NFCORPUS_DIR names) with synthetic,
# seeded reference answers, key facts and recorded answers (bench/answers_data.py; for timing and parity, not a
# quality claim), checked by the command line with bm25, k = 10, every answer and evidence metric requested by a
# threshold at 0, and once without them (the same golden set less its answers: the check's other work); then
# bench/answers_peer.py recomputes every per-query value of report.json with the reference code in Python and compares:
#   RAGEVAL_NFCORPUS_DIR=... bench/answers.sh [REPEATS]
# REPEATS (default 3) runs of each side, alternately, each timed whole (/usr/bin/time: JVM or Python start included),
# and their medians, wall and processor (user + system: the check runs its queries and their metrics on every
# processor, the Python peer on one). The Python side needs rapidfuzz, nltk and numpy: a virtual environment is made in
# bench/out/answers/venv when RAGEVAL_VENV names none that has them. Builds the command line's jar without tests (never
# installs it); everything goes to bench/out/answers/.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${RAGEVAL_NFCORPUS_DIR:?bench: set RAGEVAL_NFCORPUS_DIR to the NFCorpus BEIR folder}"
repeats=${1:-3}
out=bench/out/answers
mkdir -p "$out"

venv=${RAGEVAL_VENV:-$out/venv}
if ! "$venv/bin/python" -c 'import rapidfuzz, nltk, numpy' 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q rapidfuzz nltk numpy
fi
python3 bench/answers_data.py "$RAGEVAL_NFCORPUS_DIR" "$out"
mvn -B -q -pl rag-eval-cli -am package -Dmaven.test.skip=true

metrics=answer_containment=0,key_fact_recall=0,nonllm_context_precision=0,nonllm_context_recall=0
metrics+=,id_context_precision=0,id_context_recall=0,exact_match=0,token_f1=0,rouge_l=0,rouge_l_stemmed=0,knowledge_f1=0
check=(java -jar rag-eval-cli/target/rag-eval-cli.jar check --corpus "$out/corpus.jsonl" --retriever bm25 --k 10
  --explain none --show-queries none --timings)
with=("${check[@]}" --golden-dataset "$out/golden.jsonl" --recorded-answers "$out/recorded.jsonl"
  --thresholds "$metrics" --report-directory "$out/with")
without=("${check[@]}" --golden-dataset "$out/golden-plain.jsonl" --report-directory "$out/without")
peer=("$venv/bin/python" bench/answers_peer.py "$out/corpus.jsonl" "$out/golden.jsonl" "$out/recorded.jsonl"
  "$out/with/report.json")

timed() {  # $1: the label; the rest: the command. "label wall user system" to times.txt, output to label.log
  local label=$1
  shift
  /usr/bin/time -f "$label %e %U %S" -a -o "$out/times.txt" "$@" >> "$out/$label.log" 2>&1 \
    || { tail -n 20 "$out/$label.log" >&2; exit 1; }
}
rm -f "$out"/times.txt "$out"/*.log
for _ in $(seq "$repeats"); do
  timed with "${with[@]}"
  timed without "${without[@]}"
done
"${peer[@]}" | tee "$out/parity.txt"
for _ in $(seq "$repeats"); do
  timed peer "${peer[@]}"
  timed peer-load-only "${peer[@]}" --load-only
done
grep 'rag-eval: timing: queries' "$out/with.log" | tail -n 1
python3 - "$out/times.txt" <<'PY'
import statistics, sys
times = {}
for line in open(sys.argv[1]):
    label, wall, user, system = line.split()
    times.setdefault(label, {"wall": [], "cpu": []})
    times[label]["wall"].append(float(wall))
    times[label]["cpu"].append(float(user) + float(system))
median = {label: {kind: statistics.median(values) for kind, values in runs.items()} for label, runs in times.items()}
for label, runs in times.items():
    print(f"{label}: median {median[label]['wall']:.2f} s wall, {median[label]['cpu']:.2f} s cpu over "
          f"{len(runs['wall'])} runs (wall {', '.join(map(str, runs['wall']))})")
for kind in ("wall", "cpu"):
    java = median["with"][kind] - median["without"][kind]
    python = median["peer"][kind] - median["peer-load-only"][kind]
    print(f"the metrics' cost in {kind} time (medians' differences): Java {java:.2f} s, Python {python:.2f} s, "
          f"Python / Java {python / java:.2f}")
PY
