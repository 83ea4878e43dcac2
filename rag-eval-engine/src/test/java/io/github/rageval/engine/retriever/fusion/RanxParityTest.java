package io.github.rageval.engine.retriever.fusion;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.api.ScoredDocument;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Fusion against ranx 0.3.20's own {@code fuse} on stored runs ({@code src/test/python/generate_fusion_reference.py}
 * wrote them): RRF with k 60 and 10, CombSUM and weighted sums over min-max normalised scores, two and three runs,
 * with documents and queries missing from a run, single-document and constant lists, tiny score ranges, negative
 * scores and ties. Every fused score must equal ranx's to the last bit, and the order must be ranx's wherever scores
 * differ; equal scores are ordered by id here (ranx orders them by first appearance, or for lists over 15 documents
 * by an unstable sort), so within a tie only the set of documents is compared.
 */
class RanxParityTest {
    private static final Path REFERENCE = Path.of("src/test/resources/fusion-reference");

    @Test
    void everyCaseEqualsRanx() throws Exception {
        JsonNode manifest = new ObjectMapper().readTree(REFERENCE.resolve("manifest.json").toFile());
        int cases = 0;
        int fusedDocuments = 0;
        for (JsonNode fusion : manifest.get("cases")) {
            List<Map<String, List<ScoredDocument>>> inputs = new ArrayList<>();
            fusion.get("inputs").forEach(name -> inputs.add(readRun(REFERENCE.resolve(name.asText()))));
            Map<String, List<ScoredDocument>> expected = readRun(REFERENCE.resolve(fusion.get("output").asText()));
            RankFusion fuse = fusion(fusion);

            TreeSet<String> queries = new TreeSet<>();
            inputs.forEach(run -> queries.addAll(run.keySet()));
            for (String query : queries) {
                List<List<ScoredDocument>> rankings = new ArrayList<>();
                inputs.forEach(run -> rankings.add(run.getOrDefault(query, List.of())));
                List<ScoredDocument> ours = fuse.fuse(rankings);
                List<ScoredDocument> theirs = expected.getOrDefault(query, List.of());
                String where = fusion.get("id").asText() + " " + query;
                assertThat(ours).as(where).hasSameSizeAs(theirs);
                Map<String, Double> theirScores = new LinkedHashMap<>();
                theirs.forEach(d -> theirScores.put(d.id(), d.score()));
                for (int i = 0; i < ours.size(); i++) {
                    ScoredDocument document = ours.get(i);
                    assertThat(theirScores).as(where).containsKey(document.id());
                    assertThat(document.score()).as("%s %s", where, document.id())
                            .isEqualTo(theirScores.get(document.id()));
                    // The same place, or a place among documents of exactly the same score.
                    assertThat(theirs.get(i).score()).as("%s place %d", where, i + 1).isEqualTo(document.score());
                }
                fusedDocuments += ours.size();
            }
            cases++;
        }
        assertThat(cases).isEqualTo(8);
        assertThat(fusedDocuments).isGreaterThan(1000);
    }

    private static RankFusion fusion(JsonNode fusion) {
        JsonNode params = fusion.has("effective_params") ? fusion.get("effective_params") : fusion.get("params");
        return switch (fusion.get("method").asText()) {
            case "rrf" -> new RankFusion(FusionMethod.RRF, params.get("k").asInt(), null);
            case "sum" -> new RankFusion(FusionMethod.COMBSUM, 60, null);
            case "wsum" -> {
                double[] weights = new double[params.get("weights").size()];
                for (int i = 0; i < weights.length; i++) {
                    weights[i] = params.get("weights").get(i).asDouble();
                }
                yield new RankFusion(FusionMethod.WEIGHTED, 60, weights);
            }
            default -> throw new IllegalStateException("unknown method " + fusion.get("method"));
        };
    }

    /** A TREC run, each query's documents in file order (ranx's order: by score, ties as written). */
    private static Map<String, List<ScoredDocument>> readRun(Path file) {
        Map<String, List<ScoredDocument>> run = new LinkedHashMap<>();
        try {
            for (String line : Files.readAllLines(file)) {
                if (line.isBlank()) {
                    continue;
                }
                String[] fields = line.trim().split("\\s+");
                run.computeIfAbsent(fields[0], q -> new ArrayList<>())
                        .add(new ScoredDocument(fields[2], Double.parseDouble(fields[4])));
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return run;
    }
}
