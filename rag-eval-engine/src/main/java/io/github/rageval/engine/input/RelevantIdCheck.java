package io.github.rageval.engine.input;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.InputException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Checks that every relevant id of a golden dataset names a document of the corpus. A typo in a label would
 * otherwise silently cap recall, so all unknown ids are listed at once, each with its case.
 */
public final class RelevantIdCheck {
    private static final int LISTED_AT_MOST = 50;

    private RelevantIdCheck() {
    }

    public static void requireKnown(GoldenDataset golden, Corpus corpus, Path corpusFile) throws InputException {
        requireKnown(golden, corpus, corpusFile, Set.of());
    }

    /**
     * As {@link #requireKnown(GoldenDataset, Corpus, Path)}, letting through the judged documents the golden set's
     * lock says were deleted since it was written: those are reported as deleted, not as unknown ids.
     */
    public static void requireKnown(GoldenDataset golden, Corpus corpus, Path corpusFile,
                                    Set<String> deletedSinceLock) throws InputException {
        requireKnown(golden, id -> corpus.contains(id) || deletedSinceLock.contains(id),
                new UnicodeForms(corpus.ids()), "not in the corpus " + corpusFile,
                "Fix the ids, or add the missing documents to the corpus.");
    }

    /**
     * The same check against any set of ids, e.g. the chunk ids of a chunked corpus.
     *
     * @param problem what an unknown id is, e.g. {@code not in the corpus corpus.json}
     * @param advice what to do, one sentence
     */
    public static void requireKnown(GoldenDataset golden, java.util.function.Predicate<String> known, String problem,
                                    String advice) throws InputException {
        requireKnown(golden, known, null, problem, advice);
    }

    /**
     * @param forms finds the known id an unknown one equals after Unicode normalisation, or null; an id that only
     *     differs so is said to, with what to do first
     */
    private static void requireKnown(GoldenDataset golden, java.util.function.Predicate<String> known,
                                     UnicodeForms forms, String problem, String advice) throws InputException {
        List<String> unknown = new ArrayList<>();
        boolean normalisation = false;
        int count = 0;
        for (int i = 0; i < golden.size(); i++) {
            for (String id : golden.cases().get(i).relevantDocIds()) {
                if (!known.test(id)) {
                    count++;
                    if (unknown.size() < LISTED_AT_MOST) {
                        Optional<String> differs = forms == null ? Optional.empty()
                                : forms.explain(id, "the corpus's");
                        normalisation |= differs.isPresent();
                        unknown.add("\"" + Shown.value(id) + "\" in " + golden.places().get(i)
                                + differs.map(words -> " (" + words + ")").orElse(""));
                    }
                }
            }
        }
        if (count > 0) {
            String more = count > unknown.size() ? " and " + (count - unknown.size()) + " more" : "";
            throw new InputException("golden dataset file " + golden.source() + ": " + count
                    + (count == 1 ? " relevant id is" : " relevant ids are") + " " + problem
                    + ": " + String.join("; ", unknown) + more + ". "
                    + (normalisation ? UnicodeForms.ADVICE + " " : "") + advice);
        }
    }
}
