// A golden set labelled by character spans: chunks are ranked and judged as chunks, the span metrics are computed for
// every variant, compared side by side, and gated. Run 1 gates w20 (pass), run 2 w10 (fail, on span_recall).
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

// Run 1: the app question's answer lies in one 20-word chunk and half of the next.
assert log =~ /\[HIT \] app: Where do I download the mobile app\?\r?\n\[INFO\]\s+retrieved=\['employee-guide#5', 'app-release#1'\]\r?\n\[INFO\]\s+relevant =\['employee-guide#5', 'employee-guide#6'\]/
assert log.contains('span_recall=0.35  span_precision=0.13  span_iou=0.11  precision_omega=0.29')
assert log.contains('GATE PASSED: span_recall 0.87 >= 0.8')
// Over span labels the variants table shows the span metrics.
assert log =~ /\s+variant\s+retriever\s+span_recall\s+span_precision\s+span_iou\s+precision_omega\s+verdict/
assert log.contains('w10      tfidf      0.66 [0.39, 0.92]  0.29 [0.17, 0.40]  0.27 [0.14, 0.39]  0.52 [0.40, 0.65]  FAIL')
assert log.contains('* w20      tfidf      0.87 [0.61, 1.00]  0.19 [0.15, 0.22]  0.18 [0.14, 0.22]  0.41 [0.34, 0.46]  pass')
assert log.contains('best: span_recall w40 = w80, span_precision w10, span_iou w10, precision_omega w10')
// Chunk ids are what is ranked: no warning that they are not the corpus's document ids.
assert !log.contains('not in the corpus')
assert !log.contains('0 of 5 corpus documents')

// Run 2.
assert log.contains('span_recall 0.66 fell below the 0.8 gate')
checks.assertNoStackTrace(log)

def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.summary.span_recall < 0.8
report.variants.each { variant ->
    ['span_recall', 'span_precision', 'span_iou', 'precision_omega'].each { assert variant.summary[it] != null }
}
// Bigger chunks: the chunking's own ceiling, precision-omega, falls.
def omega = report.variants.collect { it.summary.precision_omega }
assert omega == omega.sort(false).reverse()
// Each retrieved chunk says where it lies in its document: the parking note's first 10 words (run 2 gates w10).
def first = report.cases.find { it.query_id == 'garage' }.retrieved[0]
assert first.chunk.text == 'Parking: the garage under the office has forty spaces and'
assert first.chunk.document == 'parking' && first.chunk.start == 0 && first.chunk.end == 57
// The query tables add the span metrics per query.
assert new File(basedir, 'target/rag-eval/report.md').text
        .contains('| reciprocal rank | span\\_recall | span\\_precision | span\\_iou | retrieved | relevant |')
assert new File(basedir, 'target/rag-eval/report.html').text
        .contains('title="share of the top 2 chunks&#39; characters that are answer"')
return true
