// Run 1 pooled tfidf's and bm25's top 2 per query: exactly the committed expected-pool.jsonl, byte for byte (the same
// inputs give the same bytes). Runs 2 and 3 checked the tfidf variant without and with judged-pool.jsonl, that pool
// with four grades filled in (two relevant, two not, the rest left null): the metrics change as those grades say.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
checks.assertNoStackTrace(log)

// Run 1: -DpoolDepth=9, given without its prefix, is warned about once and not read (the pool below is 2 deep).
def bare = '[WARNING] rag-eval: -DpoolDepth=9 is not read: the property is -Drageval.poolDepth.'
assert log.count(bare) == 1 : log.readLines().findAll { it.contains('poolDepth') }.join('\n')
// Run 1: the pool.
def pool = new File(basedir, 'target/pool/pool.jsonl')
assert pool.bytes == new File(basedir, 'expected-pool.jsonl').bytes
def lines = pool.readLines('UTF-8')
assert lines.size() == 11
assert lines[0] == '{"query_id":"q2","query":"How do I protect my account from someone else logging in?",' +
        '"doc_id":"delete-account","text":"To permanently delete your account, go to Account Settings, Danger Zone,' +
        ' Delete Account. This removes all of your data after a 7 day grace period during which you can cancel the' +
        ' deletion by logging back in.","retrieved_by":{"tfidf":1,"bm25":2},"grade":null}'
// Equal best ranks: tfidf's document before bm25's (the variants' order).
assert lines.collect { new JsonSlurper().parseText(it) }.findAll { it.query_id == 'q4' }*.doc_id ==
        ['refund-policy', 'pw-reset']
// A judged document is never pooled: q1's pw-reset, q9's two.
assert !lines.any { it.contains('"query_id":"q1"') || it.contains('"query_id":"q9"') }
def csv = new File(basedir, 'target/pool/pool.csv').getText('UTF-8')
assert csv.startsWith('query_id,query,doc_id,text,retrieved_by,grade\r\n' +
        'q2,How do I protect my account from someone else logging in?,delete-account,"To permanently delete your')
assert csv.contains(',tfidf:1;bm25:2,\r\nq2,')
assert csv.split('\r\n').length == 12
assert log.contains('[INFO] Pool: target/pool/pool.jsonl: 11 documents to judge for 7 of 10 queries (tfidf 8, bm25 6)')
assert log.contains('[INFO] Pool: target/pool/pool.csv: 11 documents to judge for 7 of 10 queries (tfidf 8, bm25 6)')
assert !new File(basedir, 'target/pool/report.json').exists()

// Runs 2 and 3: the same build, judged by the golden set alone, then with the filled pool merged in.
def slurper = new JsonSlurper()
def before = slurper.parse(new File(basedir, 'target/rag-eval/report.json'))
def after = slurper.parse(new File(basedir, 'target/rag-eval-judged/report.json'))
assert before.fingerprint.judgments == null
assert after.fingerprint.judgments.keySet() as List == ['judged-pool.jsonl']
assert after.fingerprint.judgments['judged-pool.jsonl'] ==~ /[0-9a-f]{64}/
assert new File(basedir, 'target/rag-eval-judged/report.md').text.contains('Judgments merged with the golden set: judged-pool.jsonl (sha256 ')
assert after.cases.size() == 10
after.cases.eachWithIndex { judged, q ->
    def golden = before.cases[q]
    assert judged.retrieved*.doc_id == golden.retrieved*.doc_id
    if (q == 2 || q == 9) {
        // q3 and q10 gain a relevant document that tfidf ranks second: precision counts it (q3 returned two).
        assert judged.relevant_doc_ids == golden.relevant_doc_ids + [q == 2 ? 'pw-reset' : 'sso-setup']
        def relevant = judged.retrieved.count { it.doc_id in judged.relevant_doc_ids }
        assert judged.precision == (relevant as double) / judged.retrieved.size()
        assert judged.precision > golden.precision
    } else {
        assert judged.relevant_doc_ids == golden.relevant_doc_ids
        assert judged.precision == golden.precision
    }
}
// The grades of 0 judge q2's delete-account and q4's refund-policy not relevant: judged, no relevant id added.
assert after.cases[1].grades == ['pw-reset': 1, '2fa-setup': 1, 'delete-account': 0]
assert after.cases[3].grades == ['sso-setup': 1, 'refund-policy': 0]
assert before.cases[1].grades == null
assert before.summary.mean_precision == 0.5166666666666666 && after.summary.mean_precision == 0.6
// The golden set grades nothing 0; the merged zeros switch unlistedDocuments = auto to holes, and run 3 alone says so.
def switched = '[INFO] rag-eval: holes: the judgments merged from judged-pool.jsonl grade documents 0 (or below), which' +
        ' the golden set alone does not, so unlistedDocuments = auto now counts the documents nobody graded as holes' +
        ' (unjudged), no longer as not relevant (notRelevant); set unlistedDocuments to choose'
assert log.count(switched) == 1
assert log.indexOf(switched) > log.indexOf('Report: target/rag-eval/report.json')
assert after.summary.mean_recall == before.summary.mean_recall && after.summary.mrr == before.summary.mrr
return true
