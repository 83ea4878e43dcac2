package io.github.rageval.engine.input;

import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import java.nio.file.Path;
import java.util.List;

/**
 * The labelled queries, in file order, with where each came from so that later checks (ids unknown to the
 * corpus) can point at the record.
 *
 * @param source the file it was read from
 * @param cases the labelled queries
 * @param places for each case, how messages name its place in the file ("record 3 (line 7, column 3)")
 */
public record GoldenDataset(Path source, List<GoldenCase> cases, List<String> places) {
    public GoldenDataset {
        cases = List.copyOf(cases);
        places = List.copyOf(places);
        if (cases.size() != places.size()) {
            throw new IllegalArgumentException("one place per case");
        }
    }

    public int size() {
        return cases.size();
    }

    /** Whether its questions are labelled by character spans rather than by documents (all or none are). */
    public boolean labelsSpans() {
        return !cases.isEmpty() && cases.get(0).spans() != null;
    }

    /**
     * Refuses a golden set labelled by spans where only document labels are read (locking, folding judgments in,
     * growing), rather than working on its empty document labels as if nothing were judged.
     *
     * @param work what would read the labels, as the message says it: "locking the judged documents"
     */
    public void requireDocumentLabels(String work) throws InputException {
        if (labelsSpans()) {
            throw new InputException("golden dataset file " + source + " labels its questions by character spans"
                    + " (\"references\"), and " + work + " reads document labels (relevant_doc_ids, relevant), not"
                    + " spans. Keep a golden set labelled by documents for it; span labels are read by the check.");
        }
    }

    /** The same questions, in the same places, with other labels: each case replaced, in order. */
    public GoldenDataset relabelled(List<GoldenCase> relabelled) {
        return new GoldenDataset(source, relabelled, places);
    }
}
