// Run 1 recorded the baseline with the POM's apiKey, run 2 checked with another key from the command line, run 3
// failed on a malformed option line holding the key. Neither key may be in the log or in any file the builds wrote:
// the settings record a key by the start of its SHA-256, so the change is still reported.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

// sha256("sk-live-123456") and sha256("sk-live-999"), first 12 hex digits.
assert log.contains('retriever changed: options.apiKey sha256:4cd6651b1dad -> sha256:e8d0e13d4dc8')
assert log.contains("rag-eval configuration error: retrieverOptions entry '***' in 'apiKey=***,***,apiKey=***' is not"
        + ' of the form name=value.')
checks.assertNoStackTrace(log)
def baseline = new JsonSlurper().parse(new File(basedir, 'rag-baseline.json'))
assert baseline.fingerprint.retriever['options.apiKey'] == 'sha256:4cd6651b1dad'
def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.retriever['options.apiKey'] == 'sha256:e8d0e13d4dc8'

def written = [new File(basedir, 'build.log'), new File(basedir, 'rag-baseline.json')]
new File(basedir, 'target').eachFileRecurse(groovy.io.FileType.FILES) { written << it }
assert written.any { it.name == 'report.html' } && written.any { it.name == 'TEST-rag-eval.xml' }
written.each { file ->
    def text = file.getText('UTF-8').toLowerCase(Locale.ROOT)
    ['sk-live-123456', 'sk-live-999'].each { key ->
        assert !text.contains(key) : "${file} holds ${key}"
    }
}
return true
