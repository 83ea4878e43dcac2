package io.github.rageval.engine.input;

import io.github.rageval.engine.format.Counted;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Merges judgments from other files (a filled pool, qrels) into the golden set before anything is evaluated: each
 * grade joins its query by the query's key ({@link QueryKeys}) and is added to that case's grades, after its own.
 * Nothing is merged silently wrong: a judgment of a query the golden set does not have is an error listing them, and
 * so is the same document of the same query graded differently by two sources (the golden set included), naming
 * both places; the same grade twice is one judgment.
 */
public final class JudgmentMerge {
    /** Examples an error lists before it only counts the rest. */
    private static final int LISTED = 5;

    private JudgmentMerge() {
    }

    /**
     * The golden set with the judgments merged in; itself when there are none.
     *
     * @param lines the judgments to merge, in the order their files were given ({@link JudgmentFiles#readAll})
     */
    public static GoldenDataset merge(GoldenDataset golden, List<JudgmentLine> lines) throws InputException {
        if (lines.isEmpty()) {
            return golden;
        }
        NewGrades added = newGrades(golden, lines);
        List<GoldenCase> cases = new ArrayList<>(golden.size());
        for (int i = 0; i < golden.size(); i++) {
            GoldenCase before = golden.cases().get(i);
            Map<String, Integer> grades = new LinkedHashMap<>(before.grades());
            grades.putAll(added.perCase().get(i));
            cases.add(before.withGrades(grades));
        }
        return new GoldenDataset(golden.source(), cases, golden.places());
    }

    /**
     * The grades the judgments add to each case, checked as {@link #merge} checks them: the same errors for an
     * unknown query or two different grades of one document.
     */
    public static NewGrades newGrades(GoldenDataset golden, List<JudgmentLine> lines) throws InputException {
        List<String> keys = QueryKeys.of(golden);
        Map<String, Integer> caseOf = new HashMap<>();
        for (int i = 0; i < keys.size(); i++) {
            caseOf.put(keys.get(i), i);
        }
        requireKnown(lines, line -> caseOf.containsKey(line.queryId()), "names a query the golden set " + golden.source()
                + " does not have", "name queries the golden set " + golden.source() + " does not have", "Judge the golden set's queries only, by their query_id (a query without one is"
                + " q and its position: q1, q2, ...), or remove those lines.");
        // Who graded each (query, document) first: the golden set, then the files in order.
        Map<String, String> firstPlace = new HashMap<>();
        Map<String, Integer> firstGrade = new HashMap<>();
        for (int i = 0; i < golden.size(); i++) {
            for (Map.Entry<String, Integer> graded : golden.cases().get(i).grades().entrySet()) {
                String key = keys.get(i) + '\n' + graded.getKey();
                firstPlace.put(key, "golden set " + golden.source() + ", " + golden.places().get(i));
                firstGrade.put(key, graded.getValue());
            }
        }
        List<Map<String, Integer>> added = new ArrayList<>();
        golden.cases().forEach(c -> added.add(new LinkedHashMap<>()));
        int alreadyThere = 0;
        for (JudgmentLine line : lines) {
            String key = line.queryId() + '\n' + line.docId();
            Integer earlier = firstGrade.putIfAbsent(key, line.grade());
            if (earlier == null) {
                firstPlace.put(key, line.where());
                added.get(caseOf.get(line.queryId())).put(line.docId(), line.grade());
            } else if (earlier != line.grade()) {
                throw new InputException("document \"" + Shown.value(line.docId()) + "\" of query \""
                        + Shown.value(line.queryId()) + "\" is graded " + line.grade() + " in judgments file "
                        + line.where() + ", but " + earlier + " in " + firstPlace.get(key) + ". Keep one grade for"
                        + " it: correct or remove one of the two.");
            } else {
                alreadyThere++;
            }
        }
        return new NewGrades(added, alreadyThere);
    }

    /**
     * Every judged document is a document of the corpus (or, for a chunk id {@code doc#n}, its document is).
     *
     * @param corpusFile the corpus, for the message
     */
    public static void requireKnownDocuments(List<JudgmentLine> lines, Corpus corpus, Path corpusFile)
            throws InputException {
        requireKnown(lines, line -> corpus.contains(line.docId()) || chunkOfKnown(line.docId(), corpus),
                "judges a document that is not in the corpus " + corpusFile,
                "judge documents that are not in the corpus " + corpusFile, "Fix the ids, or judge documents of"
                + " this corpus.");
    }

    private static boolean chunkOfKnown(String id, Corpus corpus) {
        int hash = id.lastIndexOf('#');
        return hash > 0 && corpus.contains(id.substring(0, hash));
    }

    /**
     * @param problemOfOne what one unknown judgment does, its verb agreeing ("judges a document ...")
     * @param problemOfMany what several do ("judge documents ...")
     */
    private static void requireKnown(List<JudgmentLine> lines, Predicate<JudgmentLine> known, String problemOfOne,
                                     String problemOfMany, String advice) throws InputException {
        Set<String> unknown = new LinkedHashSet<>();
        int count = 0;
        for (JudgmentLine line : lines) {
            if (!known.test(line)) {
                count++;
                if (unknown.size() < LISTED) {
                    unknown.add("\"" + Shown.value(line.queryId()) + "\"/\"" + Shown.value(line.docId()) + "\" ("
                            + line.where() + ")");
                }
            }
        }
        if (count > 0) {
            String more = count > unknown.size() ? " and " + (count - unknown.size()) + " more" : "";
            throw new InputException("judgments: " + Counted.of(count, "judgment", "judgments") + " "
                    + Counted.choose(count, problemOfOne, problemOfMany) + ": " + String.join("; ", unknown) + more + ". " + advice);
        }
    }
}
