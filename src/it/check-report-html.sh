#!/usr/bin/env bash
# Opens a report.html in headless Chromium (Debian's `chromium`): takes a screenshot to look at, and clicks the
# per-query table's "RR" (reciprocal rank) heading twice to check that the sort works. By default it checks the
# report of the baseline-regression IT, so run `mvn -B verify` first.
#   src/it/check-report-html.sh [report.html] [screenshot.png]
set -euo pipefail
cd "$(dirname "$0")/../.."
report="${1:-rag-eval-maven-plugin/target/it/baseline-regression/target/rag-eval/report.html}"
screenshot="${2:-rag-eval-maven-plugin/target/report-html.png}"
browser="$(command -v chromium || command -v chromium-browser || true)"
if [ -z "$browser" ]; then
  echo "no chromium on PATH: apt-get install chromium" >&2
  exit 1
fi
[ -f "$report" ] || { echo "no report at $report: run mvn -B verify first" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
chrome() {
  "$browser" --headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --user-data-dir="$work/profile-$1" "${@:2}" 2>/dev/null
}
url() { echo "file://$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"; }

chrome shot --screenshot="$work/shot.png" --window-size=1280,1600 "$(url "$report")" >/dev/null
cp "$work/shot.png" "$screenshot"
size=$(wc -c <"$screenshot")
[ "$size" -gt 20000 ] || { echo "screenshot $screenshot is only $size bytes: the page did not render" >&2; exit 1; }

# The page's own script sorts the table; this probe clicks the RR heading twice and checks the order each time
# (ascending, then descending reciprocal rank; ties in golden order), reporting in the page title.
probe='<script>
var heads = [].slice.call(document.querySelectorAll("#queries th"));
var column = heads.findIndex(function (th) { return th.textContent.indexOf("RR") === 0; });
function rows() { return [].slice.call(document.querySelectorAll("#queries tbody tr")); }
function sorted(sign) {
  return rows().every(function (row, i, all) {
    if (i === 0) { return true; }
    var a = parseFloat(all[i - 1].cells[column].getAttribute("data-sort"));
    var b = parseFloat(row.cells[column].getAttribute("data-sort"));
    var ia = +all[i - 1].getAttribute("data-index"), ib = +row.getAttribute("data-index");
    return sign * (b - a) > 0 || (a === b && ia < ib);
  });
}
function order() { return rows().map(function (r) { return r.cells[0].textContent; }).join(","); }
var button = heads[column].querySelector("button");
button.click(); var up = sorted(1), upOrder = order();
button.click(); var down = sorted(-1), downOrder = order();
document.title = "SORT " + (up && down ? "OK" : "BROKEN") + " " + upOrder + " " + downOrder;
</script>'
page="$(<"$report")"
printf '%s%s\n</body>\n</html>\n' "${page%</body>*}" "$probe" >"$work/probe.html"
title="$(chrome dom --dump-dom "$(url "$work/probe.html")" | grep -o '<title>SORT [^<]*</title>' || true)"
echo "sort check: ${title:-no result}"
case "$title" in
  *"SORT OK "*) echo "report OK: screenshot in $screenshot" ;;
  *) echo "the per-query table did not sort by reciprocal rank" >&2; exit 1 ;;
esac
