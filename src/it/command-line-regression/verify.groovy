// The baseline project with the regression's token pattern given on the command line: the README's reproduction.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

assert log.contains('Vocabulary size: 180')
assert log.contains('rag-eval gate failed for command-line-regression: 3 of 3 thresholds not met:')
assert log.contains('mean_recall 0.80 fell below the 0.90 gate')
assert log.contains('MRR 0.80 fell below the 0.90 gate')
assert log.contains('hit_rate 0.80 fell below the 0.95 gate')
assert log.contains('BUILD FAILURE')
checks.assertNoStackTrace(log)

// The pattern arrived intact: no backslash, brace or comma lost on the way.
def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.retriever.token_pattern == '(?u)\\b\\w{4,}\\b'
assert report.vocabulary_size == 180
assert report.passed == false
assert report.violations*.metric == ['mean_recall', 'mrr', 'hit_rate']
return true
