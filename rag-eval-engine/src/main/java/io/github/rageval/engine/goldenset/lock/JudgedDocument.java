package io.github.rageval.engine.goldenset.lock;

import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.GoldenCase;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;

/**
 * A document the golden set grades, with how many of its queries judged it relevant (grade 1 or more) and how many
 * not (grade 0): what a stale judgment's message says of it, so that the reviewer knows how much hangs on it.
 *
 * @param id the document's id
 * @param relevant the queries that judged it relevant
 * @param notRelevant the queries that judged it not relevant
 */
public record JudgedDocument(String id, int relevant, int notRelevant) {

    /** Every document the golden set grades, any grade, sorted by id. */
    public static SortedMap<String, JudgedDocument> of(GoldenDataset golden) {
        SortedMap<String, JudgedDocument> judged = new TreeMap<>();
        for (GoldenCase judgedCase : golden.cases()) {
            for (Map.Entry<String, Integer> grade : judgedCase.grades().entrySet()) {
                boolean relevant = grade.getValue() >= 1;
                judged.merge(grade.getKey(), new JudgedDocument(grade.getKey(), relevant ? 1 : 0, relevant ? 0 : 1),
                        (a, b) -> new JudgedDocument(a.id, a.relevant + b.relevant, a.notRelevant + b.notRelevant));
            }
        }
        return judged;
    }

    /** {@code pw-reset (judged relevant for 3 queries)}, {@code faq (judged relevant for 1 query, not for 2)}. */
    public String describe() {
        StringBuilder text = new StringBuilder(Shown.value(id)).append(" (judged ");
        if (relevant > 0) {
            text.append("relevant for ").append(queries(relevant));
            if (notRelevant > 0) {
                text.append(", not relevant for ").append(queries(notRelevant));
            }
        } else {
            text.append("not relevant for ").append(queries(notRelevant));
        }
        return text.append(')').toString();
    }

    private static String queries(int count) {
        return count + (count == 1 ? " query" : " queries");
    }
}
