package io.github.rageval.engine.goldenset.checks;

import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.goldenset.grow.QueryNormalizer;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The same query asked more than once, "the same" in {@link QueryNormalizer#key}'s sense (NFC, case, whitespace,
 * trailing punctuation), as the grow goal counts queries. With different judgments the golden set contradicts itself
 * and every mean averages the two answers: an error, before anything is retrieved. With the same judgments the query
 * only weighs twice: a warning. Cases without a query text (a run's qrels) are not compared.
 */
public final class RepeatedQueries {
    /** The differing documents a message names; the rest are counted. */
    static final int LISTED = 3;

    private RepeatedQueries() {
    }

    /**
     * @throws InputException for the first query, in file order, that a later case asks again with other judgments,
     *     naming both places and what differs
     */
    public static void requireConsistent(GoldenDataset golden) throws InputException {
        for (List<Integer> group : groups(golden)) {
            GoldenCase first = golden.cases().get(group.get(0));
            for (int other : group.subList(1, group.size())) {
                GoldenCase repeated = golden.cases().get(other);
                if (!first.grades().equals(repeated.grades())) {
                    throw new InputException("golden set " + golden.source() + ": " + where(golden, group.get(0))
                            + " and " + where(golden, other) + " ask the same query \""
                            + Shown.value(QueryNormalizer.key(first.query())) + "\" (compared without case, extra"
                            + " spaces or trailing punctuation) but judge it differently: "
                            + differences(first.grades(), repeated.grades()) + ". Every mean would count the query"
                            + " twice with two answers. Give both the same judgments, or remove one of them.");
                }
            }
        }
    }

    /** One warning per query asked more than once with the same judgments, in the order of its first place. */
    public static List<Finding> warnings(GoldenDataset golden) {
        List<Finding> findings = new ArrayList<>();
        for (List<Integer> group : groups(golden)) {
            String places = group.stream().map(i -> where(golden, i)).collect(Collectors.joining(", "));
            findings.add(new Finding("repeated_query", "repeated query: " + places + " ask the same query \""
                    + Shown.value(QueryNormalizer.key(golden.cases().get(group.get(0)).query())) + "\" with the same"
                    + " judgments, so it weighs " + group.size() + " times in every mean. Remove the copies, or word"
                    + " them as the different questions they are meant to be."));
        }
        return findings;
    }

    /** The cases of each query asked more than once, by first place; cases without a text are left out. */
    private static List<List<Integer>> groups(GoldenDataset golden) {
        Map<String, List<Integer>> byKey = new LinkedHashMap<>();
        for (int i = 0; i < golden.size(); i++) {
            String query = golden.cases().get(i).query();
            String key = query == null ? "" : QueryNormalizer.key(query);
            if (!key.isEmpty()) {
                byKey.computeIfAbsent(key, k -> new ArrayList<>()).add(i);
            }
        }
        return byKey.values().stream().filter(group -> group.size() > 1).toList();
    }

    /** {@code record 3 (line 7, column 3) (query_id "q3")}. */
    private static String where(GoldenDataset golden, int index) {
        String queryId = golden.cases().get(index).queryId();
        return golden.places().get(index) + (queryId == null ? "" : " (query_id \"" + Shown.value(queryId) + "\")");
    }

    /** {@code "doc-a" graded 2 in the first, not judged in the second; ...}, the first {@value #LISTED}. */
    static String differences(Map<String, Integer> first, Map<String, Integer> second) {
        Set<String> ids = new LinkedHashSet<>(first.keySet());
        ids.addAll(second.keySet());
        List<String> differing = ids.stream().filter(id -> !Objects.equals(first.get(id), second.get(id))).toList();
        String listed = differing.stream().limit(LISTED).map(id -> "\"" + Shown.value(id) + "\" " + grade(first.get(id))
                + " in the first, " + grade(second.get(id)) + " in the second").collect(Collectors.joining("; "));
        return differing.size() > LISTED ? listed + "; and " + (differing.size() - LISTED) + " more documents" : listed;
    }

    private static String grade(Integer grade) {
        return grade == null ? "not judged" : "graded " + grade;
    }
}
