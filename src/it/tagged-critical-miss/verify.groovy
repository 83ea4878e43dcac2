// The means pass; the critical SSO query misses and fails the build with a miss-limit message, which is worded
// apart from the mean-based ones; the report has the per-tag summaries and is written before the failure.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

def sso = 'How do I set up SSO for my company?'
assert log.contains("rag-eval gate failed for tagged-critical-miss: 1 of 1 miss limits exceeded:")
assert log.contains("[critical] 1 query missed, none allowed: '${sso}'")
assert !log.contains('fell below')
assert log =~ /GATE FAILED: 1 of 1 miss limits exceeded/
assert log.contains("SUMMARY[critical]: {'k': 3, 'queries': 3,")
assert log =~ /\[MISS\] How do I set up SSO for my company\?\r?\n.*retrieved=\[\]\r?\n.*relevant =\['sso-setup'\]\r?\n.*tags     =\['critical'\]/
assert log.contains('why: sso: not in vocabulary (token pattern drops 3-letter words), found in relevant sso-setup')
assert log.contains('MAVEN/MojoFailureException')
checks.assertNoStackTrace(log)

def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.passed == false
assert report.violations.isEmpty()
assert report.segments.keySet() as List == ['account', 'billing', 'critical']
assert report.segments.critical.queries == 3
assert report.miss_limit_violations.size() == 1
assert report.miss_limit_violations[0].tag == 'critical'
assert report.miss_limit_violations[0].queries == [sso]
assert report.tag_thresholds.account.hit_rate == 0.5
assert new File(basedir, 'target/rag-eval/run.trec').isFile()
return true
