// Run 1: -Drageval.maxLatencyP95Ms=fast is a configuration error naming the parameter, before anything is
// evaluated. Run 2: a retriever that sleeps 30 ms per query against the POM's maxLatencyP95Ms of 5: the metrics pass,
// the latency limit fails the build, and every report says so. The times themselves vary, so only their bounds are
// asserted: each query slept 30 ms, so every figure is at least 30 ms.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

// Run 1.
assert log.contains("on project latency-gate: rag-eval configuration error: maxLatencyP95Ms = 'fast' is not a"
        + ' positive number of milliseconds. Write the most the p95 latency may take, e.g. maxLatencyP95Ms=300, or'
        + ' leave it unset for no limit.')

// Run 2.
assert log =~ /LATENCY: p50 \d+\.\d ms, p95 \d+\.\d ms, p99 \d+\.\d ms, max \d+\.\d ms \(10 queries\)/
assert log.contains('GATE FAILED: 1 of 1 latency limits exceeded')
assert log.contains('rag-eval gate failed for latency-gate: 1 of 1 latency limits exceeded:')
def message = (log =~ /latency p95 (\d+\.\d+) ms exceeded the 5 ms limit/)
assert message.find()
assert Double.parseDouble(message.group(1)) >= 30.0
assert log.contains('MAVEN/MojoFailureException')
checks.assertNoStackTrace(log)

def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.latency.keySet() as List == ['unit', 'queries', 'p50', 'p95', 'p99', 'max', 'limits']
assert report.latency.unit == 'ms' && report.latency.queries == 10
assert report.latency.p50 >= 30 && report.latency.p50 <= report.latency.p95
assert report.latency.p95 <= report.latency.p99 && report.latency.p99 <= report.latency.max
assert report.latency.limits == [p95: 5]
assert report.passed == false
assert report.summary.hit_rate == 1.0
assert report.violations.size() == 1
assert report.violations[0].metric == 'latency_p95_ms'
assert report.violations[0].value == report.latency.p95
assert report.violations[0].threshold == 5
assert report.violations[0].message ==~ /latency p95 \d+\.\d+ ms exceeded the 5 ms limit/
assert report.failures == [report.violations[0].message]

def junit = checks.junitReport(new File(basedir, 'target/rag-eval/TEST-rag-eval.xml'))
def gate = junit.cases.findAll { it.suite == 'rag-eval.latency-gate.gate' }
assert gate*.name == ['threshold hit_rate >= 0.90', 'latency p95 <= 5 ms']
assert gate[0].failure == null && gate[1].failure == report.violations[0].message
assert new File(basedir, 'target/rag-eval/report.md').text =~ /\nLatency: p50 \d+\.\d ms, p95 /
assert new File(basedir, 'target/rag-eval/report.html').text.contains('<p class="note">Latency: p50 ')
return true
