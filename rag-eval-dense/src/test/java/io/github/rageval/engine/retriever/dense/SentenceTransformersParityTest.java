package io.github.rageval.engine.retriever.dense;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.api.Document;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.retriever.RetrieverOptions;
import java.io.BufferedReader;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The dense retriever against sentence-transformers' recipe, run in Python by
 * {@code src/test/python/generate_dense_reference.py} (onnxruntime and tokenizers on the same ONNX file: truncation
 * at 256, mean pooling over the attention mask, L2 norm) and stored as test data: every vector component within
 * 1e-5, the same top-10 lists except for places whose scores lie within 1e-6 of each other, scores within 1e-5, and
 * the same count of texts longer than the model reads. The seed example always; 300 NFCorpus documents and 25 queries
 * when the system property {@value #NFCORPUS} names the BEIR folder (CI sets it), whose texts are not copied here.
 */
class SentenceTransformersParityTest {
    private static final String NFCORPUS = "rageval.nfcorpus.dir";
    private static final Path REFERENCE = Path.of("src/test/resources/dense-reference");
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void seedExampleVectorsAndRankingsEqualSentenceTransformers() throws Exception {
        Map<String, String> texts = new LinkedHashMap<>();
        for (JsonNode document : JSON.readTree(Path.of("src/test/resources/seed/corpus.json").toFile())) {
            texts.put(document.get("doc_id").asText(), document.get("text").asText());
        }
        assertParity(JSON.readTree(REFERENCE.resolve("seed.json").toFile()), texts);
    }

    @Test
    void nfcorpusSubsetVectorsAndRankingsEqualSentenceTransformers() throws Exception {
        String dir = System.getProperty(NFCORPUS, "");
        Assumptions.assumeFalse(dir.isBlank(), "NFCorpus parity skipped: system property " + NFCORPUS + " is not set");
        JsonNode reference = JSON.readTree(REFERENCE.resolve("nfcorpus.json").toFile());
        Map<String, String> wanted = new HashMap<>();
        reference.get("documents").forEach(d -> wanted.put(d.get("id").asText(), null));
        try (BufferedReader lines = Files.newBufferedReader(Path.of(dir, "corpus.jsonl"))) {
            String line;
            while ((line = lines.readLine()) != null) {
                JsonNode record = JSON.readTree(line);
                String id = record.get("_id").asText();
                if (wanted.containsKey(id)) {
                    // MTEB's recipe; the tokenizer reads "\n" (Anserini's flat join) as it reads " ".
                    wanted.put(id, (record.path("title").asText("") + " " + record.path("text").asText("")).strip());
                }
            }
        }
        Map<String, String> texts = new LinkedHashMap<>();
        reference.get("documents").forEach(d -> texts.put(d.get("id").asText(), wanted.get(d.get("id").asText())));
        assertThat(texts.values()).doesNotContainNull();

        DenseRetriever retriever = assertParity(reference, texts);

        // 233 of the 300 are longer than the 256 tokens all-MiniLM-L6-v2 reads (the reference's untruncated counts).
        long longer = 0;
        for (JsonNode document : reference.get("documents")) {
            longer += document.get("tokens").asInt() > 256 ? 1 : 0;
        }
        assertThat(longer).isEqualTo(233);
        assertThat(retriever.truncatedTexts()).isEqualTo(233);
        assertThat(retriever.warnings()).containsExactly("dense: 233 of 300 texts (documents or chunks) are longer"
                + " than the 256 tokens model all-MiniLM-L6-v2 reads, by 138 tokens on average and 579 at most: their"
                + " ends are not encoded. Chunk the corpus (chunking size 254, unit tokens) to have every word read.");
    }

    private static DenseRetriever assertParity(JsonNode reference, Map<String, String> texts) throws Exception {
        // No cache: the vectors compared are encoded here.
        DenseRetriever retriever = (DenseRetriever) new DenseRetrieverFactory().create(
                new RetrieverOptions("dense", Map.of("cacheDirectory", "none")));
        assertThat(ModelFiles.load("", OptionWords.PARAMETERS).sha256())
                .isEqualTo(reference.get("model").get("onnx_sha256").asText());
        List<Document> corpus = new ArrayList<>();
        texts.forEach((id, text) -> corpus.add(new Document(id, text)));
        retriever.index(corpus);

        for (JsonNode document : reference.get("documents")) {
            String id = document.get("id").asText();
            assertClose(retriever.documentVector(id), vector(document), "document " + id);
        }
        for (JsonNode query : reference.get("queries")) {
            String text = query.get("query").asText();
            assertClose(retriever.vector(text), vector(query), "query " + text);
            List<ScoredDocument> ours = retriever.retrieve(text, 10);
            JsonNode theirs = query.get("top10");
            assertThat(ours).hasSize(theirs.size());
            for (int i = 0; i < ours.size(); i++) {
                double theirScore = theirs.get(i).get("score").asDouble();
                assertThat(ours.get(i).score()).as("score at %d for %s", i + 1, text)
                        .isCloseTo(theirScore, org.assertj.core.data.Offset.offset(1e-5));
                String theirId = theirs.get(i).get("id").asText();
                if (!ours.get(i).id().equals(theirId)) {
                    // Only a near-tie may swap: the document they rank here scores within 1e-6 of ours.
                    double ourScoreOfTheirs = retriever.retrieve(text, 300).stream()
                            .filter(d -> d.id().equals(theirId)).findFirst().orElseThrow().score();
                    assertThat(Math.abs(ourScoreOfTheirs - ours.get(i).score())).as("place %d of %s: %s against %s",
                            i + 1, text, ours.get(i).id(), theirId).isLessThanOrEqualTo(1e-6);
                }
            }
        }
        System.out.printf(java.util.Locale.ROOT, "dense parity: %d documents, %d queries, largest vector component"
                + " difference so far %.2e%n", texts.size(), reference.get("queries").size(), worstOverall);
        return retriever;
    }

    private static float[] vector(JsonNode item) {
        ByteBuffer bytes = ByteBuffer.wrap(Base64.getDecoder().decode(item.get("vector").asText()))
                .order(ByteOrder.LITTLE_ENDIAN);
        float[] vector = new float[bytes.remaining() / Float.BYTES];
        bytes.asFloatBuffer().get(vector);
        return vector;
    }

    private static double worstOverall;

    private static void assertClose(float[] ours, float[] theirs, String what) {
        assertThat(ours).as(what).hasSameSizeAs(theirs);
        double worst = 0;
        for (int i = 0; i < ours.length; i++) {
            worst = Math.max(worst, Math.abs(ours[i] - theirs[i]));
        }
        worstOverall = Math.max(worstOverall, worst);
        assertThat(worst).as("largest component difference of %s", what).isLessThanOrEqualTo(1e-5);
    }
}
