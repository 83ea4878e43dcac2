// Every hybrid variant's fused lists equal ranx.fuse's on the same stored runs: the same documents, every fused
// score to the last bit, and at every place the score ranx has there (within a run of equal fused scores ranx keeps
// first appearance, or for long lists an unstable sort; rag-eval orders ties by document id).
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
assert log.contains('rag-eval: comparing 11 variants (a, b, c, 2runs_rrf_k60, 2runs_rrf_k10, 2runs_sum_minmax,'
        + ' 2runs_wsum_minmax, 3runs_rrf_k60, 3runs_rrf_k10, 3runs_sum_minmax, 3runs_wsum_minmax); the gate holds'
        + ' 2runs_rrf_k60, whose report follows')
assert log.contains('BUILD SUCCESS')
checks.assertNoStackTrace(log)

def readRun = { File file ->
    def run = [:]
    file.eachLine { line ->
        if (line.trim()) {
            def f = line.trim().split(/\s+/)
            run.computeIfAbsent(f[0]) { [] } << [id: f[2], score: Double.parseDouble(f[4])]
        }
    }
    run
}
def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
def hybrids = report.variants.findAll { it.retriever == 'hybrid' }
assert hybrids.size() == 8
int compared = 0
hybrids.each { variant ->
    def theirs = readRun(new File(basedir, "src/test/rag/ranx/fused_${variant.name}.trec"))
    variant.cases.each { fusedCase ->
        def expected = theirs[fusedCase.query_id] ?: []
        def ours = fusedCase.retrieved
        def where = "${variant.name} ${fusedCase.query_id}"
        // report.json lists the first 100 results of a longer list, with retrieved_count, the number fused.
        assert (fusedCase.retrieved_count ?: ours.size()) == expected.size() : where
        assert ours.size() == Math.min(expected.size(), 100) : where
        def theirScores = expected.collectEntries { [(it.id): it.score] }
        ours.eachWithIndex { doc, i ->
            assert theirScores.containsKey(doc.doc_id) : "${where} ${doc.doc_id}"
            assert (doc.score as double) == theirScores[doc.doc_id] : "${where} ${doc.doc_id}"
            assert expected[i].score == (doc.score as double) : "${where} place ${i + 1}"
        }
        compared += ours.size()
    }
}
assert compared > 2000 : compared
return true
