// Run 1 recorded the baseline with the POM's apiKey, run 2 failed on a malformed option line holding the key, run 3
// checked with another key from the command line. Neither key may be in the log or in any file the builds wrote:
// the settings record a key as the marker ***, nothing derived from it, so another key is no change of configuration.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

assert !log.contains('retriever changed')
assert log.contains("rag-eval configuration error: retrieverOptions entry '***' in 'apiKey=***,***,apiKey=***' is not"
        + ' of the form name=value.')
checks.assertNoStackTrace(log)
def baseline = new JsonSlurper().parse(new File(basedir, 'rag-baseline.json'))
assert baseline.fingerprint.retriever['options.apiKey'] == '***'
def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.retriever['options.apiKey'] == '***'

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
