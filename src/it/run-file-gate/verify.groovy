// Run-file mode with no corpus: the good TREC run passes the gate, the regressed JSON Lines run fails it, and the
// query that run misses is reported and counted as 0. Expected values, worked by hand from qrels.txt:
// regression ndcg@3 = mean(0.5 / (2 + 1/log2 3), 1 / (2 + 1/log2 3), 0) = 0.1900..., map = mean(5/12, 1/2, 0).
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
assert !log.contains('Vocabulary size') : 'no retriever runs and no corpus is read in run-file mode'
// Relative to the build's directory, as report.json names it: the console's lines are the same in every checkout.
assert log.contains("Run file: src/test/rag/runs/good.run (8 results for 3 queries)")
assert log.contains('GATE PASSED: MRR 1.00 >= 0.90, ndcg@3 1.00 >= 0.80, map 1.00 >= 0.75, P@1 1.00 >= 0.5')

// The warning (in the log and report.json) names the files relative to the build's directory, as report.json's
// run.file does: the same inputs in another checkout give the same report.json bytes.
assert log.contains("[WARNING] rag-eval: run file src/test/rag/runs/regression.jsonl has no results for 1 judged query"
        + " of src/test/rag/qrels.txt: \"q3\"; they count as 0 in every mean (countMissingQueries=true, as trec_eval -c)")
assert log =~ /\[MISS\] q3\r?\n\[INFO\]\s+retrieved=\[\]/
assert log.contains("'ndcg@3': 0.19004688335796716, 'map': 0.3055555555555555, 'P@1': 0.3333333333333333}")
assert log.contains('GATE FAILED: 4 of 4 thresholds not met')
assert log.contains('check (regression-run) on project run-file-gate: rag-eval gate failed for run-file-gate: 4 of 4'
        + ' thresholds not met:')
['MRR 0.44 fell below the 0.90 gate', 'ndcg@3 0.19 fell below the 0.80 gate', 'map 0.31 fell below the 0.75 gate',
 'P@1 0.33 fell below the 0.5 gate'].each { assert log.contains(it) : it }
assert log.contains('BUILD FAILURE')
assert log.contains('MAVEN/MojoFailureException')
new GroovyShell(this.class.classLoader).parse(new File(itChecks)).assertNoStackTrace(log)

def good = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/good/report.json'))
assert good.passed == true
assert good.run.missing_queries == [] && good.run.unjudged_queries == []
// trec_eval ignores the rank column and ranks by score: doc-e (7.0) before doc-d (6.5)
assert good.cases.find { it.query_id == 'q2' }.retrieved*.doc_id == ['doc-e', 'doc-d', 'doc-c']

def regression = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/regression/report.json'))
assert regression.passed == false
assert regression.run.missing_queries == ['q3'] && regression.run.missing_counted == true
assert regression.summary.queries == 3
assert Math.abs(regression.summary['ndcg@3'] - (0.5 + 1) / (2 + Math.log(2) / Math.log(3)) / 3) < 1e-12
assert Math.abs(regression.summary.map - (5d / 12 + 0.5d) / 3) < 1e-12
assert regression.violations*.metric == ['mrr', 'ndcg@3', 'map', 'P@1']
assert regression.warnings.size() == 1
assert regression.run.file == 'src/test/rag/runs/regression.jsonl'
assert good.run.file == 'src/test/rag/runs/good.run'
assert !new File(basedir, 'target/rag-eval/regression/report.json').text.contains(basedir.absolutePath)
return true
