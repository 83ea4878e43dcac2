// A change within noise: tokens of 3+ characters flip one of ten queries. Every drop exceeds its maxDrop,
// but with maxDropRequiresSignificance none is significant: the build passes and says why.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

assert log.contains('BASELINE RECORDED: src/test/rag/baseline.json (10 queries, 10 hits, k=3)')
assert log.contains('retriever changed: token_pattern (?u)\\b\\w\\w+\\b -> (?u)\\b\\w{3,}\\b')
assert log.contains('hit_rate 1.00 -> 0.90 (-0.10)  p: randomization 1.000, wilcoxon 1.000, t-test 0.343; max drop 0.02: exceeded, not significant')
assert log =~ /\[HIT -> MISS\] How do I protect my account from someone else logging in\?/
assert log.contains('BASELINE GATE PASSED: 3 of 3 max drops exceeded, but not significantly (maxDropRequiresSignificance):')
assert log.contains('hit_rate dropped 1.00 -> 0.90 (-0.10), more than the allowed 0.02, but not significantly (paired randomization test p = 1.000, not below alpha 0.05; hit_rate changed on 1 of 10 queries): within noise, so it does not fail the build')
assert log.contains('mrr dropped 0.93 -> 0.90 (-0.03), more than the allowed 0.02, but not significantly')
assert log.readLines().findAll { it.startsWith('[WARNING] golden set too small') } == ['[WARNING] golden set too small for the margin:' +
        ' mean_recall, mrr and hit_rate (the whole text is in report.md and report.html)']
assert log.contains('GATE PASSED: mean_recall 0.90 >= 0.85, MRR 0.90 >= 0.85, hit_rate 0.90 >= 0.85')
assert !log.contains('rag-eval gate failed')
assert log.contains('BUILD SUCCESS') && !log.contains('BUILD FAILURE')
checks.assertNoStackTrace(log)

def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.passed == true
assert report.failures == []
assert report.diagnostics.find { it.kind == 'small_golden_set' && it.metric == 'hit_rate' }.message.startsWith(
        'golden set too small for the margin: hit_rate 0.90 [0.70, 1.00] (n=10) is 0.05 above its 0.85 threshold, but its' +
        ' 95% interval is 0.30 wide')
assert report.baseline.violations == []
assert report.baseline.excused.size() == 3
assert report.baseline.significance.max_drop_requires_significance == true
def hitRate = report.baseline.metrics.find { it.metric == 'hit_rate' }
assert hitRate.exceeded == true && hitRate.significant == false && hitRate.violated == false
assert hitRate.p_values.randomization.p == 1.0
assert hitRate.p_values.randomization.note == 'exact over 2 sign assignments of 1 changed queries'
def junit = checks.junitReport(new File(basedir, 'target/rag-eval/TEST-rag-eval.xml'))
assert junit.totals.failures == '1' : 'only the flipped query fails; the excused drops pass'
assert junit.cases.find { it.name == 'max drop hit_rate <= 0.02' }.failure == null
return true
