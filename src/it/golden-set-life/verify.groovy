// docs/golden-set-life.md's walkthrough on the seed example: grow from a query log (new questions, and the golden set's
// pairs graded by their clicks), the machine grades folded into the golden set, the lock, a clean check, an edited
// corpus warned about, then failed with staleJudgments=fail, the re-lock accepting it, and a clean check after it.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
checks.assertNoStackTrace(log)
def slurper = new JsonSlurper()

// The eight invocations share build.log: each starts by scanning for projects.
def steps = log.split(/(?m)^.*\[INFO\] Scanning for projects\.\.\.$/).findAll { it.contains('golden-set-life') }
assert steps.size() == 8
def (grow, judgments, lock, clean, warned, failed, relock, after) = steps

// 1: three new questions, and six implicit judgments: the golden set's own grades win, and sso-setup, clicked at
// position 1 more than twice as often as position 1 is (COEC 2.25), is graded 3 for the Member/Admin question.
assert grow.contains('3 candidates written to target/grow/candidates.jsonl: head 0, torso 1, tail 2')
assert grow.contains('Implicit judgments: 6 written to target/grow/implicit-judgments.jsonl (judged_by clicks:coec,' +
        ' machine judgments: merged by the judgments setting only with acceptMachineJudgments) from 21 clicks and 54' +
        ' impressions on 18 (query, document) pairs: 0 shown fewer than 3 times (minImpressions), 3 graded by the' +
        ' golden set already (its grade wins), 9 of questions the golden set does not ask.')
def implicit = new File(basedir, 'target/grow/implicit-judgments.jsonl').readLines().collect { slurper.parseText(it) }
assert implicit.collect { [it.query_id, it.doc_id, it.grade] } == [['q1', '2fa-setup', 0], ['q1', 'delete-account', 0],
        ['q8', 'billing-cycle', 0], ['q8', 'delete-account', 0], ['q10', '2fa-setup', 0], ['q10', 'sso-setup', 3]]
assert implicit.find { it.doc_id == 'sso-setup' }.coec == 2.25

// 2: folded into the golden set, in place.
assert judgments.contains('[INFO] Judgments: 6 grades added to 3 of 10 queries, 0 already there: src/test/rag/golden.json')
def golden = slurper.parse(new File(basedir, 'src/test/rag/golden.json'))
assert golden[9].relevant == ['team-roles': 1, '2fa-setup': 0, 'sso-setup': 3]

// 3: the lock.
assert lock.contains("[INFO] Locked 10 judged documents of golden.json and the corpus's 10 documents into" +
        ' src/test/rag/golden.lock.json (sha-256 of each judged document\'s text): commit it with the golden set.')

// 4: the check with the grown judgments: grades of 0 say the golden set was judged from a pool, so what it does not
// name is a hole; sso-setup now counts for the Member/Admin question. Nothing drifted.
assert clean.contains("[INFO] SUMMARY: {'k': 3, 'mean_precision': 0.55, 'mean_recall': 0.95, 'mrr': 0.9333333333333333," +
        " 'hit_rate': 1.0}")
assert clean.contains('[INFO] HOLES: 8 of 10 queries have unjudged documents in their top 3 (unlistedDocuments = auto:')
assert clean.contains('BUILD SUCCESS') && !clean.contains('since the lock') && !clean.contains('since it was judged')
assert !clean.contains('also holds candidates.jsonl')

def changed = '1 judged document changed since it was judged (lock src/test/rag/golden.lock.json): pw-reset' +
        ' (judged relevant for 2 queries). Review its judgments, then accept the new texts with mvn rag-eval:lock (mvn rag-eval:baseline re-locks too, with the baseline).'
def added = '1 document was added to the corpus since the lock src/test/rag/golden.lock.json and nobody judged it;' +
        ' the retriever ranks it in the top 3 of some query: judge it, it may be relevant. Once reviewed, re-lock' +
        ' with mvn rag-eval:lock.'

// 5: pw-reset edited, pw-policy added: warned, the gate still passes.
assert warned.contains('[WARNING] ' + changed)
assert warned.contains('[WARNING] ' + added)
assert warned.contains('BUILD SUCCESS')

// 6: the same with staleJudgments=fail: the gate fails on it.
assert failed.contains('rag-eval gate failed for golden-set-life: 1 judged document changed, 1 unjudged document' +
        ' added and ranked in the top 3 since the lock src/test/rag/golden.lock.json:')
assert failed.contains('[ERROR]   ' + changed)
assert failed.contains('BUILD FAILURE')

// 7: the re-lock accepts the change.
assert relock.contains("[INFO] Re-locked 10 judged documents of golden.json and the corpus's 11 documents" +
        ' into src/test/rag/golden.lock.json, accepting 1 changed and 0 deleted judged documents, 1 document added,' +
        ' 0 newly judged: commit it with the golden set.')

// 8: nothing drifted since the re-lock; report.json's section says so.
assert after.contains('BUILD SUCCESS') && !after.contains('since the lock') && !after.contains('since it was judged')
def report = slurper.parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.stale_judgments.stale == false && report.stale_judgments.changed == []
def written = slurper.parse(new File(basedir, 'src/test/rag/golden.lock.json'))
assert written.golden_set == 'golden.json' && written.corpus.documents == 11 && written.judged.size() == 10
return true
