package io.github.rageval.engine.metrics;

import io.github.rageval.engine.model.PackedRanking;
import io.github.rageval.engine.model.ScoredDocument;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * A ranking condensed to its judged documents, trec_eval's {@code -J} ({@code form_res_rels.c}, its
 * {@code judged_docs_only_flag}): every document the judgments do not grade 0 or more is taken out, both the ones
 * in the pool but not judged (a negative grade) and the ones not in the pool, and the judged ones close up in their
 * order, so that every measure reads the condensed list as if nothing else had come back. trec_eval cuts a list to
 * its depth ({@code -M}) first and condenses what is left, so a caller condenses after the cut; a list of 10 with 4
 * judged documents is then 4 long, and P@10 reads 4 places. Nothing unjudged is left, so {@code unj@c} is 0.
 */
final class JudgedOnly {
    private JudgedOnly() {
    }

    /**
     * The judged documents of a ranked list, in its order; null entries and ids are dropped with the unjudged (the
     * evaluation drops them anyway).
     */
    static List<ScoredDocument> of(List<ScoredDocument> ranked, Map<String, Integer> grades) {
        if (ranked == null) {
            return List.of();
        }
        if (ranked instanceof PackedRanking packed) {
            // A run file's list: kept packed, one object per document would be millions for a large run.
            return packed.keep(judged(packed.grades(grades, Judgment.NOT_IN_POOL_CODE)));
        }
        List<ScoredDocument> kept = new ArrayList<>();
        for (ScoredDocument document : ranked) {
            if (document != null && document.docId() != null
                    && Judgment.of(grades.getOrDefault(document.docId(), Judgment.NOT_IN_POOL_CODE)).judged()) {
                kept.add(document);
            }
        }
        return kept;
    }

    /** The judgment codes of the judged positions, in order: a list known only by its codes, condensed. */
    static int[] of(int[] codes) {
        return Arrays.stream(codes).filter(code -> Judgment.of(code).judged()).toArray();
    }

    private static boolean[] judged(int[] codes) {
        boolean[] judged = new boolean[codes.length];
        for (int i = 0; i < codes.length; i++) {
            judged[i] = Judgment.of(codes[i]).judged();
        }
        return judged;
    }
}
