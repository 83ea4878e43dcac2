#!/usr/bin/env bash
# The benchmark, one command from a clean clone (README, "Benchmark"): scikit-learn's retriever and the engine on
# the same files in the same run. Installs what is missing (Debian's python3-sklearn, GNU time), builds the
# engine jar without tests (never installs it), then hands over to run_benchmark.py; arguments pass through:
#   bench/run.sh                                  Debian descriptions, 3 runs
#   bench/run.sh --datasets debian,zipf-1m        also a million synthetic documents
# Not part of mvn verify. Generated data and results go to bench/out/ (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/.."

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
mvn -B -q -pl rag-eval-engine -am package -DskipTests
mvn -B -q -pl rag-eval-engine dependency:build-classpath -Dmdep.includeScope=runtime \
  -Dmdep.outputFile="$PWD/bench/out/dependencies.txt"
jar=$(ls rag-eval-engine/target/rag-eval-engine-*.jar | grep -v -e sources -e javadoc | head -n 1)
echo "$PWD/$jar:$(cat bench/out/dependencies.txt)" > bench/out/classpath.txt

exec "$PYTHON" bench/run_benchmark.py "$@"
