package io.github.rageval.engine.goldenset.grow;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.input.JudgmentFiles;
import io.github.rageval.engine.input.QueryKeys;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.saved.AtomicFiles;
import io.github.rageval.engine.saved.GoalFiles;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * {@code implicit-judgments.jsonl}: the grades clicks give the golden set's (query, document) pairs, one judgment per
 * line in the format the {@code judgments} setting reads ({@link JudgmentFiles}), marked as a machine's with
 * {@code "judged_by": "clicks:coec"} so that they are merged only when the team accepts machine judgments:
 * {@code {"query_id": "q1", "doc_id": "d7", "grade": 2, "judged_by": "clicks:coec", "coec": 1.234, "clicks": 5,
 * "impressions": 40}}. Only pairs shown at least {@code minImpressions} times are graded, and never one the golden
 * set already grades: the explicit grade wins (counted, not an error, and no conflict when the file is merged). The
 * golden set's cases in order, each one's documents by id; UTF-8, written atomically. A log without any click or
 * impression leaves no file (an older one is removed, so that stale grades are never merged as new).
 */
public final class ImplicitJudgments {
    public static final String FILE_NAME = GoalFiles.IMPLICIT_JUDGMENTS;
    /** How the grades are marked: by clicks, with the COEC click model. */
    public static final String JUDGED_BY = "clicks:coec";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ImplicitJudgments() {
    }

    /**
     * How clicks become judgments.
     *
     * @param file where they are written
     * @param grades the COEC cut points
     * @param minImpressions the fewest impressions a pair needs to be graded
     * @param words how the console's sentence names the settings, in the words of the front end they came from
     */
    public record Plan(Path file, ClickGrades grades, int minImpressions, SettingWords words) {
        public Plan {
            words = words == null ? SettingWords.PARAMETERS : words;
        }

        /** A plan whose sentence names the settings by the parameters' own names. */
        public Plan(Path file, ClickGrades grades, int minImpressions) {
            this(file, grades, minImpressions, null);
        }
    }

    /**
     * What clicks came to, all counts.
     *
     * @param clicks the clicks read
     * @param impressions the impressions read
     * @param pairs the distinct (query, document) pairs shown or clicked
     * @param written the judgments written
     * @param fewImpressions pairs of the golden set's queries shown fewer than minImpressions times
     * @param explicit pairs the golden set grades already: its grade wins
     * @param otherQueries pairs of questions the golden set does not ask
     * @param unjoined UBI searches whose events have no user_query and whose query record is not in the log
     */
    public record Outcome(long clicks, long impressions, int pairs, int written, int fewImpressions, int explicit,
                          int otherQueries, int unjoined) {
        /**
         * {@code Implicit judgments: 12 written to target/rag-eval/implicit-judgments.jsonl (...) from 340 clicks and
         * 5000 impressions on 800 (query, document) pairs: 30 shown fewer than 10 times, 4 graded by the golden set
         * already (its grade wins), 700 of questions the golden set does not ask.}
         */
        public String sentence(Plan plan, Function<Path, String> label) {
            SettingWords words = plan.words();
            if (clicks + impressions == 0) {
                return "No clicks nor shown results in the log: no implicit judgments.";
            }
            StringBuilder line = new StringBuilder("Implicit judgments: ").append(written).append(" written to ")
                    .append(label.apply(plan.file())).append(" (judged_by ").append(JUDGED_BY)
                    .append(", machine judgments: merged by the ").append(words.name(GoalSettings.JUDGMENTS))
                    .append(" setting only with ").append(words.name(GoalSettings.ACCEPT_MACHINE_JUDGMENTS)).append(")")
                    .append(" from ").append(clicks).append(clicks == 1 ? " click and " : " clicks and ")
                    .append(impressions).append(impressions == 1 ? " impression on " : " impressions on ")
                    .append(pairs).append(pairs == 1 ? " (query, document) pair: " : " (query, document) pairs: ")
                    .append(fewImpressions).append(" shown fewer than ").append(plan.minImpressions())
                    .append(plan.minImpressions() == 1 ? " time" : " times").append(" (")
                    .append(words.name(GoalSettings.MIN_IMPRESSIONS)).append("), ")
                    .append(explicit).append(" graded by the golden set already (its grade wins), ")
                    .append(otherQueries).append(" of questions the golden set does not ask");
            if (unjoined > 0) {
                line.append(", and the events of ").append(unjoined).append(unjoined == 1 ? " UBI search" : " UBI"
                        + " searches").append(" without user_query whose query record is not in the log counted in"
                        + " the positions' click-through rates only");
            }
            return line.append('.').toString();
        }
    }

    /**
     * Grades the golden set's pairs from the log's clicks and writes them.
     *
     * @param golden the golden set; null when there is none yet (nothing is graded then)
     * @param label how messages name the log
     */
    static Outcome write(Plan plan, ClickLog.Tallied tallied, GoldenDataset golden, String label)
            throws InputException, IOException {
        if (tallied.clicks() + tallied.impressions() == 0) {
            Files.deleteIfExists(plan.file());
            return new Outcome(0, 0, 0, 0, 0, 0, 0, 0);
        }
        if (tallied.impressions() == 0) {
            throw new InputException("The query log " + label + " holds " + tallied.clicks() + " clicks but no"
                    + " impression: COEC divides clicks by those expected where their documents were shown. Log the"
                    + " shown results too (UBI impression events with event_attributes.position.ordinal, or"
                    + " \"results\" in plain records).");
        }
        int pairs = tallied.pairs().values().stream().mapToInt(Map::size).sum() + tallied.otherPairs();
        List<ObjectNode> lines = new ArrayList<>();
        int few = 0;
        int explicit = 0;
        Set<String> asked = new HashSet<>();
        if (golden != null) {
            List<String> ids = QueryKeys.of(golden);
            for (int i = 0; i < golden.size(); i++) {
                GoldenCase known = golden.cases().get(i);
                String key = known.query() == null ? null : LoggedQueries.key(known.query());
                Map<String, PairCounts> docs = key == null ? null : tallied.pairs().get(key);
                if (docs == null) {
                    continue;
                }
                asked.add(key);
                for (Map.Entry<String, PairCounts> doc : new TreeMap<>(docs).entrySet()) {
                    PairCounts counts = doc.getValue();
                    if (counts.impressions() < plan.minImpressions()) {
                        few++;
                    } else if (known.grades().containsKey(doc.getKey())) {
                        explicit++;
                    } else {
                        lines.add(line(ids.get(i), doc.getKey(), counts, Coec.of(counts, tallied.rates()),
                                plan.grades()));
                    }
                }
            }
        }
        int other = pairs - asked.stream().mapToInt(key -> tallied.pairs().get(key).size()).sum();
        AtomicFiles.write(plan.file(), out -> {
            for (ObjectNode line : lines) {
                out.write(MAPPER.writeValueAsString(line).getBytes(StandardCharsets.UTF_8));
                out.write('\n');
            }
        });
        return new Outcome(tallied.clicks(), tallied.impressions(), pairs, lines.size(), few, explicit, other,
                tallied.unjoined());
    }

    private static ObjectNode line(String queryId, String docId, PairCounts counts, BigDecimal coec,
                                   ClickGrades grades) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("query_id", queryId);
        node.put("doc_id", docId);
        node.put("grade", grades.grade(coec));
        node.put(JudgmentFiles.JUDGED_BY, JUDGED_BY);
        node.put("coec", coec);
        node.put("clicks", counts.clicks());
        node.put("impressions", counts.impressions());
        return node;
    }
}
