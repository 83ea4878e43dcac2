package io.github.rageval.engine.metrics;

import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The grades of a query labelled by spans, for what a ranking holds: a retrieved chunk or passage that shares a
 * character with a reference is relevant (grade 1). Under a built-in chunking every relevant chunk is graded already
 * (the chunking is known whole); a retriever that chunks on its own returns passages nobody could grade beforehand,
 * so they are graded here, as they come back. Every other chunk is judged not relevant, as before.
 */
final class SpanGrades {
    private SpanGrades() {
    }

    /** The case with its retrieved relevant passages graded; the case itself when it needs nothing more. */
    static GoldenCase graded(GoldenCase golden, List<ScoredDocument> ranked) {
        if (golden.spans() == null) {
            return golden;
        }
        List<CharSpan> references = golden.spans().spans();
        Map<String, Integer> grades = null;
        for (ScoredDocument document : ranked) {
            if (document == null || document.chunk() == null || document.chunk().span() == null
                    || golden.grades().containsKey(document.docId())) {
                continue;
            }
            CharSpan span = document.chunk().span();
            if (references.stream().anyMatch(span::sharesACharacterWith)) {
                if (grades == null) {
                    grades = new LinkedHashMap<>(golden.grades());
                }
                grades.put(document.docId(), 1);
            }
        }
        return grades == null ? golden : golden.withSpans(grades, golden.spans());
    }
}
