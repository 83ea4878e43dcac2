// A LangChain4j store holding its own chunks: the passages it returns are found in their documents, keyed by their
// place, judged by the golden set's spans and scored on span metrics; precision_omega, which needs every chunk of the
// chunking, is not computed.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

assert log =~ /retrieved=\['employee-guide@\d+-\d+', /
assert log =~ /span_recall=\d\.\d\d  span_precision=\d\.\d\d  span_iou=\d\.\d\d\r?\n/
assert !log.contains('precision_omega')
assert log =~ /GATE PASSED: span_recall 1\.00 >= 0\.8, span_precision 0\.2\d >= 0\.2/
assert log =~ /span_precision 0\.2\d fell below the 0\.3 gate/
assert !log.contains('not in the corpus')
checks.assertNoStackTrace(log)

def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
def app = report.cases.find { it.query_id == 'app' }
def first = app.retrieved[0]
def guide = new JsonSlurper().parse(new File(basedir, 'src/test/rag/corpus.json')).find { it.doc_id == first.chunk.document }
// The place is where the document holds the chunk's text.
assert first.doc_id == "${first.chunk.document}@${first.chunk.start}-${first.chunk.end}"
assert guide.text.substring(first.chunk.start, first.chunk.end).startsWith(first.chunk.text.take(40).trim())
assert report.summary.span_recall != null && report.summary.precision_omega == null
return true
