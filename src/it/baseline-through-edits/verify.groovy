// A baseline through an edit of the corpus and the golden set: compared on the shared queries, the edits named, the
// flip that touches the edited document said so, the gate failing on its max drop alone; then re-recorded, with the
// lock, in one command. One build log holds the six invocations in order.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
def runs = log.split(/\[INFO\] Scanning for projects\.\.\./).drop(1)
assert runs.size() == 6 : "six invocations, not ${runs.size()}"

// 1, 2: locked, then the baseline recorded over the original inputs; the lock is already up to date.
assert runs[0].contains('Locked 10 judged documents of golden.json')
assert runs[1].contains('BASELINE RECORDED: src/test/rag/baseline.json (10 queries, 10 hits, k=3)')
assert runs[1].contains('Lock src/test/rag/golden.lock.json is up to date')
def baseline = new JsonSlurper().parse(new File(basedir, 'src/test/rag/baseline.json'))
assert baseline.documents.size() == 10 && baseline.documents['sso-setup'] ==~ /[0-9a-f]{12}/

// 3: compared, not refused: what changed is named, the flip says it touches the edited document, the gate passes.
def edited = runs[2]
assert !edited.contains('NOT COMPARED')
assert edited.contains('BASELINE: src/test/rag/baseline.json (same k; compared on the 9 queries of 10 both runs have)')
assert edited.contains('corpus since the baseline: 1 document edited (sso-setup)')
assert edited.contains('golden set since the baseline: 1 query added: What happens when I exceed the API limit?;'
        + ' 1 query removed: When does my subscription renew?')
assert edited.contains('hit_rate 1.00 -> 0.89 (-0.11)')
assert edited.contains('queries: 1 HIT -> MISS, 0 MISS -> HIT, 0 changed without flipping, 8 unchanged, 1 not in the baseline')
assert edited.contains('[HIT -> MISS] How do I set up SSO for my company?')
assert edited.contains("left the top 3: ['sso-setup']; touches sso-setup, changed since the baseline")
assert edited.contains('1 judged document changed since it was judged (lock src/test/rag/golden.lock.json): sso-setup')
assert edited.contains('BUILD SUCCESS')

// 4: the same with a max drop on hit_rate: the gate fails on the drop, and on nothing else.
def ruled = runs[3]
assert ruled.contains('BASELINE GATE FAILED: 1 of 1 max drops exceeded')
assert ruled =~ /rag-eval gate failed for baseline-through-edits: 1 of 1 max drops exceeded:\s+\[ERROR\]\s+hit_rate dropped 1\.00 -> 0\.89 \(-0\.11\), more than the allowed 0\.05/
assert ruled.contains('BUILD FAILURE')

// 5: recording the baseline accepts the edits and re-locks the golden set in the same command.
assert runs[4].contains('BASELINE RECORDED: src/test/rag/baseline.json (10 queries, 9 hits, k=3)')
assert runs[4].contains('Re-locked 9 judged documents of golden.json and the corpus\'s 10 documents into'
        + ' src/test/rag/golden.lock.json, accepting 1 changed and 0 deleted judged documents')

// 6: nothing changed since: compared as before, no stale judgment, the max drop holds.
def accepted = runs[5]
assert accepted.contains('BASELINE: src/test/rag/baseline.json (same k, corpus and golden dataset)')
assert accepted.contains('BASELINE GATE PASSED')
assert !accepted.contains('changed since it was judged')
assert accepted.contains('BUILD SUCCESS')
checks.assertNoStackTrace(log)

def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.baseline.status == 'compared' && report.baseline.since_baseline == null
return true
