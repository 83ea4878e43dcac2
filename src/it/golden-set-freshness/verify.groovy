// docs/freshness.md's workflow on the seed example: lock, a clean check, an edited corpus warned about, then failed
// with staleJudgments=fail, the re-lock accepting it, and a clean check after it.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
checks.assertNoStackTrace(log)

// The six invocations share build.log: each starts by scanning for projects.
def steps = log.split(/(?m)^.*\[INFO\] Scanning for projects\.\.\.$/).findAll { it.contains('golden-set-freshness') }
assert steps.size() == 6
def (lock, clean, warned, failed, relock, after) = steps

def changed = '1 judged document changed since it was judged (lock src/test/rag/golden.lock.json): pw-reset' +
        ' (judged relevant for 2 queries). Review its judgments, then accept the new texts with mvn rag-eval:lock.'
def added = '1 document was added to the corpus since the lock src/test/rag/golden.lock.json and nobody judged it;' +
        ' the retriever ranks it in the top 3 of some query: judge it, it may be relevant. Once reviewed, re-lock' +
        ' with mvn rag-eval:lock.'

// 1: the lock, beside the golden set.
assert lock.contains("[INFO] rag-eval: Locked 10 judged documents of golden.json and the corpus's 10 documents into" +
        ' src/test/rag/golden.lock.json (sha-256 of each judged document\'s text): commit it with the golden set.')
def written = new JsonSlurper().parse(new File(basedir, 'src/test/rag/golden.lock.json'))
assert written.golden_set == 'golden.json' && written.corpus.documents == 11 && written.judged.size() == 10

// 2: nothing drifted.
assert clean.contains('BUILD SUCCESS') && !clean.contains('since the lock') && !clean.contains('since it was judged')

// 3: pw-reset edited, pw-policy added: warned, the gate still passes.
assert warned.contains('[WARNING] ' + changed)
assert warned.contains('[WARNING] ' + added)
assert warned.contains('BUILD SUCCESS')

// 4: the same with staleJudgments=fail: the gate fails on it, and report.json says why.
assert failed.contains('rag-eval gate failed for golden-set-freshness: 1 judged document changed, 1 unjudged document' +
        ' added and ranked in the top 3 since the lock src/test/rag/golden.lock.json:')
assert failed.contains('[ERROR]   ' + changed)
assert failed.contains('BUILD FAILURE')

// 5: the re-lock accepts the change.
assert relock.contains("[INFO] rag-eval: Re-locked 10 judged documents of golden.json and the corpus's 11 documents" +
        ' into src/test/rag/golden.lock.json, accepting 1 changed and 0 deleted judged documents, 1 document added,' +
        ' 0 newly judged: commit it with the golden set.')

// 6: nothing drifted since the re-lock; report.json's section says so.
assert after.contains('BUILD SUCCESS') && !after.contains('since the lock') && !after.contains('since it was judged')
def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.stale_judgments.stale == false && report.stale_judgments.changed == []
return true
