// mvn verify rag-eval:aggregate over three modules: billing fails its gate, logs it and leaves the failure to the
// aggregate, so the reactor goes on; the aggregate, run once after every module, writes one table of all three,
// appends it (and only it) to GitHub's job summary, and fails the build naming billing.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
def slurper = new JsonSlurper()
def modules = ['support-bot', 'docs-search', 'billing']

// Every module's check ran and wrote its report; billing's gate failed without stopping the reactor.
def reports = modules.collectEntries { [(it): slurper.parse(new File(basedir, "${it}/target/rag-eval/report.json"))] }
assert reports*.value*.passed == [true, true, false]
assert reports['billing'].failures == ['MRR 0.93 fell below the 0.99 gate']
modules.each { assert log =~ /(?m)^\[INFO\] ${it} \.+ SUCCESS/ }
assert log =~ /(?m)^\[INFO\] aggregate \.+ FAILURE/
assert lines.contains('[ERROR] rag-eval gate failed for billing: 1 of 3 thresholds not met:')
assert lines.contains('[ERROR] rag-eval: billing does not stop the build here: the build fails at rag-eval:aggregate' +
        ' (rag-eval:aggregate on the command line), after every module has been evaluated.')

// The aggregator goal given last ran once, after every module's lifecycle (Maven 3.8.7 runs the command line's
// goals in order, each over the whole reactor).
def aggregateGoal = lines.findIndexValues { it.contains(':aggregate (default-cli) @ aggregate ---') }
assert aggregateGoal.size() == 1
modules.each { module -> assert lines.findLastIndexOf { it.contains(":check (default) @ ${module} ---") } < aggregateGoal[0] }
assert lines.findLastIndexOf { it == '[INFO] Report: target/rag-eval/report.html' } < aggregateGoal[0]
assert lines.contains('[INFO] AGGREGATE: FAILED, 1 of 3 modules failed (billing)')
assert lines.contains('[INFO]   billing: FAIL, tfidf, k=3, 10 queries, mean_precision 0.52, mean_recall 0.95, mrr 0.93,' +
        ' hit_rate 1.00')
assert !log.contains('were written before this build started')

// The build fails at the aggregate, with a MojoFailureException naming billing and its failure.
def failure = lines.findIndexOf { it.endsWith(':aggregate (default-cli) on project aggregate: rag-eval aggregate' +
        ' failed: 1 of 3 modules failed (billing):') }
assert failure >= 0
assert lines[failure].startsWith('[ERROR] Failed to execute goal io.github.rageval:rag-eval-maven-plugin:')
assert lines[failure + 1] == '[ERROR]   billing: MRR 0.93 fell below the 0.99 gate'
assert lines[failure + 2] == '[ERROR] -> [Help 1]'
assert log.contains('MAVEN/MojoFailureException')

// The aggregate's report.json: every module in reactor order, with its verdict, report and rows.
def aggregate = slurper.parse(new File(basedir, 'target/rag-eval-aggregate/report.json'))
assert aggregate.format == 'rag-eval-aggregate'
assert aggregate.passed == false
assert aggregate.failures == ['billing: MRR 0.93 fell below the 0.99 gate']
assert aggregate.metrics == ['mean_precision', 'mean_recall', 'mrr', 'hit_rate', 'ndcg@5']
assert aggregate.modules*.name == modules
assert aggregate.modules*.status == ['passed', 'passed', 'failed']
assert aggregate.modules*.passed == [true, true, false]
assert aggregate.modules*.report == modules.collect { "${it}/target/rag-eval/report.json".toString() }
assert aggregate.modules*.failures == [[], [], ['MRR 0.93 fell below the 0.99 gate']]
assert [0, 2].every { aggregate.modules[it].rows.size() == 1 && aggregate.modules[it].rows[0].variant == null &&
        aggregate.modules[it].rows[0].gate }
// docs-search compares three retrievers (its real report.json's variants): a row each, the gate's first.
assert aggregate.modules[1].rows*.variant == ['tfidf', 'bm25', 'fused']
assert aggregate.modules[1].rows*.gate == [true, false, false]
assert aggregate.modules[1].rows*.retriever == ['tfidf', 'bm25', 'hybrid']
assert aggregate.modules[1].rows.every { it.k == 5 }
assert aggregate.modules[1].rows[0].summary['ndcg@5'] == reports['docs-search'].summary['ndcg@5']
assert aggregate.modules[1].rows*.summary == reports['docs-search'].variants*.summary
assert aggregate.modules[2].rows[0].summary == reports['billing'].summary

// report.md: one table, a line per failure below it.
def markdown = new File(basedir, 'target/rag-eval-aggregate/report.md').text
assert markdown == '''## rag-eval aggregate: FAILED

**1 of 3 modules failed (billing)**

| module | variant | retriever | k | queries | mean_precision | mean_recall | mrr | hit_rate | ndcg@5 | verdict |
|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|
| support-bot |  | tfidf | 3 | 10 | 0.52 | 0.95 | 0.93 | 1.00 |  | PASS |
| docs-search | tfidf (gate) | tfidf | 5 | 10 | 0.42 | 0.95 | 0.93 | 1.00 | 0.93 | PASS |
| docs-search | bm25 | bm25 | 5 | 10 | 0.50 | 0.95 | 1.00 | 1.00 | 0.96 | would pass |
| docs-search | fused | hybrid | 5 | 10 | 0.41 | 0.95 | 0.95 | 1.00 | 0.94 | would pass |
| billing |  | tfidf | 3 | 10 | 0.52 | 0.95 | 0.93 | 1.00 |  | **FAIL** |

### Failures

- billing: MRR 0.93 fell below the 0.99 gate
'''
def html = new File(basedir, 'target/rag-eval-aggregate/report.html').text
assert html.contains('<span class="badge failed">FAILED</span>')
assert html.contains('<li>billing: MRR 0.93 fell below the 0.99 gate</li>')
assert !(html =~ /(?i)<(script|link|img)[^>]*(src|href)=/)

// GITHUB_STEP_SUMMARY: the aggregate's table, once; the checks left it alone (and said so).
def summary = new File(basedir, 'step-summary.md').text
assert summary == markdown + '\n'
assert summary.readLines().count { it.startsWith('| module |') } == 1
assert !summary.contains('## rag-eval: ')
assert lines.count { it == '[INFO] rag-eval: GITHUB_STEP_SUMMARY is left to rag-eval:aggregate on the command line,' +
        ' which runs after this module and writes one table for the build' } == 3

checks.assertNoStackTrace(log)
return true
