package io.github.rageval.engine.goldenset.pool;

import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/**
 * What the pool goal wrote, and the console's account of it.
 *
 * @param pooled the pooled documents, query by query
 * @param queries the golden queries pooled over
 * @param systems the systems' names, in configuration order
 * @param files the files written: pool.jsonl, then pool.csv
 * @param warnings what the evaluation that ranked the documents warned about (a run's missing queries)
 * @param depth how deep each system's rankings were pooled
 * @param depthSet whether that depth was set ({@code poolDepth}), rather than given by {@link PoolSettings#depthFor}
 */
public record PoolResult(List<PooledDocument> pooled, int queries, List<String> systems, List<Path> files,
                         List<String> warnings, int depth, boolean depthSet) {
    public PoolResult {
        pooled = List.copyOf(pooled);
        systems = List.copyOf(systems);
        files = List.copyOf(files);
        warnings = List.copyOf(warnings);
    }

    /**
     * How deep the pool was drawn and what that asks for, first: {@code pooled to depth 3 (about 6 documents per query
     * over 2 systems): 52 documents for 12 queries; set poolDepth to change}, so that a pool larger than a person
     * will grade says at once which setting makes it smaller.
     *
     * @param words how the front end names the depth's setting
     */
    public String depthLine(SettingWords words) {
        String counts = String.format(Locale.ROOT, "%d %s for %d %s", pooled.size(),
                pooled.size() == 1 ? "document" : "documents", queries, queries == 1 ? "query" : "queries");
        if (depthSet) {
            return "pooled to depth " + depth + " (" + words.name(GoalSettings.POOL_DEPTH) + "): " + counts;
        }
        return "pooled to depth " + depth + " (about " + PoolSettings.JUDGMENTS_PER_QUERY + " documents per query over "
                + systems.size() + (systems.size() == 1 ? " system" : " systems") + "): " + counts + "; set "
                + words.name(GoalSettings.POOL_DEPTH) + " to change";
    }

    /**
     * One line per file written: {@code Pool: target/rag-eval/pool.jsonl: 12 documents to judge for 4 of 5 queries
     * (tfidf 8, bm25 7)}, each system with the pooled documents it retrieved within the depth (a document two
     * retrieved counts for both).
     *
     * @param label how the front end names a file
     */
    public List<String> lines(Function<Path, String> label) {
        Map<String, Integer> contributed = new LinkedHashMap<>();
        systems.forEach(system -> contributed.put(system, 0));
        pooled.forEach(document -> document.retrievedBy().keySet().forEach(s -> contributed.merge(s, 1, Integer::sum)));
        long withDocuments = pooled.stream().map(PooledDocument::queryId).distinct().count();
        List<String> parts = new ArrayList<>();
        contributed.forEach((system, count) -> parts.add(system + " " + count));
        String counts = String.format(Locale.ROOT, "%d %s to judge for %d of %d %s (%s)", pooled.size(),
                pooled.size() == 1 ? "document" : "documents", withDocuments, queries, queries == 1 ? "query"
                        : "queries", String.join(", ", parts));
        return files.stream().map(file -> "Pool: " + label.apply(file) + ": " + counts).toList();
    }
}
