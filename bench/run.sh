#!/usr/bin/env bash
# The benchmark, one command from a clean clone (docs/parity.md, "Benchmark"): scikit-learn's retriever and the engine on
# the same files in the same run. Installs what is missing (Debian's python3-sklearn, GNU time), builds the
# engine's and the command line's jars without tests (never installs them), then hands over to run_benchmark.py;
# arguments pass through:
#   bench/run.sh                                  Debian descriptions, 3 runs
#   bench/run.sh --datasets debian,zipf-1m        also a million synthetic documents
#   bench/run.sh --bm25                           the bm25 retriever against bm25s and rank-bm25 (run_bm25_benchmark.py):
#                                                 Debian descriptions and NFCorpus (RAGEVAL_NFCORPUS_DIR names the
#                                                 BEIR folder), 3 runs; further arguments pass to it (--help)
#   bench/run.sh --dense                          the dense retriever (all-MiniLM-L6-v2) on NFCorpus against MTEB's
#                                                 published numbers, and its encoding throughput against Python
#                                                 onnxruntime and LangChain4j (run_dense_benchmark.py; --help)
#   bench/run.sh --maven                          the built-in retriever inside Maven (bench/maven/pom.xml) against the
#                                                 engine's command line on the same Debian data (500 queries), with the
#                                                 JVM's default flags and with C1 only + serial GC, and scikit-learn's
#                                                 whole script on the same files in the same rounds
#                                                 (run_maven_benchmark.py; installs the plugin first; --repeats N)
#   bench/run.sh --solr                           the solr retriever against a two-shard SolrCloud (examples/solr-cluster's
#                                                 launcher; Debian descriptions indexed once) at concurrency 1, 4 and 8,
#                                                 against the in-process bm25 retriever, 3 rounds
#                                                 (run_solr_benchmark.py; --help)
#   bench/run.sh --variants                       bm25, dense and their fusions compared in one Maven build on NFCorpus
#                                                 (bench/variants/pom.xml; RAGEVAL_NFCORPUS_DIR names the BEIR folder):
#                                                 installs the plugin into the local repository first, since a Maven
#                                                 build is what is measured; the log goes to bench/out/variants.log
#   bench/run.sh --runfile                        a TREC run shaped like MS MARCO dev (6,980 queries x 1,000, written by
#                                                 msmarco_run.py) evaluated by the engine (bench/RunFileBench.java, no
#                                                 Maven), trec_eval, and pytrec_eval and ranx when BENCH_PYTHON has them
#                                                 (run_runfile_benchmark.py, 3 runs). trec_eval: TREC_EVAL names a binary,
#                                                 or TREC_EVAL_SRC a checkout of its source, built into bench/out
# With --bm25 it builds the engine, rag-eval-bm25 and the command line and their runtime classpath
# (bench/out/bm25-classpath.txt), and a virtual environment bench/out/venv with the Python baselines at pinned
# versions (PyPI must be reachable), unless BENCH_PYTHON names an interpreter that has them. With --dense the same
# for the engine, rag-eval-dense and the command line (bench/out/dense-classpath.txt), LangChain4j's in-process
# model (bench/langchain4j-pom.xml, bench/out/langchain4j-classpath.txt) and bench/out/dense-venv with onnxruntime,
# tokenizers and numpy.
# Not part of mvn verify. Generated data and results go to bench/out/ (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."

# The command line's own classes (io.github.rageval.cli.Main; the shaded rag-eval-cli.jar beside it holds the engine
# too): first on each classpath below, before the measured module's jar and runtime classpath.
cli_jar() {
  echo "$PWD/rag-eval-cli/target/original-rag-eval-cli.jar"
}

if [ "${1:-}" = "--variants" ]; then
  : "${RAGEVAL_NFCORPUS_DIR:?bench: set RAGEVAL_NFCORPUS_DIR to the NFCorpus BEIR folder}"
  mkdir -p bench/out
  mvn -B -q install -DskipTests
  /usr/bin/time -f "bench: %e s wall, %M KB max RSS" mvn -B -f bench/variants verify \
    "-Drageval.beir=$RAGEVAL_NFCORPUS_DIR" 2>&1 | tee bench/out/variants.log
  exit "${PIPESTATUS[0]}"
fi

