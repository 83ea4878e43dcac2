package io.github.rageval.engine.goldenset.checks;

import io.github.rageval.engine.model.GoldenCase;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Queries whose words stand, in order and whole, in one of their relevant documents ({@link Words}: after the query
 * normaliser's NFC and whitespace folding, lower case, punctuation ignored). A lexical retriever finds such a
 * document for free, so a golden set full of them measures copy-paste rather than retrieval. Counted, not warned
 * about: a few are natural (titles, error messages).
 */
public final class VerbatimQueries {
    private VerbatimQueries() {
    }

    /**
     * @param asked the queries with a text, which were looked for
     * @param found how reports name each query found word for word, in golden order
     */
    public record Result(int asked, List<String> found) {
        public Result {
            found = List.copyOf(found);
        }
    }

    /**
     * @param texts the texts of the relevant documents, by id; a relevant id without a text (a chunk label, a
     *     document missing from the corpus) is passed over
     * @param relevanceLevel the least grade that counts as relevant
     */
    public static Result of(List<GoldenCase> cases, Map<String, String> texts, int relevanceLevel) {
        Map<String, List<String>> documentWords = new HashMap<>();
        int asked = 0;
        List<String> found = new ArrayList<>();
        for (GoldenCase judged : cases) {
            List<String> query = judged.query() == null ? List.of() : Words.of(judged.query());
            if (query.isEmpty()) {
                continue;
            }
            asked++;
            for (String id : judged.relevantDocIds(relevanceLevel)) {
                String text = texts.get(id);
                if (text != null && Collections.indexOfSubList(
                        documentWords.computeIfAbsent(id, i -> Words.of(text)), query) >= 0) {
                    found.add(name(judged));
                    break;
                }
            }
        }
        return new Result(asked, found);
    }

    /** The query's id, or its text in quotes when it has none. */
    static String name(GoldenCase judged) {
        return judged.queryId() != null ? judged.queryId() : "\"" + judged.query() + "\"";
    }
}
