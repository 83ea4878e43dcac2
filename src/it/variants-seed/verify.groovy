// Three variants in one build: the gate holds words4 (the specification's regression), so the build fails with
// the usual messages; the log compares all three with intervals and paired tests; report.json keeps words4 at the
// top level, lists every variant, and the fused variant's lists are reciprocal rank fusion of the other two.
import groovy.json.JsonSlurper

def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

assert log.contains('rag-eval: comparing 3 variants (words2, words4, fused); the gate holds words4, whose report follows')
assert log.contains("SUMMARY: {'k': 3, 'mean_precision': 0.6166666666666667, 'mean_recall': 0.8, 'mrr': 0.8, 'hit_rate': 0.8}")
assert log.contains('rag-eval gate failed for variants-seed (gate variant words4): 3 of 3 thresholds not met:')
assert log.contains('hit_rate 0.80 fell below the 0.95 gate')
assert log.contains('VARIANTS: 3 retrievers on the same 10 queries, the gate holds words4 (*)')
assert log =~ /\[INFO\]     words2   tfidf      0\.52 \[0\.37, 0\.68\]  0\.95 \[0\.85, 1\.00\]  0\.93 \[0\.80, 1\.00\]  1\.00 \[1\.00, 1\.00\]  pass/
assert log =~ /\[INFO\]   \* words4   tfidf      0\.62 \[0\.38, 0\.85\]  0\.80 \[0\.50, 1\.00\]  0\.80 \[0\.50, 1\.00\]  0\.80 \[0\.50, 1\.00\]  FAIL/
assert log =~ /\[INFO\]     fused    hybrid  /
assert log.contains('best: mean_precision words4, mean_recall words2, mrr words2, hit_rate words2')
assert log.contains('words2 against words4, paired randomization test: mean_recall +0.15 (p = 0.500), mrr +0.13 (p = 0.500), hit_rate +0.20 (p = 0.500)')
assert log.contains('[words2 only] How do I set up SSO for my company?')
assert log =~ /fused against words4, paired randomization test: mean_recall [-+]\d\.\d\d \(p = \d\.\d{3}\)/
assert log.contains('MAVEN/MojoFailureException')
assert log.contains('fused against words4')
checks.assertNoStackTrace(log)

// Run 2 (the one-line form): four variants, the gate on words2, which passes; its report.json is the one on disk.
assert log.contains('rag-eval: comparing 4 variants (words2, words4, fused, rrf10); the gate holds words2, whose report follows')
assert log.contains('VARIANTS: 4 retrievers on the same 10 queries, the gate holds words2 (*)')
assert log.contains('words4 against words2, paired randomization test: mean_recall -0.15 (p = 0.500), mrr -0.13 (p = 0.500), hit_rate -0.20 (p = 0.500)')
assert log.contains('BUILD SUCCESS')

def report = new JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.passed == true
assert report.gate_variant == 'words2'
assert report.retriever.token_pattern == '(?u)\\b\\w\\w+\\b'
assert report.variants*.name == ['words2', 'words4', 'fused', 'rrf10']
assert report.variants*.retriever == ['tfidf', 'tfidf', 'hybrid', 'hybrid']
assert report.variants*.gate == [true, false, false, false]
assert report.variants*.passed == [true, false, false, false]
assert report.variants[0].summary == report.summary
assert report.variants[2].settings.fuse == 'words2,words4' && report.variants[2].settings.method == 'rrf'
assert report.variants[3].settings.rrf_k == 10 && report.variants[3].settings.depth == 5
assert report.variant_comparison.against_gate*.variant == ['words4', 'fused', 'rrf10']
assert report.variant_comparison.against_gate[0].metrics.hit_rate.p_values.randomization.p == 0.5

// Reciprocal rank fusion of words2's and words4's rankings (depth 10 lists them whole), each read to the
// variant's depth: fused scores descending, ties by document id ascending, scores to the last bit.
def words2 = report.variants[0].cases
def words4 = report.variants[1].cases
[[report.variants[2].cases, 60, 100], [report.variants[3].cases, 10, 5]].each { fused, k, depth ->
    assert fused.size() == 10
    fused.eachWithIndex { fusedCase, q ->
        def scores = [:]
        [words2[q], words4[q]].each { input ->
            input.retrieved.take(depth).eachWithIndex { doc, rank ->
                scores[doc.doc_id] = (scores[doc.doc_id] ?: 0d) + 1d / (k + rank + 1)
            }
        }
        def expected = scores.entrySet().sort { a, b -> b.value <=> a.value ?: a.key <=> b.key }.take(10)
        assert fusedCase.retrieved*.doc_id == expected*.key : "k ${k}, query ${q}"
        assert fusedCase.retrieved*.score.collect { it as double } == expected*.value : "k ${k}, query ${q}"
    }
}
return true
