#!/usr/bin/env bash
# Chroma's chunking evaluation data (brandonstarxel/chunking_evaluation: five corpora and questions_df.csv, the folder
# RAGEVAL_CHUNKING_DIR names) evaluated by the command line with Chroma's chunkers, the technical report's
# configurations and two of the recursive splitter in characters as variants of one check, k = 5 (the reference's
# retrieve=5), then the span metrics' mean +- standard deviation per variant (chunking_table.py):
#   RAGEVAL_CHUNKING_DIR=... bench/chunking.sh            the bm25 retriever
#   RAGEVAL_CHUNKING_DIR=... bench/chunking.sh --dense [NAMES]
#       also the dense retriever (all-MiniLM-L6-v2, quantized, as rag-eval-dense ships it; vectors cached in
#       bench/out/chunking/vectors) on the configurations NAMES (comma-separated, e.g. fixed-200-0,recursive-200-0;
#       all when not given): encoding is its cost, about 5 chunks a second on two cores, 23,111 chunks in all
# Builds the command line's jar without tests (never installs it); reports go to bench/out/chunking/<retriever>/.
set -euo pipefail
cd "$(dirname "$0")/.."
: "${RAGEVAL_CHUNKING_DIR:?bench: set RAGEVAL_CHUNKING_DIR to the folder of corpora/ and questions_df.csv}"
out=bench/out/chunking
mkdir -p "$out"

# Each corpus file one document, its id the file's name less .md, read whole as the reference reads it.
python3 - "$RAGEVAL_CHUNKING_DIR/corpora" "$out/corpus.json" <<'PY'
import json, os, sys
folder, target = sys.argv[1:3]
names = sorted(name for name in os.listdir(folder) if name.endswith(".md"))
documents = [{"doc_id": name[:-3], "text": open(os.path.join(folder, name), encoding="utf-8").read()} for name in names]
with open(target, "w", encoding="utf-8") as file:
    json.dump(documents, file, ensure_ascii=False)
PY

# name:size:overlap:unit:method
configs="fixed-800-400:800:400:cl100k:windows fixed-400-200:400:200:cl100k:windows fixed-250-125:250:125:cl100k:windows
fixed-200-0:200:0:cl100k:windows recursive-800-400:800:400:cl100k:recursive recursive-400-200:400:200:cl100k:recursive
recursive-250-125:250:125:cl100k:recursive recursive-200-0:200:0:cl100k:recursive
recursive-800-400-characters:800:400:characters:recursive recursive-400-200-characters:400:200:characters:recursive"
variants() {  # $1: the retriever, $2: its options, $3: the configurations' names (comma-separated; empty: all)
  local list="" name size overlap unit method
  for config in $configs; do
    IFS=: read -r name size overlap unit method <<< "$config"
    [ -z "${3:-}" ] || [[ ",$3," == *",$name,"* ]] || continue
    list+="${list:+|}$name:$1:${2:+$2;}chunking.size=$size;chunking.overlap=$overlap;chunking.unit=$unit"
    list+=";chunking.method=$method"
  done
  echo "$list"
}
check() {  # $1: the classpath, $2: the retriever, $3: its options, $4: the configurations (variants())
  /usr/bin/time -f "bench: $2: %e s wall, %M KB max RSS" java -cp "$1" io.github.rageval.cli.Main check \
    --corpus "$out/corpus.json" --golden-dataset "$RAGEVAL_CHUNKING_DIR/questions_df.csv" --k 5 \
    --variants "$(variants "$2" "${3:-}" "${4:-}")" --report-directory "$out/$2" --explain none --show-queries none \
    --fail-on-violation false --timings > "$out/$2.log" 2>&1 || { tail -n 20 "$out/$2.log" >&2; exit 1; }
  tail -n 1 "$out/$2.log"
  python3 bench/chunking_table.py "$out/$2/report.json"
}

mvn -B -q -pl rag-eval-cli -am package -Dmaven.test.skip=true
check rag-eval-cli/target/rag-eval-cli.jar bm25
if [ "${1:-}" = "--dense" ]; then
  mvn -B -q -pl rag-eval-dense -am package dependency:build-classpath -Dmaven.test.skip=true -DincludeScope=runtime \
    -Dmdep.outputFile=target/bench-classpath.txt
  jar=$(ls rag-eval-dense/target/rag-eval-dense-*.jar | grep -v -e sources -e javadoc | head -n 1)
  check "rag-eval-cli/target/rag-eval-cli.jar:$jar:$(cat rag-eval-dense/target/bench-classpath.txt)" dense \
    "cacheDirectory=$PWD/$out/vectors" "${2:-}"
fi
