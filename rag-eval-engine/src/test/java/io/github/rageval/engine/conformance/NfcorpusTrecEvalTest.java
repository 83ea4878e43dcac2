package io.github.rageval.engine.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.DynamicTest.dynamicTest;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.evaluation.EvaluationReport;
import io.github.rageval.engine.evaluation.RagEvaluation;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.metrics.Metric;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.RunMismatch;
import io.github.rageval.engine.settings.ScoringOptions;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * NFCorpus (BEIR layout, graded qrels) against trec_eval's values for scikit-learn's TF-IDF run, stored beside the
 * collection in {@code sklearn-reference/metrics.json} (printed by a trec_eval built to print full precision, run
 * with {@code -c}). The run {@code tfidf.k10.run} is evaluated through the BEIR qrels loader and the run loader; 25
 * of the 323 judged queries have no result in it and count as 0, as with {@code -c}. Enabled by the system
 * property {@value #PROPERTY}, as the scikit-learn parity test is.
 *
 * <p>The second check runs the built-in retriever over the whole BEIR folder (corpus, queries, qrels) and compares
 * the specification's per-query metrics at k = 10 with the reference's. Ties are ordered by document id here, by
 * numpy's argsort there (arbitrarily), so a tie across the 10th place may return other documents: such queries,
 * at most as many as the reference counts ties at the cutoff, are left out of the comparison.
 */
class NfcorpusTrecEvalTest {
    private static final String PROPERTY = "rageval.nfcorpus.dir";
    /** The reference was printed with 17 significant digits; summation order moves only the last bits. */
    private static final double TOLERANCE = 1e-12;
    private static final Map<String, String> TREC_EVAL_NAMES = Map.of("ndcg_cut_10", "ndcg@10",
            "map_cut_10", "map@10", "recip_rank", "recip_rank", "P_10", "P@10", "recall_10", "recall@10",
            "success_10", "success@10", "map", "map", "success_1", "success@1", "success_5", "success@5");

    @TestFactory
    Stream<DynamicTest> nfcorpus() {
        String dir = System.getProperty(PROPERTY, "");
        if (dir.isBlank()) {
            return Stream.of(dynamicTest("NFCorpus trec_eval values (needs -D" + PROPERTY + "=<folder>)",
                    () -> Assumptions.abort("NFCorpus check skipped: system property " + PROPERTY + " is not set")));
        }
        Path folder = Path.of(dir);
        return Stream.of(dynamicTest("tfidf.k10.run through the BEIR qrels", () -> runFile(folder)),
                dynamicTest("built-in retriever over the BEIR folder", () -> retriever(folder)));
    }

    private static void runFile(Path folder) throws Exception {
        JsonNode reference = new ObjectMapper().readTree(folder.resolve("sklearn-reference/metrics.json").toFile());
        EvaluationReport report = RagEvaluation.run(EvaluationSettings.builder().k(10)
                .sources(DataSources.builder().beir(folder, "test")
                        .run(folder.resolve("sklearn-reference/tfidf.k10.run")).build())
                .scoring(new ScoringOptions(List.of(1, 5, 10), 1, null, RunMismatch.WARN, true)).build());

        JsonNode all = reference.at("/summary/k10/trec_eval_all");
        assertThat(report.summary().queries()).isEqualTo(all.get("num_q").asInt());
        assertThat(report.cases().stream().mapToInt(c -> c.retrieved().size()).sum())
                .isEqualTo(all.get("num_ret").asInt());
        assertThat(report.cases().stream().mapToInt(c -> c.relevantDocIds().size()).sum())
                .isEqualTo(all.get("num_rel").asInt());
        int summaries = 0;
        for (Map.Entry<String, JsonNode> entry : all.properties()) {
            if (TREC_EVAL_NAMES.containsKey(entry.getKey())) {
                assertThat(report.summary().value(metric(entry.getKey()))).as(entry.getKey())
                        .isCloseTo(entry.getValue().asDouble(), within(TOLERANCE));
                summaries++;
            }
        }
        Map<String, CaseResult> byId = new LinkedHashMap<>();
        report.cases().forEach(c -> byId.put(c.queryId(), c));
        int perQuery = 0;
        for (JsonNode query : reference.get("per_query")) {
            CaseResult ours = byId.get(query.get("query_id").asText());
            for (Map.Entry<String, JsonNode> entry : query.at("/k10/trec_eval").properties()) {
                assertThat(ours.value(metric(entry.getKey()))).as(query.get("query_id") + " " + entry.getKey())
                        .isCloseTo(entry.getValue().asDouble(), within(TOLERANCE));
                perQuery++;
            }
        }
        System.out.println("NFCorpus trec_eval conformance: " + perQuery + " per-query and " + summaries
                + " summary values agree to " + TOLERANCE + " (" + report.cases().size() + " queries, "
                + report.warnings().size() + " warning: " + String.join("", report.warnings()) + ")");
        assertThat(perQuery).isEqualTo(323 * 6);
    }

    private static void retriever(Path folder) throws Exception {
        JsonNode reference = new ObjectMapper().readTree(folder.resolve("sklearn-reference/metrics.json").toFile());
        EvaluationReport report = RagEvaluation.run(EvaluationSettings.builder().k(10)
                .sources(DataSources.builder().beir(folder, "test").build()).scoring(ScoringOptions.DEFAULTS).build());

        JsonNode k10 = reference.at("/summary/k10");
        assertThat(report.summary().queries()).isEqualTo(323);
        assertThat(report.cases().stream().filter(c -> c.retrieved().isEmpty()).count())
                .isEqualTo(k10.get("queries_with_zero_results").asLong());
        Map<String, CaseResult> byId = new LinkedHashMap<>();
        report.cases().forEach(c -> byId.put(c.queryId(), c));
        int sameTopTen = 0;
        for (JsonNode query : reference.get("per_query")) {
            CaseResult ours = byId.get(query.get("query_id").asText());
            JsonNode theirs = query.get("k10");
            Set<String> theirIds = new HashSet<>();
            theirs.get("retrieved").forEach(id -> theirIds.add(id.asText()));
            if (!theirIds.equals(ours.retrieved().stream().map(d -> d.docId()).collect(Collectors.toSet()))) {
                assertOnlyATieAtTheCutoffDiffers(query.get("query_id").asText(), ours, theirs);
                continue;
            }
            sameTopTen++;
            String id = query.get("query_id").asText();
            assertThat(ours.precision()).as(id).isCloseTo(theirs.get("precision").asDouble(), within(TOLERANCE));
            assertThat(ours.recall()).as(id).isCloseTo(theirs.get("recall").asDouble(), within(TOLERANCE));
            assertThat(ours.hit()).as(id).isEqualTo(theirs.get("hit").asBoolean());
            // Inside a tie the reference's argsort order and ours differ; ours is trec_eval's order, so the
            // reciprocal rank is trec_eval's recip_rank of the same ten documents.
            assertThat(ours.reciprocalRank()).as(id).isCloseTo(theirs.at("/trec_eval/recip_rank").asDouble(),
                    within(TOLERANCE));
        }
        System.out.println("NFCorpus through the BEIR folder and the built-in retriever: " + sameTopTen
                + " of 323 queries return the reference's top 10 and agree on precision, recall, hit and"
                + " reciprocal rank; the rest differ only inside a tie across the 10th place");
        assertThat(323 - sameTopTen).isLessThanOrEqualTo(k10.at("/ties/queries_with_tie_at_cutoff").asInt());
    }

    /** Every document in one top 10 but not the other scores what the 10th place scores, in both lists. */
    private static void assertOnlyATieAtTheCutoffDiffers(String id, CaseResult ours, JsonNode theirs) {
        double last = ours.retrieved().get(ours.retrieved().size() - 1).score();
        JsonNode theirScores = theirs.get("scores");
        assertThat(theirScores.get(theirScores.size() - 1).asDouble()).as(id).isCloseTo(last, within(TOLERANCE));
        Set<String> theirIds = new HashSet<>();
        for (int i = 0; i < theirScores.size(); i++) {
            String doc = theirs.get("retrieved").get(i).asText();
            theirIds.add(doc);
            if (ours.retrieved().stream().noneMatch(d -> d.docId().equals(doc))) {
                assertThat(theirScores.get(i).asDouble()).as(id + " " + doc).isCloseTo(last, within(TOLERANCE));
            }
        }
        ours.retrieved().stream().filter(d -> !theirIds.contains(d.docId()))
                .forEach(d -> assertThat(d.score()).as(id + " " + d.docId()).isCloseTo(last, within(TOLERANCE)));
    }

    private static Metric metric(String trecEvalName) {
        return Metric.parse(TREC_EVAL_NAMES.get(trecEvalName)).orElseThrow();
    }
}
