// The walkthrough of docs/judgments.md, step by step, with the numbers it quotes. The golden set was
// judged from tfidf's top 2 only (see pom.xml). Step 1: tfidf (the gate) and bm25 score the same hit_rate, 0.90, and
// both fail 0.95; but a fifth of bm25's top 2 was never judged, so the comparison warns, reports bm25's judgment
// range, and flags its failing verdict as one the holes could flip. Step 2: the pool is exactly those four holes.
// Step 3: with the pool graded (labelled.jsonl) merged as judgments, bm25 hits every query, passes, and the
// warnings are gone, while tfidf's numbers stay as they were.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
checks.assertNoStackTrace(log)

// The three invocations share build.log: each starts by scanning for projects.
def steps = log.split(/(?m)^.*\[INFO\] Scanning for projects\.\.\.$/).findAll { it.contains('holes-walkthrough') }
assert steps.size() == 3
def (before, pooling, after) = steps.collect { it.readLines()*.replaceFirst(/^\u001B\[0m/, '') }
def slurper = new JsonSlurper()

// Step 1: the comparison before judging.
def tableHeader = '[INFO]     variant  retriever  mean_precision     mean_recall        mrr                hit_rate           '
assert before.contains(tableHeader + 'unjudged@2  verdict')
assert before.contains('[INFO]   * tfidf    tfidf      0.60 [0.40, 0.80]  0.90 [0.70, 1.00]  0.90 [0.70, 1.00]  0.90 [0.70, 1.00]  0.00        FAIL')
assert before.contains('[INFO]     bm25     bm25       0.65 [0.45, 0.85]  0.90 [0.70, 1.00]  0.90 [0.70, 1.00]  0.90 [0.70, 1.00]  0.20        FAIL')
// One line names the variants with holes; report.md keeps each one's paragraph with its ranges.
assert before.contains('[INFO]   holes: bm25 (4 of 10 queries) has unjudged documents in its top 2 (unlistedDocuments' +
        ' = auto); the means if they were relevant, and why they are holes: the whole text is in report.md and report.html')
def markdownBefore = new File(basedir, 'target/before/report.md').text.replace('\\_', '_')
assert markdownBefore.contains('Holes in bm25: 4 of 10 queries have unjudged documents in their top 2 (unlistedDocuments = auto:' +
        ' the golden set grades some documents 0 (or below), so it was judged from a pool and what it does not name was' +
        ' not judged); if they were relevant: mean_precision 0.6500 to 0.8500, mean_recall 0.9000 to 1.0000, mrr 0.9000' +
        ' to 1.0000, hit_rate 0.9000 to 1.0000')
// The verdict comes first, before the report and the comparison.
assert before.findIndexOf { it == '[INFO] GATE FAILED for holes-walkthrough (gate variant tfidf): 1 of 1 thresholds not met:' } <
        before.findIndexOf { it.startsWith('[INFO] Vocabulary size') }
assert before.contains('[WARNING] golden set too small for the margin: hit_rate (the whole text is in report.md and report.html)')
assert before.contains("[WARNING] bm25 has 20% unjudged documents in its top 2 against tfidf's 0%: its scores count them" +
        ' as not relevant; pool and judge them (mvn rag-eval:pool).')
assert before.contains('[WARNING] variant bm25: hit_rate 0.90 fell below the 0.95 gate, but 4 queries have unjudged' +
        ' documents in their top 2: it could be 1.00 if they were relevant, which meets it. Judge them (or say what the' +
        ' judgments do not name with unlistedDocuments) before trusting this verdict.')
// tfidf, whose top 2 is all judged, has no range of its own: no HOLES line under its summary.
assert !before.any { it.contains('HOLES:') }
assert before.any { it.contains('rag-eval gate failed for holes-walkthrough (gate variant tfidf): 1 of 1 thresholds not met') }
def reportBefore = slurper.parse(new File(basedir, 'target/before/report.json'))
assert reportBefore.variant_comparison.unjudged_at_k == [tfidf: 0.0, bm25: 0.2]
assert reportBefore.judgment_ranges == null && reportBefore.variants[0].judgment_ranges == null
def bm25Ranges = reportBefore.variants[1].judgment_ranges
assert bm25Ranges.holes_per_query == [0, 1, 0, 1, 0, 0, 0, 1, 0, 1]
assert bm25Ranges.metrics.hit_rate == [as_judged: 0.9, if_relevant: 1.0]
assert reportBefore.diagnostics*.kind == ['small_golden_set', 'unjudged_bias', 'hole_sensitive']

// Step 2: the pool holds exactly bm25's holes of step 1 (its top 2 that the golden set does not grade), byte for byte
// the committed expected-pool.jsonl.
def pool = new File(basedir, 'target/pool/pool.jsonl')
assert pool.bytes == new File(basedir, 'expected-pool.jsonl').bytes
def pooled = pool.readLines('UTF-8').collect { slurper.parseText(it) }
def holes = []
reportBefore.variants[1].cases.eachWithIndex { bm25Case, q ->
    // A case whose grades are all 1 keeps only relevant_doc_ids in report.json.
    def judged = (bm25Case.grades ?: [:]).keySet() + bm25Case.relevant_doc_ids
    bm25Case.retrieved.take(2).findAll { !(it.doc_id in judged) }.each { holes << "q${q + 1} ${it.doc_id}" }
}
assert pooled.collect { "${it.query_id} ${it.doc_id}" } == holes
assert holes == ['q2 pw-reset', 'q4 pw-reset', 'q8 delete-account', 'q10 pw-reset']
assert pooling.contains('[INFO] Pool: target/pool/pool.jsonl: 4 documents to judge for 4 of 10 queries (tfidf 0, bm25 4)')
assert pooling.contains('[INFO] BUILD SUCCESS')
assert new File(basedir, 'target/pool/pool.csv').getText('UTF-8').split('\r\n').length == 5

// labelled.jsonl is that pool graded by the seed's golden set, nothing else changed: q2's pw-reset is relevant (the
// seed grades it so), the three others are not.
def labelled = new File(basedir, 'src/test/rag/labelled.jsonl').readLines('UTF-8').collect { slurper.parseText(it) }
assert labelled.collect { it.findAll { it.key != 'grade' } } == pooled.collect { it.findAll { it.key != 'grade' } }
assert pooled*.grade == [null, null, null, null]
assert labelled*.grade == [1, 0, 0, 0]

// Step 3: the comparison after judging: no hole left, so no unjudged@2 column, no range, no warning about them.
assert after.contains(tableHeader + 'verdict')
assert after.contains('[INFO]   * tfidf    tfidf      0.60 [0.40, 0.80]  0.90 [0.70, 1.00]  0.90 [0.70, 1.00]  0.90 [0.70, 1.00]  FAIL')
assert after.contains('[INFO]     bm25     bm25       0.70 [0.55, 0.85]  1.00 [1.00, 1.00]  1.00 [1.00, 1.00]  1.00 [1.00, 1.00]  pass')
assert after.contains('[INFO]   best: mean_precision bm25, mean_recall bm25, mrr bm25, hit_rate bm25')
assert after.contains('[INFO]   bm25 against tfidf, paired randomization test: hit_rate +0.10 (p = 1.000)')
assert after.contains('[INFO]     [bm25 only] How do I protect my account from someone else logging in?')
assert !after.any { it.contains('holes in') || it.contains('unjudged') }
assert after.any { it.contains('rag-eval gate failed for holes-walkthrough (gate variant tfidf): 1 of 1 thresholds not met') }
def reportAfter = slurper.parse(new File(basedir, 'target/after/report.json'))
assert reportAfter.fingerprint.judgments.keySet() as List == ['labelled.jsonl']
assert reportAfter.variant_comparison.unjudged_at_k == null
assert reportAfter.variants*.judgment_ranges == [null, null]
assert reportAfter.variants*.passed == [false, true]
assert reportAfter.variants[0].summary == reportBefore.variants[0].summary
assert reportAfter.variants[1].summary == [mean_precision: 0.7, mean_recall: 1.0, mrr: 1.0, hit_rate: 1.0, queries: 10]
assert reportAfter.variants[1].cases[1].grades == ['delete-account': 0, 'data-export': 0, 'pw-reset': 1]
assert reportAfter.diagnostics*.kind == ['small_golden_set']
return true
