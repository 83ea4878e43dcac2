// <retriever>dense</retriever> alone: all-MiniLM-L6-v2 read as sentence-transformers reads it, exact cosine search.
// It ranks 2fa-setup second for "protect my account", which TF-IDF ranks 8th (outside k = 3).
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

assert log.contains('Retriever: dense over 10 documents')
assert log =~ /How do I protect my account from someone else logging in\?\r?\n\[INFO\]\s+retrieved=\['sso-setup', '2fa-setup', 'delete-account'\]/
assert log.contains('BUILD SUCCESS')
checks.assertNoStackTrace(log)

def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.retriever.type == 'dense'
assert report.retriever.model == 'all-MiniLM-L6-v2'
assert report.retriever.max_tokens == 256
assert report.retriever.pooling == 'mean'
assert report.retriever.similarity == 'cosine'
assert report.retriever.model_sha256 ==~ /[0-9a-f]{64}/
assert report.documents == 10
// The default cache, under the home this build was given (invoker.properties), not the developer's.
assert new File(basedir, 'target/home/.cache/rag-eval/dense').isDirectory()
report.cases.each { c -> assert c.retrieved*.score == c.retrieved*.score.sort(false).reverse() }
return true
