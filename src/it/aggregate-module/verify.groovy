// The aggregate bound in a last module that depends on the others, under a plain `mvn verify`: billing's check
// sees that rag-report's aggregate runs after it and leaves the failure to it; legacy's skipped check leaves no
// report, listed without failing (failOnMissingReport=false); rag-report's own inherited check is switched off
// (phase none) and is no module.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def lines = log.readLines()
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

['support-bot', 'billing', 'legacy'].each { assert log =~ /(?m)^\[INFO\] ${it} \.+ SUCCESS/ }
assert log =~ /(?m)^\[INFO\] rag-report \.+ FAILURE/
assert lines.contains('[ERROR] rag-eval: billing does not stop the build here: the build fails at rag-eval:aggregate' +
        ' (the summary execution of rag-eval:aggregate in rag-report (phase verify)), after every module has been' +
        ' evaluated.')
assert !new File(basedir, 'legacy/target/rag-eval/report.json').exists()

def failure = lines.findIndexOf { it.endsWith(':aggregate (summary) on project rag-report: rag-eval aggregate' +
        ' failed: 1 of 3 modules failed (billing):') }
assert failure >= 0
assert lines[failure + 1] == '[ERROR]   billing: MRR 0.93 fell below the 0.99 gate'
assert lines[failure + 2] == '[ERROR] -> [Help 1]'

def aggregate = new JsonSlurper().parse(new File(basedir, 'rag-report/target/rag-eval-aggregate/report.json'))
assert aggregate.passed == false
assert aggregate.fail_on_missing_report == false
assert aggregate.modules*.name == ['support-bot', 'billing', 'legacy']
assert aggregate.modules*.status == ['passed', 'failed', 'no report']
assert aggregate.modules*.report == ['../support-bot/target/rag-eval/report.json',
        '../billing/target/rag-eval/report.json', '../legacy/target/rag-eval/report.json']
assert aggregate.modules[2].rows == []
assert aggregate.failures == ['billing: MRR 0.93 fell below the 0.99 gate']

def markdown = new File(basedir, 'rag-report/target/rag-eval-aggregate/report.md').text
assert markdown.contains('| legacy |  |  |  |  |  |  |  |  | **no report** |\n')
assert markdown.contains('\n### Not failing the build\n\n- legacy: no report: ../legacy/target/rag-eval/report.json' +
        ' does not exist (the module\'s check was skipped, or did not run before this goal)' +
        ' (failOnMissingReport=false)\n')

checks.assertNoStackTrace(log)
return true
