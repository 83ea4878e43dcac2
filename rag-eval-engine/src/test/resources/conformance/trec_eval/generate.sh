#!/bin/sh
# Regenerates the expected outputs of this folder with a trec_eval binary (see README.md for the version).
# Usage: generate.sh <trec_eval binary> <folder of trec_eval's test collection (qrels.test, results.test)>
set -eu
if [ "$#" -ne 2 ]; then
  echo "usage: $0 <trec_eval binary> <folder holding qrels.test and results.test>" >&2
  exit 2
fi
trec_eval=$1
collection=$2
cd "$(dirname "$0")"

# The measures of unjudged documents; unj at more cutoffs than its default 5,10,20, for lists shorter than c.
measures="-m num_nonrel_judged_ret -m bpref -m infAP -m rbp -m rbp_resid -m unj.1,2,3,5,10,20"
persistence="-m rbp.p=0.95 -m rbp_resid.p=0.95"

"$trec_eval" -q $measures qrels.holes results.holes > out.holes
"$trec_eval" -q -l2 $measures qrels.holes results.holes > out.holes.l2
"$trec_eval" -q $persistence qrels.holes results.holes > out.holes.p95
"$trec_eval" -q $persistence "$collection/qrels.test" "$collection/results.test" > out.test.p95
"$trec_eval" -q -l2 $persistence "$collection/qrels.rel_level" "$collection/results.test" > out.rel_level.l2.p95

# -J (judged documents only): every measure this engine has, at cutoffs around the lists' lengths, with trec_eval's
# counts, which show what -J removed; -M3 with -J shows that the depth cut comes first.
judged="-m num_q -m num_ret -m num_rel -m num_rel_ret -m map -m ndcg -m Rprec -m recip_rank -m bpref -m infAP"
judged="$judged -m num_nonrel_judged_ret -m rbp -m rbp_resid -m P.1,3,5,10,20 -m recall.1,3,5,10,20"
judged="$judged -m success.1,3,5,10 -m ndcg_cut.1,3,5,10,20 -m map_cut.1,3,5,10,20 -m unj.1,3,5,10,20"

"$trec_eval" -q -J $judged qrels.holes results.holes > out.holes.J
"$trec_eval" -q -J -l2 $judged qrels.holes results.holes > out.holes.l2.J
"$trec_eval" -q -J -M3 $judged qrels.holes results.holes > out.holes.M3.J
"$trec_eval" -q -J $judged "$collection/qrels.test" "$collection/results.test" > out.test.J
"$trec_eval" -q -J -l2 $judged "$collection/qrels.rel_level" "$collection/results.test" > out.rel_level.l2.J
