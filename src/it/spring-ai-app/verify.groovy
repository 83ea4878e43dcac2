// examples/spring-ai-app through <retriever>spring</retriever>: the application's own SimpleVectorStore, filled with
// the corpus through Spring AI's TransformersEmbeddingModel, ranks exactly as the dense retriever does on the same
// data (same model, same 256-token truncation, mean pooling, cosine): the same ten rankings, the same metrics, and
// the same cosines to 1e-6 (Spring AI pools in float on PyTorch and leaves the vector unnormalised, SimpleVectorStore
// computes the cosine in double; dense pools and normalises in float).
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

// Run 1: the context fails to start, told once, with the bean that failed and the root cause; nothing of Spring's
// own report of it.
assert log.contains("on project spring-ai-app: rag-eval retriever error: retriever spring: the application context of"
        + " io.github.rageval.examples.springai.SupportSearchApp failed to start (no profile added): bean"
        + " 'embeddingModel' (class path resource [org/springframework/ai/model/transformers/autoconfigure/"
        + "TransformersEmbeddingModelAutoConfiguration.class]) could not be created: java.io.FileNotFoundException:"
        + " class path resource [missing-model.onnx] cannot be resolved to URL because it does not exist. Fix the"
        + " cause:")
assert !log.contains('cancelling refresh attempt')
assert !log.contains('APPLICATION FAILED TO START')

// Run 2.

assert log.contains('Retriever: spring over 10 documents')
// the dense-retriever IT's rankings, query by query
def rankings = [
        "['pw-reset', 'delete-account', '2fa-setup']",
        "['sso-setup', '2fa-setup', 'delete-account']",
        "['2fa-setup', 'sso-setup', 'pw-reset']",
        "['sso-setup', '2fa-setup', 'team-roles']",
        "['webhook-config', 'refund-policy', 'billing-cycle']",
        "['api-rate-limits', 'data-export', 'webhook-config']",
        "['billing-cycle', 'pw-reset', 'api-rate-limits']",
        "['refund-policy', 'pw-reset', 'delete-account']",
        "['data-export', 'delete-account', 'pw-reset']",
        "['team-roles', 'sso-setup', 'api-rate-limits']"]
assert log.readLines().findAll { it.contains('retrieved=[') }*.replaceAll(/.*retrieved=/, '') == rankings
assert log.contains('GATE PASSED: mean_recall 0.95 >= 0.90, MRR 0.95 >= 0.90, hit_rate 1.00 >= 0.95')
assert log.contains('BUILD SUCCESS')
assert !log.contains('CudaUtils')
checks.assertNoStackTrace(log)

def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.retriever.type == 'spring'
assert report.retriever.application == 'io.github.rageval.examples.springai.SupportSearchApp'
assert report.retriever.index == true
assert report.documents == 10
assert report.summary.mean_recall == 0.95
assert report.summary.mrr == 0.95
assert report.summary.hit_rate == 1.0
// the dense retriever's cosines for the first query (its report.json on the same data)
def dense = [0.70743462, 0.36525128, 0.29278451]
report.cases[0].retrieved*.score.eachWithIndex { score, i -> assert Math.abs(score - dense[i]) < 1e-6 }
// Spring AI copied the model into the build's folder, as the retriever's properties asked
assert new File(basedir, 'target/spring-ai-cache').isDirectory()
return true