if [ "${1:-}" = "--maven" ]; then
  shift
  [ -x /usr/bin/time ] || { echo "bench: need GNU time (apt-get install time)" >&2; exit 1; }
  /usr/bin/python3 -c 'import sklearn' 2>/dev/null \
    || { echo "bench: need Debian's python3-sklearn, the peer (apt-get install python3-sklearn)" >&2; exit 1; }
  mkdir -p bench/out
  debian=bench/out/datasets/debian
  [ -f "$debian/corpus.jsonl" ] || /usr/bin/python3 bench/debian_corpus.py "$debian" --queries 2000
  head -n 500 "$debian/golden.jsonl" > bench/out/debian-golden-500.jsonl
  # A Maven build is what is measured: the plugin goes into the local repository first.
  mvn -B -q install -DskipTests
  mvn -B -q -pl rag-eval-engine dependency:build-classpath -DincludeScope=runtime \
    -Dmdep.outputFile="$PWD/bench/out/maven-bench-dependencies.txt"
  jar=$(ls rag-eval-engine/target/rag-eval-engine-*.jar | grep -v -e sources -e javadoc -e tests | head -n 1)
  echo "$(cli_jar):$PWD/$jar:$(cat bench/out/maven-bench-dependencies.txt)" > bench/out/maven-bench-classpath.txt
  exec /usr/bin/python3 bench/run_maven_benchmark.py --corpus "$debian/corpus.jsonl" \
    --golden bench/out/debian-golden-500.jsonl --classpath bench/out/maven-bench-classpath.txt "$@"
fi

if [ "${1:-}" = "--runfile" ]; then
  shift
  [ -x /usr/bin/time ] || { echo "bench: need GNU time (apt-get install time)" >&2; exit 1; }
  mkdir -p bench/out/runfile-classes
  mvn -B -q -pl rag-eval-engine -am package dependency:build-classpath -DskipTests -DincludeScope=runtime \
    -Dmdep.outputFile="$PWD/bench/out/runfile-dependencies.txt" >&2
  jar=$(ls rag-eval-engine/target/rag-eval-engine-*.jar | grep -v -e sources -e javadoc -e tests | head -n 1)
  classpath="$PWD/$jar:$(cat bench/out/runfile-dependencies.txt)"
  javac -d bench/out/runfile-classes -cp "$classpath" bench/RunFileBench.java
  trec_eval=${TREC_EVAL:-bench/out/trec_eval/trec_eval}
  if [ ! -x "$trec_eval" ]; then
    : "${TREC_EVAL_SRC:?bench: set TREC_EVAL to a trec_eval binary or TREC_EVAL_SRC to its source (github usnistgov/trec_eval)}"
    rm -rf bench/out/trec_eval && cp -r "$TREC_EVAL_SRC" bench/out/trec_eval
    make -s -C bench/out/trec_eval
  fi
  exec python3 bench/run_runfile_benchmark.py --classpath "$PWD/bench/out/runfile-classes:$classpath" \
    --trec-eval "$trec_eval" --python "${BENCH_PYTHON:-python3}" "$@"
fi

if [ "${1:-}" = "--bm25" ]; then
  shift
  [ -x /usr/bin/time ] || { echo "bench: need GNU time (apt-get install time)" >&2; exit 1; }
  mkdir -p bench/out
  # One reactor build, so the classpath names this clone's jars, not snapshots in the local repository
  # (includeScope, not mdep.includeScope, is the property the dependency plugin reads); each module's runtime
  # classpath goes to its own target/ (a relative outputFile is the module's).
  mvn -B -q -pl rag-eval-bm25,rag-eval-cli -am package dependency:build-classpath -DskipTests -DincludeScope=runtime \
    -Dmdep.outputFile=target/bench-classpath.txt
  jar=$(ls rag-eval-bm25/target/rag-eval-bm25-*.jar | grep -v -e sources -e javadoc | head -n 1)
  echo "$(cli_jar):$PWD/$jar:$(cat rag-eval-bm25/target/bench-classpath.txt)" > bench/out/bm25-classpath.txt
  python=${BENCH_PYTHON:-}
  if [ -z "$python" ]; then
    python=bench/out/venv/bin/python
    if [ ! -x "$python" ]; then
      /usr/bin/python3 -m venv bench/out/venv
      "$python" -m pip install -q bm25s==0.3.11 PyStemmer==3.1.0 rank-bm25==0.2.2 numpy==2.4.6 numba==0.68.0
    fi
  fi
  exec "$python" bench/run_bm25_benchmark.py --python "$python" "$@"
fi

