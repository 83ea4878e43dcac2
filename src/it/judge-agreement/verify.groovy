// Run 1 refused the judge (kappa 0.67 below 0.8) and wrote no grade; run 2 accepted it at 0.6 and graded the three
// ungraded lines, each stamped with the agreement; run 3, counting machine grades, said what they were accepted at
// and corrected the metrics for the judge's errors.
import groovy.json.JsonSlurper

System.properties.remove('rageval.it.judge-agreement.server')?.stop(0)
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
checks.assertNoStackTrace(log)
// The three invocations share build.log: each starts by scanning for projects.
def steps = log.split(/(?m)^.*\[INFO\] Scanning for projects\.\.\.$/)
        .findAll { it.contains('Building judge-agreement') }
assert steps.size() == 3
def (refused, accepted, checked) = steps

// The people's 12 lines and the judge's grades of them (sklearn: kappa 0.6666666666666667 on relevant or not at grade
// 1, 0.34065934065934067 on the grades).
def agreement = '[INFO] Judge agreement: umbrela:stub-judge against people on 12 human-graded pairs: Cohen\'s kappa' +
        ' 0.67 on relevant or not (grade 1 or more), 0.34 on the grades; relevant where people said not 1 time (17%' +
        ' of 6); people x judge, grades 0 1 2 3: 0: 5 1 0 0 | 1: 1 2 2 0 | 2: 0 0 0 1 | 3: 0 0 0 0. Recorded in' +
        ' src/test/rag/pool.judge-agreement.json.'
assert refused.contains(agreement) && accepted.contains(agreement) : log.readLines().findAll {
    it.contains('Judge agreement')
}.join('\n')

// Run 1: refused, as a gate fails, naming the kappa, the pairs, the threshold and what to do.
assert refused.contains('rag-eval judge refused: umbrela:stub-judge agrees with people at Cohen\'s kappa 0.67 on' +
        ' relevant or not (grade 1 or more) over 12 human-graded pairs, below minJudgeAgreement 0.8, so no machine' +
        ' grade was written to src/test/rag/pool.jsonl. It called relevant 1 of the 6 pairs people graded not' +
        ' relevant. Judge with a better model (judgeModel), grade more of the pool by hand so that the agreement' +
        ' rests on more pairs, or lower minJudgeAgreement if this agreement is enough for what the machine grades' +
        ' are used for.')
assert refused.contains('MAVEN/MojoFailureException') && refused.contains('BUILD FAILURE')
assert !refused.contains('[INFO] Judge: ') && !log.contains('rag-eval configuration error')

// Run 1 asked the 12 people's lines only; run 2 asked the 3 ungraded (the 12 came from the cache).
assert new File(basedir, 'target/stub-requests.log').readLines().size() == 15

// Run 2: the three machine grades, stamped; the people's lines as they were.
def lines = new File(basedir, 'src/test/rag/pool.jsonl').readLines('UTF-8').collect { new JsonSlurper().parseText(it) }
assert lines.findAll { it.judged_by == null }*.grade == [0, 0, 1, 0, 1, 1, 0, 0, 0, 1, 2, 1]
def machine = lines.findAll { it.judged_by != null }
assert machine*.doc_id == ['pw-reset', 'team-roles', 'team-roles']
assert machine*.grade == [0, 0, 1]
assert machine.every {
    it.judged_by == 'umbrela:stub-judge' && it.judge_kappa == 0.6666666666666667 && it.judge_pairs == 12
}
assert accepted.contains('[INFO] Judge: src/test/rag/pool.jsonl: 3 documents graded by umbrela:stub-judge (3 asked,' +
        ' 0 from the cache), 0 answers unreadable (left ungraded), 12 graded before (left as they were).')
def record = new JsonSlurper().parse(new File(basedir, 'src/test/rag/pool.judge-agreement.json'))
assert record.accepted == true && record.min_judge_agreement == 0.6 && record.pairs == 12
assert record.kappa == 0.6666666666666667 && record.kappa_grades == 0.34065934065934067
assert record.confusion == [[5, 1, 0, 0], [1, 2, 2, 0], [0, 0, 0, 1], [0, 0, 0, 0]]

// Run 3: the check counts the machine grades and says what they were accepted at.
assert checked.contains('machine grades by umbrela:stub-judge counted: 3 in ')
assert checked.contains('pool.jsonl, accepted at Cohen\'s kappa 0.67 on 12 human-graded pairs (relevant or not).')
def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.warnings.any { it.startsWith('machine grades by umbrela:stub-judge counted: 3 in ') &&
        it.endsWith('accepted at Cohen\'s kappa 0.67 on 12 human-graded pairs (relevant or not).') }
// Run 2 wrote the judge's grade beside each person's it asked about; run 3 corrected the metrics for the judge's
// errors with those pairs: 3 queries rest on machine grades, 7 were graded both ways (every line people graded in
// them was asked about), so 10 of 10 can be wrong and the correction is mean(f) + mean(Y - f).
assert lines.findAll { it.judged_by == null }.every { it.judge_grade_by == 'umbrela:stub-judge' }
assert lines.findAll { it.judged_by == null }*.judge_grade == [0, 0, 2, 1, 1, 0, 0, 0, 0, 2, 3, 1]
assert checked.contains('[INFO] MACHINE GRADES: umbrela:stub-judge\'s grades are counted for 3 of 10 queries;' +
        ' corrected for its errors, measured on 7 queries graded both by people and by it (prediction-powered' +
        ' inference, 95% interval): mean_precision 0.6000 to 0.5857 [0.3936, 0.7779], mean_recall 0.7500 to 0.7214' +
        ' [0.5292, 0.9137], mrr 0.9333 to 0.9048 [0.7319, 1.0776], hit_rate 1.0000 to 1.0000 [1.0000, 1.0000];' +
        ' every metric\'s is in report.json.')
def corrected = report.machine_grades
assert corrected.judge == 'umbrela:stub-judge' && corrected.machine_graded == 3 && corrected.graded_both_ways == 7
assert corrected.level == 0.95 && corrected.metrics.mean_precision.counted == 0.6
assert Math.abs(corrected.metrics.mean_precision.corrected - 0.5857142857142857) < 1e-12
def markdown = new File(basedir, 'target/rag-eval/report.md').text
assert markdown.contains('| mean_precision | 0.60 | [0.43, 0.77] |  | 0.83 | 0.59 [0.39, 0.78] |')
assert markdown.contains('Machine grades: umbrela:stub-judge\'s grades are counted for 3 of 10 queries; the summary' +
        ' table\'s column "corrected for the judge" gives each mean corrected for its errors, measured on 7 queries' +
        ' graded both by people and by it, with its 95% interval (prediction-powered inference).')
def html = new File(basedir, 'target/rag-eval/report.html').text
assert html.contains('Machine grades: umbrela:stub-judge&#39;s grades are counted for 3 of 10 queries')
assert html.contains('accepted at Cohen&#39;s kappa 0.67 on 12 human-graded pairs')
assert accepted.contains('BUILD SUCCESS') && checked.contains('BUILD SUCCESS')
