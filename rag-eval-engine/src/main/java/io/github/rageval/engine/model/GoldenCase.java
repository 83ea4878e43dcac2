package io.github.rageval.engine.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One judged query: its id and text, and a grade per judged document, as a TREC qrels file holds them. A grade of
 * at least the relevance level (1 by default) means relevant; 0 up to below it means judged not relevant. A negative
 * grade means in the pool but not judged (trec_eval's {@code RELVALUE_UNJUDGED}): the measures of unjudged documents
 * (unj, bpref, infAP, rbp_resid, num_nonrel_judged_ret; see {@code metrics.Judgment}) keep it apart from a judged
 * one, and {@code judgedOnly} takes it out of the list; the other metrics count it as not relevant with no gain, as
 * they always did and as trec_eval does.
 *
 * @param queryId the id that joins it to a run file, or null when the golden dataset gives none
 * @param query the text a retriever is asked, or null when the judgments came without it (TREC qrels)
 * @param grades grade per judged document id, in the order they were given
 * @param tags the segments the query belongs to ({@code billing}, {@code critical}), each once, as given
 * @param spans the character spans that answer the query, when it is labelled so (then its grades are those of the
 *     chunks of one chunking, see {@link SpanLabels}); null when it labels documents only
 * @param answers the reference answers and key facts, when the golden set gives them; null otherwise
 */
public record GoldenCase(String queryId, String query, Map<String, Integer> grades, List<String> tags,
                         SpanLabels spans, AnswerLabels answers) {
    public GoldenCase {
        if (queryId == null && query == null) {
            throw new IllegalArgumentException("a golden case needs a query id or a query text");
        }
        grades = Collections.unmodifiableMap(new LinkedHashMap<>(grades));
        tags = tags == null ? List.of() : List.copyOf(new java.util.LinkedHashSet<>(tags));
    }

    /** A case without reference answers. */
    public GoldenCase(String queryId, String query, Map<String, Integer> grades, List<String> tags,
                      SpanLabels spans) {
        this(queryId, query, grades, tags, spans, null);
    }

    /** A case labelling documents (or chunk ids), not spans. */
    public GoldenCase(String queryId, String query, Map<String, Integer> grades, List<String> tags) {
        this(queryId, query, grades, tags, null);
    }

    /** This case held to other grades and span labels: its chunks' grades under one chunking. */
    public GoldenCase withSpans(Map<String, Integer> chunkGrades, SpanLabels labels) {
        return new GoldenCase(queryId, query, chunkGrades, tags, labels, answers);
    }

    /** This case with other grades, all else kept: judgments merged in. */
    public GoldenCase withGrades(Map<String, Integer> merged) {
        return new GoldenCase(queryId, query, merged, tags, spans, answers);
    }

    /** This case with reference answers and key facts. */
    public GoldenCase withAnswers(AnswerLabels labels) {
        return new GoldenCase(queryId, query, grades, tags, spans, labels);
    }

    /** An untagged case. */
    public GoldenCase(String queryId, String query, Map<String, Integer> grades) {
        this(queryId, query, grades, List.of());
    }

    /** A case of the specification's format: every listed id relevant with grade 1. */
    public GoldenCase(String query, List<String> relevantDocIds) {
        this(null, query, gradeOne(relevantDocIds));
    }

    private static Map<String, Integer> gradeOne(List<String> ids) {
        Map<String, Integer> grades = new LinkedHashMap<>();
        ids.forEach(id -> grades.put(id, 1));
        return grades;
    }

    /** The ids graded at least {@code relevanceLevel}, in judgment order. */
    public List<String> relevantDocIds(int relevanceLevel) {
        return grades.entrySet().stream().filter(e -> e.getValue() >= relevanceLevel).map(Map.Entry::getKey)
                .toList();
    }

    /** The ids relevant at trec_eval's default level, grade 1 or more. */
    public List<String> relevantDocIds() {
        return relevantDocIds(1);
    }

    /** Whether the grades say more than "relevant or not": any grade other than 1. */
    public boolean isGraded() {
        return grades.values().stream().anyMatch(g -> g != 1);
    }

    /** How messages and reports name the query: its id, its text, or both. */
    public String label() {
        if (queryId == null) {
            return query;
        }
        return query == null ? queryId : queryId + ": " + query;
    }
}
