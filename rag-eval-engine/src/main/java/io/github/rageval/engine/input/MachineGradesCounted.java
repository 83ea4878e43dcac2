package io.github.rageval.engine.input;

import io.github.rageval.engine.format.Decimals;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * What a verdict that counts a machine's grades ({@code acceptMachineJudgments}) says of them, among its warnings: per
 * judgments file, each judge's grades counted and the agreement with people they were given at, as the judge goal
 * stamped it on each grade ({@link AgreementStamp}): {@code machine grades by umbrela:qwen3:8b counted: 40 in
 * judgments.jsonl, accepted at Cohen's kappa 0.72 on 48 human-graded pairs (relevant or not)}. A grade with no stamp
 * (the judge asked about no line a person graded, or another machine's, such as the grow goal's click grades) is said
 * to have no agreement on record.
 */
public final class MachineGradesCounted {
    /** How each of its lines starts. */
    private static final String START = "machine grades by ";

    private MachineGradesCounted() {
    }

    /** Whether a warning is one of these lines: report.md lists them beside the judgments merged. */
    public static boolean says(String warning) {
        return warning.startsWith(START);
    }

    /** One line per judge and agreement, in the order first met; none when the file's counted grades are a person's. */
    static List<String> lines(Path file, List<JudgmentLine> counted) {
        Map<List<Object>, Integer> groups = new LinkedHashMap<>();
        for (JudgmentLine line : counted) {
            if (line.byMachine()) {
                groups.merge(List.of(line.judgedBy(), Objects.requireNonNullElse((Object) line.agreement(), "")), 1,
                        Integer::sum);
            }
        }
        List<String> lines = new ArrayList<>();
        groups.forEach((key, count) -> {
            String said = START + key.get(0) + " counted: " + count + " in " + file + ", ";
            if (key.get(1) instanceof AgreementStamp stamp) {
                said += "accepted at Cohen's kappa " + Decimals.two(stamp.kappa()) + " on " + stamp.pairs()
                        + " human-graded pairs (relevant or not).";
            } else if (String.valueOf(key.get(0)).startsWith(JudgmentFiles.UMBRELA)) {
                said += "with no agreement with people on record: the judge goal measures it on pool lines a person"
                        + " graded, and stamps it on each grade.";
            } else {
                // Grades of another machine (clicks:coec, the grow goal's): nothing measured them against people.
                said += "with no agreement with people on record.";
            }
            lines.add(said);
        });
        return lines;
    }
}
