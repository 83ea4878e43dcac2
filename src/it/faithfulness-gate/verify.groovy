// Run 1 asked the stub judge ragas' two prompts per answer; run 2 read them all from the cache; run 3 gated on
// faithfulness offline; run 4, with an answer recorded anew, was refused for the replies the cache lacks; run 5
// measured the judge against answers a person labelled; run 6 failed on minJudgeAgreement above that agreement.
import groovy.json.JsonSlurper

System.properties.remove('rageval.it.faithfulness-gate.server')?.stop(0)
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
checks.assertNoStackTrace(log)
// The six invocations share build.log: each starts by scanning for projects.
def steps = log.split(/(?m)^.*\[INFO\] Scanning for projects\.\.\.$/)
        .findAll { it.contains('Building faithfulness-gate') }
assert steps.size() == 6
def (asked, cached, gated, refused, agreed, disagreed) = steps

// Run 1: 6 prompts asked as ragas asks them: one user message, temperature 0.01. q1 and q3 each have a statement the
// context does not hold (0.5), q2 none (1.0).
def requests = new File(basedir, 'target/stub-requests.log').readLines('UTF-8')
        .collect { new JsonSlurper().parseText(new JsonSlurper().parseText(it) as String) }
// Run 5 asked 20 more, for the 10 labelled answers; run 6 none.
assert requests.size() == 6 + 20 : requests.size()
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

// Run 5: the stub says faithful (a score of 1) where every sentence is in the context word for word. People and judge
// agree on 8 of 10: q5 is a paraphrase people call faithful, q10 drops the context's "for annual plans". kappa is
// scikit-learn's cohen_kappa_score([1,1,1,1,1,0,0,0,0,0], [1,1,1,1,0,0,0,0,0,1]) = 0.6.
assert agreed.contains('[INFO] Faithfulness: 10 of 10 questions scored by ragas:stub-judge (20 asked, 0 from the'
        + ' cache), 0 unreadable, 0 without statements; mean 0.5500.') : agreed
assert agreed.contains('[INFO] Faithfulness agreement: ragas:stub-judge against people on 10 labelled answers:'
        + " Cohen's kappa 0.60 on faithful or not (the judge saying faithful at a score of 1); faithful where people"
        + ' said not 1 time (20% of 5: q10); people x judge, not faithful / faithful: not: 4 1 | faithful: 1 4.'
        + ' Recorded in target/rag-eval/faithfulness-agreement.json.') : agreed
assert agreed.contains('BUILD SUCCESS')

// Run 6: the same replies, all from the cache; the agreement below minJudgeAgreement fails the goal, on record.
assert disagreed.contains('(0 asked, 20 from the cache)')
assert disagreed.contains("rag-eval faithfulness refused: ragas:stub-judge agrees with people at Cohen's kappa 0.60"
        + ' on faithful or not (faithful: a score of 1) over 10 labelled answers of'
        + ' src/test/rag/answers-labelled.jsonl, below minJudgeAgreement 0.7. It called faithful 1 of the 5 answers'
        + ' people labelled not faithful.') : disagreed
assert disagreed.contains('BUILD FAILURE')
def record = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/faithfulness-agreement.json'))
assert record.pairs == 10 && record.unscored == 0 && record.confusion == [[4, 1], [1, 4]]
assert Math.abs((record.kappa as double) - 0.6d) <= 1e-12
assert record.judge_faithful_people_not.query_ids == ['q10']
assert record.min_judge_agreement == 0.7 && !record.passed
