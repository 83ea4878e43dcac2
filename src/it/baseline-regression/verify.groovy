// Run 1 recorded the baseline on the good configuration; run 2 checked the specification's regression against
// it: the log lists the flipped queries and the deltas, the build fails on thresholds and max drops, and
// every report is written before it fails.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

// Run 1: the baseline goal, on the default token pattern.
assert log.contains(':baseline (default-cli) @ baseline-regression')
assert log.contains('BASELINE RECORDED: src/test/rag/baseline.json (10 queries, 10 hits, k=3)')
def baseline = new JsonSlurper().parse(new File(basedir, 'src/test/rag/baseline.json'))
assert baseline.format == 'rag-eval-baseline' && baseline.version == 1
assert baseline.fingerprint.k == 3
assert baseline.fingerprint.retriever.token_pattern == '(?u)\\b\\w\\w+\\b'
assert baseline.fingerprint.corpus_sha256 ==~ /[0-9a-f]{64}/ && baseline.fingerprint.golden_sha256 ==~ /[0-9a-f]{64}/
assert Math.abs((baseline.summary.mrr as double) - 0.9333333333333333) <= 1e-12
assert baseline.cases.size() == 10
assert baseline.cases[3].query == 'How do I set up SSO for my company?'
assert baseline.cases[3].retrieved*.doc_id == ['sso-setup', 'refund-policy', 'pw-reset']
// The thresholds it suggests, in Maven's forms: the POM element and the -D property.
assert log.contains('[INFO]   <thresholds><mean_precision>0.36</mean_precision><mean_recall>0.85</mean_recall><mrr>0.80</mrr><hit_rate>1.00</hit_rate></thresholds>')
assert log.contains('[INFO]   -Drageval.thresholds=mean_precision=0.36,mean_recall=0.85,mrr=0.80,hit_rate=1.00')
assert log.contains('[INFO]   mrr >= 0.80 would not catch a drop of 0.05 (0.93 -> 0.88 still passes)')

// Run 2: the regression against the baseline.
assert log.contains('BASELINE: src/test/rag/baseline.json (same k, corpus and golden dataset)')
assert log.contains('retriever changed: token_pattern (?u)\\b\\w\\w+\\b -> (?u)\\b\\w{4,}\\b')
assert log.contains('mean_precision 0.52 -> 0.62 (+0.10)')
assert log.contains('mean_recall 0.95 -> 0.80 (-0.15)')
assert log.contains('mrr 0.93 -> 0.80 (-0.13)')
assert log.contains('hit_rate 1.00 -> 0.80 (-0.20)')
assert log.contains('queries: 2 HIT -> MISS, 0 MISS -> HIT, 5 changed without flipping, 3 unchanged')
assert log =~ /\[HIT -> MISS\] How do I set up SSO for my company\?\r?\n\[INFO\]\s+first relevant rank 1 -> none; left the top 3: \['sso-setup', 'refund-policy', 'pw-reset'\]/
assert log =~ /\[HIT -> MISS\] How do I protect my account from someone else logging in\?\r?\n\[INFO\]\s+first relevant rank 3 -> none; entered the top 3: \['api-rate-limits'\]; left the top 3: \['pw-reset'\]/
assert log.contains('mrr 0.80 [0.50, 1.00] (n=10)')
// Advice that does not change the verdict is one line each on the console; the reports keep the whole text.
assert log.contains('[WARNING] precision trap: mean_precision (the whole text is in report.md and report.html)')
def trap = 'precision trap: mean_precision rose 0.52 -> 0.62 (+0.10) while mean_recall fell 0.95 -> 0.80 (-0.15) and hit_rate fell 1.00 -> 0.80 (-0.20); queries return fewer documents (2.50 -> 1.60 per query on average)'
assert log.contains('[WARNING] golden set too small for the margin: mean_recall, mrr and hit_rate (the whole text is in' +
        ' report.md and report.html)')
