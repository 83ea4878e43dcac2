// Run 1: a serverId that settings.xml lacks is a configuration error naming it. Run 2: the gate against the
// SolrCloud that the build started and stopped, with the credentials of the <server> solr-it: it passes, and the
// password (or its basic-auth token) is in neither the log nor any report.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
def password = 'Sol-IT-pa55w0rd'
def token = Base64.encoder.encodeToString("rag-gate:${password}".getBytes('UTF-8'))

// Run 1.
assert log.contains("on project solr-retriever: rag-eval configuration error: retrieverOptions serverId = 'solr-qa'"
        + " of the solr retriever names no <server> of Maven's settings.xml. Add <server><id>solr-qa</id>")

// Run 2.
assert log =~ /SolrCloud ready: http:\/\/127\.0\.0\.1:\d+\/solr\/docs/
assert log.contains("GATE PASSED: mean_recall 0.95 >= 0.90, MRR 1.00 >= 0.90, hit_rate 1.00 >= 0.95")
assert log =~ /LATENCY: p50 \d+\.\d ms, p95 \d+\.\d ms, p99 \d+\.\d ms, max \d+\.\d ms \(10 queries\)/
assert log.contains('SolrCloud stopped.')
assert log.contains('BUILD SUCCESS')

def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.passed == true
assert report.summary.hit_rate == 1.0
[report.retriever, report.fingerprint.retriever].each { retriever ->
    assert retriever.type == 'solr'
    assert retriever.url ==~ /http:\/\/127\.0\.0\.1:\d+\/solr\/docs\/select/
    assert !retriever.keySet().any { it.contains('user') || it.contains('password') || it.contains('server') }
}

def written = [log] + new File(basedir, 'target/rag-eval').listFiles().collect { it.text }
written.each { text ->
    assert !text.contains(password)
    assert !text.contains(token)
    assert !text.contains('rag-gate')
}
return true
