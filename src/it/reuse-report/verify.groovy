// The second build re-gates the first one's report.json: nothing is evaluated again (k stays 3 although the
// command line says 1), and the stricter threshold given on the command line fails the gate.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

assert log.contains('rag-eval: re-gating target/rag-eval/report.json (reuseReport): nothing is evaluated again')
assert log.contains("SUMMARY: {'k': 3, 'mean_precision': 0.5166666666666666, 'mean_recall': 0.95, 'mrr': 0.9333333333333333, 'hit_rate': 1.0}")
assert log.contains('rag-eval gate failed for reuse-report: 1 of 4 thresholds not met:')
assert log.contains('mean_precision 0.52 fell below the 0.6 gate')
assert log.contains('MAVEN/MojoFailureException')
checks.assertNoStackTrace(log)

def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.k == 3
assert report.passed == false
assert report.violations*.metric == ['mean_precision']
assert report.cases.size() == 10
return true
