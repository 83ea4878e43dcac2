// LangChain4j's embedding-store retriever through <retriever>langchain4j</retriever>: the quantized all-MiniLM-L6-v2
// model's rankings of the seed data, the same on every run (observed on 1 and 2 CPUs), meet the README's thresholds.
// The numbers are those the team's own Retriever class (src/test/java, before the built-in retriever) gave, and the
// factory run (the team's pipeline) and the ready path (one line of configuration) give them alike.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text

def factoryReport = new JsonSlurper().parse(new File(basedir, 'target/rag-eval-factory/report.json'))
assert factoryReport.retriever == [type: 'langchain4j', factory: 'com.acme.search.SupportRag', model: '',
                                   max_results: '', min_score: '', id_metadata: 'doc_id'] : factoryReport.retriever
assertSeedNumbers(factoryReport)

def reportFile = new File(basedir, 'target/rag-eval/report.json')
assert reportFile.isFile() : "no report.json at ${reportFile}"
def report = new JsonSlurper().parse(reportFile)
assert report.retriever == [type: 'langchain4j', factory: '', model: 'all-minilm-l6-v2-q', max_results: 'depth',
                            min_score: '', id_metadata: 'doc_id'] : report.retriever
assert report.documents == 10
assertSeedNumbers(report)
assert factoryReport.cases*.retrieved == report.cases*.retrieved

void assertSeedNumbers(report) {
    assert report.k == 3
    assert report.summary.mean_precision == 0.36666666666666664 : report.summary
    assert report.summary.mean_recall == 0.95 : report.summary
    assert report.summary.mrr == 0.95 : report.summary
    assert report.summary.hit_rate == 1.0 : report.summary
    assert report.summary.queries == 10
    assert report.passed == true
    assert report.violations == []

    // Every query finds a relevant document first, but one: 'protect my account' puts sso-setup above 2fa-setup and
    // leaves pw-reset out of the top 3 (recall 0.5, reciprocal rank 0.5).
    def expected = [
        'How do I reset my password?'                                : ['pw-reset', 'delete-account', '2fa-setup'],
        'How do I protect my account from someone else logging in?'  : ['sso-setup', '2fa-setup', 'delete-account'],
        'How do I enable 2FA?'                                       : ['2fa-setup', 'sso-setup', 'pw-reset'],
        'How do I set up SSO for my company?'                        : ['sso-setup', 'team-roles', '2fa-setup'],
        'How do I get an HTTP callback when a new order is created?' : ['webhook-config', 'refund-policy', 'billing-cycle'],
        'What is the API rate limit?'                                : ['api-rate-limits', 'data-export', 'webhook-config'],
        'When does my subscription renew?'                           : ['billing-cycle', 'pw-reset', 'api-rate-limits'],
        'Can I cancel and get a refund?'                             : ['refund-policy', 'pw-reset', 'delete-account'],
        'How do I export my data before deleting my account?'        : ['data-export', 'delete-account', 'pw-reset'],
        'What can a Member do versus an Admin?'                      : ['team-roles', 'sso-setup', 'api-rate-limits'],
    ]
    assert report.cases*.query == expected.keySet() as List
    report.cases.each { c ->
        assert c.retrieved*.doc_id == expected[c.query] : "ranking of '${c.query}'"
        assert c.hit == true : c.query
        // LangChain4j's relevance score, (cosine + 1) / 2, passed through as the score, best first
        def scores = c.retrieved*.score.collect { it as double }
        assert scores == scores.toSorted().reverse() && scores.every { it > 0.5 && it < 1.0 } : "scores of '${c.query}'"
}
def protect = report.cases[1]
assert protect.recall == 0.5 && protect.reciprocal_rank == 0.5 : protect
def reset = report.cases[0]
assert Math.abs((reset.retrieved[0].score as double) - 0.8506068957979884) < 1e-6 : reset.retrieved
}

assert log.contains('Retriever: langchain4j over 10 documents')
assert log.contains("SUMMARY: {'k': 3, 'mean_precision': 0.36666666666666664, 'mean_recall': 0.95, 'mrr': 0.95, 'hit_rate': 1.0}")
assert log.contains("[HIT ] How do I protect my account from someone else logging in?")
assert log.contains("retrieved=['sso-setup', '2fa-setup', 'delete-account']")
assert log.contains('precision@3=0.33  recall@3=0.50  reciprocal_rank=0.50')
assert log.contains("retrieved=['data-export', 'delete-account', 'pw-reset']")
assert !log.contains('[MISS]')
assert log.contains('GATE PASSED: mean_recall 0.95 >= 0.90, MRR 0.95 >= 0.90, hit_rate 1.00 >= 0.95')
assert log.contains('BUILD SUCCESS')
assert !log.contains('rag-eval gate failed')
assert !log.contains('rag-eval retriever error')
new GroovyShell(this.class.classLoader).parse(new File(itChecks)).assertNoStackTrace(log)
return true
