package io.github.rageval.engine.evaluation;

import io.github.rageval.engine.input.JudgmentLine;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which queries' values rest on a machine's grades, and which were graded both by people and by the judge, read from
 * the judgments counted: the inputs of {@link MachineGradeCorrection}.
 *
 * <p>A query is <em>machine-graded</em> when a machine's grade of one of its documents is counted. It is
 * <em>graded both ways</em> when none is, and every line of it that a person graded (a grade of 0 or more) in a file
 * the judge went over (a pool: a file with a machine's grade or a judge's grade beside a person's) carries the
 * judge's grade too ({@link io.github.rageval.engine.input.JudgeSample}): on such a query the metric is known under
 * people's grades and under the judge's, which is what measures the judge's effect on a value. Any other query's value
 * is people's alone.
 *
 * @param machines the machines whose grades are counted, in the order first met
 * @param machineGraded the keys of the machine-graded queries
 * @param judgeGrades per query graded both ways, the judge's grade of each document a person graded in the pool
 * @param sampledLines the lines a person graded that carry the judge's grade of the one machine counted
 */
record JudgeTouchedQueries(List<String> machines, Set<String> machineGraded,
                           Map<String, Map<String, Integer>> judgeGrades, int sampledLines) {

    static JudgeTouchedQueries of(List<JudgmentLine> counted) {
        Set<String> machines = new LinkedHashSet<>();
        Set<String> machineGraded = new HashSet<>();
        Set<Path> pools = new HashSet<>();
        for (JudgmentLine line : counted) {
            if (line.byMachine()) {
                machines.add(line.judgedBy());
                machineGraded.add(line.queryId());
                pools.add(line.file());
            } else if (line.judgeSample() != null) {
                pools.add(line.file());
            }
        }
        // The judge's grade beside a person's counts only when it is the judge whose grades are counted.
        String judge = machines.size() == 1 ? machines.iterator().next() : null;
        Map<String, Map<String, Integer>> sampled = new HashMap<>();
        Set<String> incomplete = new HashSet<>();
        int sampledLines = 0;
        for (JudgmentLine line : counted) {
            // A negative grade says pooled, never judged: nobody graded it, so the judge was never asked about it.
            if (line.byMachine() || !pools.contains(line.file()) || line.grade() < 0) {
                continue;
            }
            if (line.judgeSample() != null && line.judgeSample().judgedBy().equals(judge)) {
                sampled.computeIfAbsent(line.queryId(), q -> new HashMap<>()).put(line.docId(),
                        line.judgeSample().grade());
                sampledLines++;
            } else {
                incomplete.add(line.queryId());
            }
        }
        Map<String, Map<String, Integer>> bothWays = new HashMap<>();
        sampled.forEach((query, grades) -> {
            if (!machineGraded.contains(query) && !incomplete.contains(query)) {
                bothWays.put(query, Map.copyOf(grades));
            }
        });
        return new JudgeTouchedQueries(List.copyOf(machines), Set.copyOf(machineGraded), Map.copyOf(bothWays),
                sampledLines);
    }
}
