// Run 1 asked the stub judge ragas' two prompts per answer; run 2 read them all from the cache; run 3 gated on
// faithfulness offline; run 4, with an answer recorded anew, was refused for the replies the cache lacks.
import groovy.json.JsonSlurper

System.properties.remove('rageval.it.faithfulness-gate.server')?.stop(0)
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
checks.assertNoStackTrace(log)
// The four invocations share build.log: each starts by scanning for projects.
def steps = log.split(/(?m)^.*\[INFO\] Scanning for projects\.\.\.$/)
        .findAll { it.contains('Building faithfulness-gate') }
assert steps.size() == 4
def (asked, cached, gated, refused) = steps

// Run 1: 6 prompts asked as ragas asks them: one user message, temperature 0.01. q1 and q3 each have a statement the
// context does not hold (0.5), q2 none (1.0).
def requests = new File(basedir, 'target/stub-requests.log').readLines('UTF-8')
        .collect { new JsonSlurper().parseText(new JsonSlurper().parseText(it) as String) }
assert requests.size() == 6 : requests.size()
assert requests.every { it.model == 'stub-judge' && it.temperature == 0.01 && it.messages.size() == 1 }
assert requests[0].messages[0].content.startsWith('Given a question and an answer, analyze the complexity')
assert requests[1].messages[0].content.startsWith('Your task is to judge the faithfulness of a series of statements')
assert asked.contains('[INFO] Faithfulness: 3 of 3 questions scored by ragas:stub-judge (6 asked, 0 from the cache),'
        + ' 0 unreadable, 0 without statements; mean 0.6667.') : asked
assert asked.contains('BUILD SUCCESS')

// Run 2: nothing asked (the request log did not grow), the same values.
assert cached.contains('[INFO] Faithfulness: 3 of 3 questions scored by ragas:stub-judge (0 asked, 6 from the cache),'
        + ' 0 unreadable, 0 without statements; mean 0.6667.')

// Run 3: the check gates on faithfulness from the cache alone.
assert gated.contains('BUILD SUCCESS')
def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.cases*.metrics*.faithfulness == [0.5, 1.0, 0.5]
assert Math.abs((report.summary.faithfulness as double) - 2d / 3d) <= 1e-12

// Run 4: the reworded answer's replies are not cached: refused, naming the question and what to run.
assert refused.contains('faithfulness of question q2: the judge cache src/test/rag/judge-cache.jsonl holds no reply of'
        + ' stub-judge to its statements prompt, and the check asks no model. Run the faithfulness goal (mvn'
        + ' rag-eval:faithfulness) with the same judgeModel and judgeCache first.') : refused
assert refused.contains('BUILD FAILURE')
