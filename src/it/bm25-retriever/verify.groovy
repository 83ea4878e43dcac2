// <retriever>bm25</retriever> alone: Lucene's BM25 with Anserini's defaults (k1 0.9, b 0.4, English analyzer) on
// the seed data. Stemming finds 'setup' for 'set up' and 'protect' beside 'account'; every query hits.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

assert log.contains('Retriever: bm25 over 10 documents')
assert log.contains("SUMMARY: {'k': 3, 'mean_precision': 0.5833333333333333, 'mean_recall': 0.95, 'mrr': 1.0, 'hit_rate': 1.0}")
assert log.contains('GATE PASSED: mean_recall 0.95 >= 0.90, MRR 1.00 >= 0.90, hit_rate 1.00 >= 0.95')
assert log =~ /\[HIT \] How do I set up SSO for my company\?\r?\n\[INFO\]\s+retrieved=\['sso-setup', 'pw-reset', 'data-export'\]/
assert log =~ /\[HIT \] How do I protect my account from someone else logging in\?\r?\n\[INFO\]\s+retrieved=\['pw-reset', 'delete-account', 'sso-setup'\]/
assert log.contains('BUILD SUCCESS')
checks.assertNoStackTrace(log)

def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.retriever == [type: 'bm25', k1: 0.9, b: 0.4, analyzer: 'english', ties: 'doc_id ascending']
assert report.documents == 10
assert report.cases*.retrieved*.doc_id[0] == ['pw-reset']
// Scores are Lucene's, in descending order.
report.cases.each { c -> assert c.retrieved*.score == c.retrieved*.score.sort(false).reverse() }
return true
