package io.github.rageval.engine.saved;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.rageval.engine.analysis.Diagnostic;
import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.format.Sentences;
import io.github.rageval.engine.model.InputException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * What the checks of the golden set wrote into a report.json, for a re-gated report: the golden set is not read
 * again, so its warnings ({@code repeated_query}, {@code near_duplicate}) and notes are carried as written, and a
 * re-gated report says what the evaluated one said.
 *
 * @param warnings the golden set's diagnostics, in report order
 * @param notes its notes ({@code golden_set_notes})
 */
public record SavedGoldenSet(List<Diagnostic> warnings, List<String> notes) {
    /** The diagnostics that come from the golden set's checks, not from the analysis, which re-gating repeats. */
    static final Set<String> KINDS = Set.of("repeated_query", "near_duplicate", "golden_set_checks_skipped");
    private static final ObjectMapper MAPPER = new ObjectMapper();

    public SavedGoldenSet {
        warnings = List.copyOf(warnings);
        notes = List.copyOf(notes);
    }

    /**
     * @param reportFile a report.json that {@link SavedReport#read} has already accepted
     * @throws InputException when it can no longer be read
     */
    public static SavedGoldenSet read(Path reportFile) throws InputException {
        JsonNode root;
        try {
            root = MAPPER.readTree(Files.readAllBytes(reportFile));
        } catch (IOException e) {
            throw new InputException(Sentences.join("report file " + reportFile + " cannot be read again: "
                    + FileError.reason(e), "Check that nothing else writes it while the check runs."), e);
        }
        List<Diagnostic> warnings = new ArrayList<>();
        for (JsonNode diagnostic : root.path("diagnostics")) {
            String kind = diagnostic.path("kind").asText();
            if (KINDS.contains(kind)) {
                warnings.add(new Diagnostic(kind, null, diagnostic.path("message").asText()));
            }
        }
        List<String> notes = new ArrayList<>();
        root.path("golden_set_notes").forEach(note -> notes.add(note.asText()));
        return new SavedGoldenSet(warnings, notes);
    }
}
