package io.github.rageval.engine.goldenset.pool;

import io.github.rageval.engine.format.Counted;
import io.github.rageval.engine.format.Shown;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the pool says of the ids it left out because the corpus does not hold them: a run file or a retriever that
 * answers with ids of another scheme (a path, a title, a prefix) or of documents since deleted. They cannot be graded
 * (there is no text to read), so they are not offered; but a pool that dropped them without a word would look
 * smaller than what the systems retrieved, so they are counted and the first few named, each with a query that
 * ranked it and the systems that did.
 */
final class NotInCorpus {
    /** Ids named at most; the rest are counted. */
    static final int NAMED_AT_MOST = 5;

    private NotInCorpus() {
    }

    /**
     * @param unknown the left-out documents, query by query, each query's best ranked first
     * @param corpus how the front end names the corpus read
     * @return the warning, or nothing when no id was left out
     */
    static Optional<String> warning(List<PooledDocument> unknown, String corpus) {
        if (unknown.isEmpty()) {
            return Optional.empty();
        }
        Map<String, PooledDocument> firstSeen = new LinkedHashMap<>();
        unknown.forEach(document -> firstSeen.putIfAbsent(document.docId(), document));
        long queries = unknown.stream().map(PooledDocument::queryId).distinct().count();
        List<String> named = new ArrayList<>();
        firstSeen.values().stream().limit(NAMED_AT_MOST).forEach(document -> named.add("'"
                + Shown.value(document.docId()) + "' (" + Shown.value(document.queryId()) + ", ranked by "
                + String.join(", ", document.retrievedBy().keySet()) + ")"));
        int more = firstSeen.size() - named.size();
        return Optional.of(Counted.of(firstSeen.size(), "document", "documents") + " ranked within the pool's depth"
                + " for " + Counted.of(queries, "query", "queries") + " " + Counted.choose(firstSeen.size(), "is",
                "are") + " not in the corpus " + corpus + ", so " + Counted.choose(firstSeen.size(), "it is", "they"
                + " are") + " not offered for judging (there is no text to grade by): " + String.join(", ", named)
                + (more > 0 ? " and " + more + " more" : "") + ". Check that the run file and the retrievers return"
                + " the corpus's document ids as they are written there.");
    }
}
