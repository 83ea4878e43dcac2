// A Spring AI VectorStore holding the application's own chunks: the passages it returns are found in their documents,
// keyed by their place, judged by the golden set's spans and scored on span metrics.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

assert log =~ /retrieved=\['employee-guide@\d+-\d+'/
assert log =~ /GATE PASSED: span_recall \d\.\d\d >= 0\.7, span_precision \d\.\d\d >= 0\.2/
assert log =~ /span_precision \d\.\d\d fell below the 0\.9 gate/
assert !log.contains('precision_omega')
assert !log.contains('cannot be placed')
checks.assertNoStackTrace(log)

def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
def corpus = new JsonSlurper().parse(new File(basedir, 'src/test/rag/corpus.json'))
report.cases.each { c ->
    c.retrieved.each { r ->
        def text = corpus.find { it.doc_id == r.chunk.document }.text
        // A sentence ending in '.' is placed without it, as Chroma's search places a chunk.
        assert text.substring(r.chunk.start, r.chunk.end) == r.chunk.text.replaceAll(/\.$/, '')
    }
}
return true
