package io.github.rageval.engine.goldenset.judgments;

import io.github.rageval.engine.input.NewGrades;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/**
 * What the judgments goal wrote, and the console's account of it.
 *
 * @param file the golden set written
 * @param grades the grades added, per case
 * @param queries the golden set's queries
 * @param warnings what reading the judgments warned about (a machine's grades left out)
 * @param uncheckedCorpus the corpus left at its default and absent, so that the judged documents were not checked
 *     against one; null when they were
 */
public record JudgedGoldenResult(Path file, NewGrades grades, int queries, List<String> warnings,
                                 Path uncheckedCorpus) {
    public JudgedGoldenResult {
        warnings = List.copyOf(warnings);
    }

    /** The grades added, over every case. */
    public int added() {
        return grades.perCase().stream().mapToInt(java.util.Map::size).sum();
    }

    /**
     * The console's lines: what was written, and when no corpus was there to check the judged documents against,
     * that they were not.
     *
     * @param label how the front end names a file
     */
    public List<String> lines(Function<Path, String> label) {
        if (uncheckedCorpus == null) {
            return List.of(line(label));
        }
        return List.of(line(label), "Judgments: the judged documents were not checked against a corpus: there is"
                + " none at " + label.apply(uncheckedCorpus) + ".");
    }

    /**
     * {@code Judgments: 5 grades added to 3 of 10 queries, 2 already there: target/rag-eval/golden-judged.json}.
     *
     * @param label how the front end names a file
     */
    String line(Function<Path, String> label) {
        long judged = grades.perCase().stream().filter(added -> !added.isEmpty()).count();
        return String.format(Locale.ROOT, "Judgments: %d %s added to %d of %d %s, %d already there: %s", added(),
                added() == 1 ? "grade" : "grades", judged, queries, queries == 1 ? "query" : "queries",
                grades.alreadyThere(), label.apply(file));
    }
}
