// A BEIR folder with graded qrels through the built-in retriever, gated on ndcg@10: the gate passes, the strict
// execution warns. report.json's ndcg@10 is recomputed here from its ranked lists and grades, with trec_eval's
// ndcg_cut formula (gain = grade, discount log2(rank + 1), ideal from the judgments), so the gate is known to
// hold the right number.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text

assert log.contains('Vocabulary size: 71')
assert log.contains('[HIT ] q1: How do I install the agent?')
assert log.contains("relevant ={'install': 2, 'upgrade': 1}") : 'grade 0 (release) is judged, not relevant'
assert log.contains("relevant ={'proxy': 2, 'ports': 1, 'release': 1}")
assert !log.contains('q9') : 'queries.jsonl holds queries of other splits; only the test qrels decide what is evaluated'
assert log.contains("'ndcg@10': 0.8412896918775659")
assert log.contains('GATE PASSED: hit_rate 1.00 >= 1.0, ndcg@10 0.84 >= 0.80')
assert log.contains('ndcg@10 0.84 fell below the 0.99 gate')
assert log.contains('rag-eval gate failed for beir-graded-ndcg (failOnViolation=false, build continues):')
assert log.contains('BUILD SUCCESS')

def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.summary.queries == 4
assert report.depth == 10 : 'the retriever is asked for as many documents as the largest cutoff a metric reads'
assert report.thresholds['ndcg@10'] == 0.80
assert report.passed == true
def log2 = { double x -> Math.log(x) / Math.log(2) }
def ndcgAt10 = { result ->
    def grades = result.grades
    def dcg = 0.0d
    result.retrieved.take(10).eachWithIndex { doc, i -> dcg += Math.max(grades[doc.doc_id] ?: 0, 0) / log2(i + 2) }
    def ideal = 0.0d
    grades.values().findAll { it > 0 }.sort { -it }.take(10).eachWithIndex { g, i -> ideal += g / log2(i + 2) }
    ideal > 0 ? dcg / ideal : 0.0d
}
def recomputed = report.cases.collect { ndcgAt10(it) }.sum() / report.cases.size()
assert Math.abs(recomputed - report.summary['ndcg@10']) < 1e-12 : "ndcg@10 ${report.summary['ndcg@10']} vs ${recomputed}"
report.cases.each { assert Math.abs(ndcgAt10(it) - it.metrics['ndcg@10']) < 1e-12 : it.query_id }

def strict = new JsonSlurper().parse(new File(basedir, 'target/rag-eval-strict/report.json'))
assert strict.passed == false
assert strict.violations*.message == ['ndcg@10 0.84 fell below the 0.99 gate']
return true
