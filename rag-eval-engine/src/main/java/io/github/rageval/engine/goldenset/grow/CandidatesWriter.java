package io.github.rageval.engine.goldenset.grow;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.saved.AtomicFiles;
import io.github.rageval.engine.saved.GoalFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;

/**
 * {@code candidates.jsonl}: one golden case per line, in the golden set's own format with no judgments yet, so that
 * the pool goal reads it as its {@code goldenDataset}: {@code {"query_id": "grow-1a2b3c4d5e6f", "query": "...",
 * "relevant": {}, "frequency": 12, "stratum": "head"}}. The id is {@code grow-} and the first 12 hex digits of the
 * SHA-256 of the normalised question, so the same question keeps its id from one run to the next, and the grades a
 * pool of candidates gets join the case wherever it is moved. {@code frequency} and {@code stratum} are for the
 * reader (the golden set's loader leaves them). UTF-8, {@code \n} after each line, written atomically.
 */
public final class CandidatesWriter {
    public static final String FILE_NAME = GoalFiles.CANDIDATES;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private CandidatesWriter() {
    }

    public static void write(Path file, List<StratifiedSample.Candidate> candidates) throws IOException {
        AtomicFiles.write(file, out -> {
            for (StratifiedSample.Candidate candidate : candidates) {
                out.write(MAPPER.writeValueAsString(line(candidate)).getBytes(StandardCharsets.UTF_8));
                out.write('\n');
            }
        });
    }

    private static ObjectNode line(StratifiedSample.Candidate candidate) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("query_id", id(candidate.query().key()));
        node.put("query", candidate.query().shown());
        node.putObject("relevant");
        node.put("frequency", candidate.query().frequency());
        node.put("stratum", candidate.stratum().key());
        return node;
    }

    /** {@code grow-} and the first 12 hex digits of the normalised question's SHA-256. */
    static String id(String key) {
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(key.getBytes(StandardCharsets.UTF_8));
            return "grow-" + HexFormat.of().formatHex(hash, 0, 6);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java has SHA-256", e);
        }
    }
}
