package io.github.rageval.engine.saved;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.engine.baseline.Fingerprint;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.input.JsonFields;
import io.github.rageval.engine.format.WholeNumbers;
import io.github.rageval.engine.model.InputException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * A run's fingerprint read back, from a baseline or from the report.json of the evaluation it describes: k, the
 * retriever's settings and the checksums of the files the run read, each field checked.
 */
final class FingerprintJson {
    private FingerprintJson() {
    }

    /** @param error the reader's error for a problem, which names its file */
    static Fingerprint read(JsonNode node, Function<String, InputException> error) throws InputException {
        JsonFields json = new JsonFields(error);
        JsonNode k = node.path("k");
        if (k.isIntegralNumber() && !k.canConvertToInt()) {
            throw error.apply("\"fingerprint.k\" is out of range (a whole number from " + WholeNumbers.RANGE + ")");
        }
        if (!k.isIntegralNumber()) {
            throw error.apply("\"fingerprint.k\" is not an integer");
        }
        if (k.intValue() < 1) {
            throw error.apply("\"fingerprint.k\" is " + k.intValue() + "; it must be at least 1");
        }
        Map<String, Object> retriever = RetrieverSettingsJson.read(json.object(node, "retriever"),
                "fingerprint.retriever", error);
        ReadBackValues values = new ReadBackValues(error);
        int relevanceLevel = node.has("relevance_level")
                ? values.integerAtLeast(node, "relevance_level", "fingerprint", 1)
                : ScoringOptions.DEFAULT_RELEVANCE_LEVEL;
        int depth = node.has("depth") ? values.integerAtLeast(node, "depth", "fingerprint", 1) : 0;
        boolean judgedOnly = node.has("judged_only") && values.bool(node, "judged_only", "fingerprint");
        Map<String, String> judgments = new LinkedHashMap<>();
        if (node.has("judgments")) {
            JsonNode files = json.object(node, "judgments");
            for (Map.Entry<String, JsonNode> file : files.properties()) {
                judgments.put(file.getKey(), json.text(files, file.getKey(), "fingerprint.judgments"));
            }
        }
        return new Fingerprint(k.intValue(), retriever, json.text(node, "corpus_sha256", "fingerprint"),
                json.text(node, "golden_sha256", "fingerprint"), relevanceLevel, depth, judgedOnly, judgments);
    }
}