assert !log.contains('is 0.10 below its 0.90 threshold')
def needed = '1119 queries would detect a drop of 0.05 in mrr with 80% power at 5% (paired t-test; this golden set has 10).'
assert log.contains('BASELINE GATE FAILED: 3 of 3 max drops exceeded')
assert log.contains('rag-eval gate failed for baseline-regression: 3 of 3 thresholds not met, 3 of 3 max drops exceeded:')
assert log =~ /\[ERROR\]\s+mrr dropped 0.93 -> 0.80 \(-0.13\), more than the allowed 0.05/
assert log =~ /\[ERROR\]\s+MRR 0.80 fell below the 0.90 gate/
assert log.contains('BUILD FAILURE')
assert log.contains('MAVEN/MojoFailureException')
checks.assertNoStackTrace(log)

def folder = new File(basedir, 'target/rag-eval')
def report = new JsonSlurper().parse(new File(folder, 'report.json'))
assert report.passed == false
assert report.failures.size() == 6
assert report.baseline.status == 'compared'
assert report.baseline.retriever_changes*.field == ['token_pattern']
def mrr = report.baseline.metrics.find { it.metric == 'mrr' }
assert mrr.violated == true && mrr.exceeded == true && mrr.max_drop == 0.05
assert mrr.p_values.keySet() as List == ['randomization', 'wilcoxon', 't-test']
def sso = report.baseline.queries.find { it.query == 'How do I set up SSO for my company?' }
assert sso.change == 'HIT -> MISS' && sso.first_relevant_rank_before == 1 && sso.first_relevant_rank_after == null
assert sso.left == ['sso-setup', 'refund-policy', 'pw-reset'] && sso.entered == []
assert report.statistics.intervals.mrr.n == 10
assert report.diagnostics.find { it.kind == 'precision_trap' }.message.startsWith(trap)
def small = report.diagnostics.find { it.kind == 'small_golden_set' && it.metric == 'mrr' }.message
assert small.startsWith('golden set too small for the margin: mrr 0.80 [0.50, 1.00] (n=10) is 0.10 below its 0.90 threshold')
assert small.endsWith(needed)
// Run 2's verdict comes first, before the queries' blocks: what failed, and by how much.
def check = log.substring(log.lastIndexOf('Scanning for projects'))
def verdict = check.indexOf('[INFO] GATE FAILED for baseline-regression: 3 of 3 thresholds not met, 3 of 3 max drops' +
        ' exceeded:')
assert verdict >= 0 && verdict < check.indexOf('Vocabulary size')
assert check.indexOf('[INFO]   mrr dropped 0.93 -> 0.80 (-0.13)') in (verdict + 1)..<check.indexOf('Vocabulary size')
assert report.diagnostics*.kind.contains('precision_trap')

def markdown = new File(folder, 'report.md').text
assert markdown.startsWith('## rag-eval: baseline-regression FAILED')
assert markdown.contains('| How do I set up SSO for my company? | HIT → **MISS** | 1 → none |  | sso-setup, refund-policy, pw-reset |')
// GITHUB_STEP_SUMMARY (set for run 2 in invoker.properties) received the same Markdown.
assert new File(basedir, 'step-summary.md').text.startsWith(markdown)

def junit = checks.junitReport(new File(folder, 'TEST-rag-eval.xml'))
assert junit.totals == [tests: '16', failures: '8']
assert junit.cases.findAll { it.suite == 'rag-eval.baseline-regression.gate' }*.name == ['threshold mean_recall >= 0.90',
        'threshold mrr >= 0.90', 'threshold hit_rate >= 0.95', 'max drop mean_recall <= 0.05', 'max drop mrr <= 0.05',
        'max drop hit_rate <= 0.05']
def queryCases = junit.cases.findAll { it.suite == 'rag-eval.baseline-regression.queries' }
assert queryCases.size() == 10
assert queryCases.find { it.name == 'How do I set up SSO for my company?' }.failure == 'HIT -> MISS: no relevant document in the top 3'
assert queryCases.find { it.name == 'How do I reset my password?' }.failure == null

def html = new File(folder, 'report.html').text
assert html.startsWith('<!DOCTYPE html>') && html.contains('<svg') && html.contains('<table class="sortable"')
assert !(html =~ /(?i)<(link|img|script)[^>]+(src|href)=/) : 'report.html must not load external assets'
return true
