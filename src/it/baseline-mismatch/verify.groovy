// A baseline recorded with k = 3 checked with k = 2: not compared, and the build fails (baselineMismatch=fail,
// the default) after the reports are written, saying which part of the fingerprint differs.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

assert log.contains('BASELINE RECORDED: src/test/rag/baseline.json (10 queries, 10 hits, k=3)')
assert log.contains('BASELINE: src/test/rag/baseline.json NOT COMPARED: recorded with another configuration')
assert log.contains('rag-eval gate failed for baseline-mismatch: the baseline src/test/rag/baseline.json was recorded with another configuration:')
assert log =~ /\[ERROR\]\s+k differs \(3 in the baseline, 2 now\)/
assert log.contains('Re-record the baseline with mvn rag-eval:baseline and commit it, or set baselineMismatch=warn')
// No metric compared: no "mrr 0.93 -> 0.90 (-0.03)" line (the baseline goal's suggestions say "0.93 -> 0.88 still passes").
assert !log.contains('max drops exceeded') && !(log =~ /\d\.\d\d -> \d\.\d\d \([+-]/)
assert log.contains('BUILD FAILURE')
checks.assertNoStackTrace(log)

def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.passed == false
assert report.baseline.status == 'mismatch'
assert report.baseline.mismatches*.field == ['k']
assert report.baseline.mismatches[0].baseline == '3' && report.baseline.mismatches[0].current == '2'
assert report.baseline.metrics == null : 'a mismatched baseline is not compared'
return true