if [ "${1:-}" = "--solr" ]; then
  shift
  [ -x /usr/bin/time ] || { echo "bench: need GNU time (apt-get install time)" >&2; exit 1; }
  mkdir -p bench/out
  # One reactor build of the engine with both retriever modules; each module's runtime classpath goes to its own
  # target/ (a relative outputFile is the module's), then the two are joined.
  mvn -B -q -pl rag-eval-bm25,rag-eval-search,rag-eval-cli -am package dependency:build-classpath -DskipTests \
    -DincludeScope=runtime -Dmdep.outputFile=target/bench-classpath.txt
  jars="$(cli_jar):"
  for module in rag-eval-bm25 rag-eval-search; do
    jar=$(ls $module/target/$module-*.jar | grep -v -e sources -e javadoc -e tests | head -n 1)
    jars="$jars$PWD/$jar:$(cat $module/target/bench-classpath.txt):"
  done
  echo "${jars%:}" > bench/out/solr-classpath.txt
  # The example's SolrCloud launcher, compiled by the example's own build, with its test classpath (Solr).
  mvn -B -q -f examples/solr-cluster test-compile dependency:build-classpath -DincludeScope=test \
    -Dmdep.outputFile="$PWD/bench/out/solr-cluster-dependencies.txt"
  echo "$PWD/examples/solr-cluster/target/test-classes:$(cat bench/out/solr-cluster-dependencies.txt)" \
    > bench/out/solr-cluster-classpath.txt
  exec /usr/bin/python3 bench/run_solr_benchmark.py --classpath bench/out/solr-classpath.txt \
    --cluster-classpath bench/out/solr-cluster-classpath.txt --configset examples/solr-cluster/src/test/solr/conf "$@"
fi

if [ "${1:-}" = "--dense" ]; then
  shift
  [ -x /usr/bin/time ] || { echo "bench: need GNU time (apt-get install time)" >&2; exit 1; }
  mkdir -p bench/out
  # each module's runtime classpath goes to its own target/ (a relative outputFile is the module's)
  mvn -B -q -pl rag-eval-dense,rag-eval-cli -am package dependency:build-classpath -DskipTests -DincludeScope=runtime \
    -Dmdep.outputFile=target/bench-classpath.txt
  jar=$(ls rag-eval-dense/target/rag-eval-dense-*.jar | grep -v -e sources -e javadoc | head -n 1)
  echo "$(cli_jar):$PWD/$jar:$(cat rag-eval-dense/target/bench-classpath.txt)" > bench/out/dense-classpath.txt
  mvn -B -q -f bench/langchain4j-pom.xml dependency:build-classpath \
    -Dmdep.outputFile="$PWD/bench/out/langchain4j-classpath.txt"
  python=${BENCH_PYTHON:-}
  if [ -z "$python" ]; then
    python=bench/out/dense-venv/bin/python
    if [ ! -x "$python" ]; then
      /usr/bin/python3 -m venv bench/out/dense-venv
      "$python" -m pip install -q onnxruntime==1.30.0 tokenizers==0.23.2 numpy==2.4.6
    fi
  fi
  exec "$python" bench/run_dense_benchmark.py --python "$python" "$@"
fi

# Debian's interpreter, where python3-sklearn installs (a python3 earlier on PATH may be another one).
PYTHON=/usr/bin/python3

install_packages() {
  if [ "$(id -u)" -ne 0 ]; then
    echo "bench: need the Debian packages $*; run as root or install them first" >&2
    exit 1
  fi
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@"
}

missing=()
"$PYTHON" -c 'import sklearn' 2>/dev/null || missing+=(python3-sklearn)
[ -x /usr/bin/time ] || missing+=(time)
if [ ${#missing[@]} -gt 0 ]; then
  install_packages "${missing[@]}"
fi

mkdir -p bench/out
# One reactor build, so the classpath names this clone's jars (includeScope is what the dependency plugin reads);
# each module's runtime classpath goes to its own target/ (a relative outputFile is the module's).
mvn -B -q -pl rag-eval-engine,rag-eval-cli -am package dependency:build-classpath -DskipTests -DincludeScope=runtime \
  -Dmdep.outputFile=target/bench-classpath.txt
jar=$(ls rag-eval-engine/target/rag-eval-engine-*.jar | grep -v -e sources -e javadoc -e tests | head -n 1)
echo "$(cli_jar):$PWD/$jar:$(cat rag-eval-engine/target/bench-classpath.txt)" > bench/out/classpath.txt

exec "$PYTHON" bench/run_benchmark.py "$@"
