// Thresholds from the parent's pluginManagement: child-inherits takes them all and passes; child-strict overrides
// only mrr (0.99), keeps the other two (a merge, not a replacement) and fails, and -fae lets both run.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
def slurper = new JsonSlurper()

def inherits = slurper.parse(new File(basedir, 'child-inherits/target/rag-eval/report.json'))
assert inherits.passed == true
assert inherits.violations == []
assert inherits.thresholds.keySet() == ['mean_recall', 'mrr', 'hit_rate'] as Set
assert inherits.thresholds.mean_recall == 0.90 && inherits.thresholds.mrr == 0.90 && inherits.thresholds.hit_rate == 0.95

def strict = slurper.parse(new File(basedir, 'child-strict/target/rag-eval/report.json'))
assert strict.passed == false
assert strict.thresholds.keySet() == ['mean_recall', 'mrr', 'hit_rate'] as Set
assert strict.thresholds.mean_recall == 0.90 && strict.thresholds.mrr == 0.99 && strict.thresholds.hit_rate == 0.95
assert strict.violations.size() == 1
assert strict.violations[0].metric == 'mrr'
assert strict.violations[0].threshold == 0.99
assert strict.violations[0].message == 'MRR 0.93 fell below the 0.99 gate'

// The parent itself only manages the plugin: no evaluation there.
assert !new File(basedir, 'target/rag-eval/report.json').exists()

assert log =~ /child-inherits \.+ SUCCESS/
assert log =~ /child-strict \.+ FAILURE/
assert log.contains('on project child-strict: rag-eval gate failed for child-strict: 1 of 3 thresholds not met:')
assert log.contains('MRR 0.93 fell below the 0.99 gate')
assert log.contains('GATE PASSED: mean_recall 0.95 >= 0.90, MRR 0.93 >= 0.90, hit_rate 1.00 >= 0.95')
assert log.contains('BUILD FAILURE')
checks.assertNoStackTrace(log)
return true
