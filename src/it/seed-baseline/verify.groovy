// The specification's baseline (EXPECTED.md, "Baseline configuration"): summary, every case's ranking, the verdict.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def reportFile = new File(basedir, 'target/rag-eval/report.json')
assert reportFile.isFile() : "no report.json at ${reportFile}"
def report = new JsonSlurper().parse(reportFile)

def close = { actual, expected -> Math.abs((actual as double) - expected) <= 1e-12 }

assert report.k == 3
assert report.retriever.token_pattern == '(?u)\\b\\w\\w+\\b'
assert report.documents == 10
assert report.vocabulary_size == 226
// The index block: deterministic sizes computed from the data (docs/reports.md, "report.json").
assert report.index.keySet() as List == ['documents', 'terms', 'postings', 'bytes_per_posting', 'estimated_bytes']
assert report.index.documents == 10
assert report.index.terms == 226
assert report.index.postings > 226
assert report.index.bytes_per_posting == 12
assert report.index.estimated_bytes > report.index.postings * 12
assert close(report.summary.mean_precision, 0.5166666666666667) : report.summary
assert close(report.summary.mean_recall, 0.95) : report.summary
assert close(report.summary.mrr, 0.9333333333333333) : report.summary
assert report.summary.hit_rate == 1.0
assert report.summary.queries == 10
assert report.thresholds.keySet() == ['mean_recall', 'mrr', 'hit_rate'] as Set
assert report.thresholds.mean_recall == 0.90
assert report.thresholds.mrr == 0.90
assert report.thresholds.hit_rate == 0.95
assert report.passed == true
assert report.violations == []

def expected = [
    'How do I reset my password?'                                : ['pw-reset'],
    'How do I protect my account from someone else logging in?'  : ['delete-account', 'data-export', 'pw-reset'],
    'How do I enable 2FA?'                                       : ['2fa-setup', 'pw-reset'],
    'How do I set up SSO for my company?'                        : ['sso-setup', 'refund-policy', 'pw-reset'],
    'How do I get an HTTP callback when a new order is created?' : ['webhook-config', 'pw-reset', 'api-rate-limits'],
    'What is the API rate limit?'                                : ['api-rate-limits', 'pw-reset', 'billing-cycle'],
    'When does my subscription renew?'                           : ['billing-cycle'],
    'Can I cancel and get a refund?'                             : ['refund-policy', 'team-roles', 'delete-account'],
    'How do I export my data before deleting my account?'        : ['data-export', 'delete-account', 'pw-reset'],
    'What can a Member do versus an Admin?'                      : ['team-roles', 'sso-setup', 'pw-reset'],
]
assert report.cases.size() == 10
assert report.cases*.query == expected.keySet() as List
report.cases.each { c ->
    assert c.retrieved*.doc_id == expected[c.query] : "ranking of '${c.query}'"
}

assert log.contains('Vocabulary size: 226')
assert log.contains("SUMMARY: {'k': 3, 'mean_precision': ")
assert log.contains("'mean_recall': 0.95, 'mrr': 0.9333333333333333, 'hit_rate': 1.0}")
assert log.contains("retrieved=['delete-account', 'data-export', 'pw-reset']")
assert log.contains('GATE PASSED')
assert log.contains('BUILD SUCCESS')
assert !log.contains('rag-eval gate failed')
new GroovyShell(this.class.classLoader).parse(new File(itChecks)).assertNoStackTrace(log)
return true
