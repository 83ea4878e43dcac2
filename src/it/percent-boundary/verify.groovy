// Thresholds written as percentages compare as exact decimals: a value equal to its threshold passes, and the
// message repeats the threshold as written.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

assert log.contains('rag-eval gate failed for percent-boundary: 1 of 3 thresholds not met:')
assert log.contains('MRR 0.93 fell below the 93.34% gate')
assert !log.contains('mean_recall 0.95 fell below')
assert !log.contains('hit_rate 1.00 fell below')
assert log.contains('MAVEN/MojoFailureException')
checks.assertNoStackTrace(log)

def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.summary.mean_recall == 0.95
assert report.summary.hit_rate == 1.0
assert report.violations*.metric == ['mrr']
return true
