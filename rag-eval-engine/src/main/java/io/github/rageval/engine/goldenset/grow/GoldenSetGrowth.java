package io.github.rageval.engine.goldenset.grow;

import io.github.rageval.engine.format.Counted;
import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.input.GoldenDatasetLoader;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.progress.ProgressListener;
import io.github.rageval.engine.progress.ProgressMeter;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.io.IOException;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The grow goal: query logs read, their personal data redacted, their questions normalised and counted, those the
 * golden set already asks left out, and a stratified, seeded sample written as golden cases with no judgments
 * ({@link CandidatesWriter}) into the report folder. Nothing of a redacted value reaches the file or the console:
 * only counts. When the log says what was shown and clicked, the golden set's (query, document) pairs are graded by
 * their clicks over expected clicks ({@link ImplicitJudgments}).
 */
public final class GoldenSetGrowth {
    private GoldenSetGrowth() {
    }

    /**
     * What to grow from and where to.
     *
     * @param queryLog a log file, or a folder of them
     * @param goldenDataset the golden set whose questions are not proposed again; null when there is none yet
     * @param candidates the file written
     * @param boundaries where the strata end
     * @param sample the most candidates written
     * @param seed the draw's seed
     * @param implicit how clicks become judgments of the golden set's pairs
     */
    public record Plan(Path queryLog, Path goldenDataset, Path candidates, StrataBoundaries boundaries, int sample,
                       long seed, ImplicitJudgments.Plan implicit) {
    }

    /** What a run did, all counts: the console's paragraph. */
    public record Outcome(QueryLogReader.Tally read, LoggedQueries.Counted counted, int known,
                          Map<Stratum, Integer> written, ImplicitJudgments.Outcome implicit, Plan plan) {
        /**
         * {@code Grow: 1000 lines read from query log logs (2 files): 990 queries, 412 distinct after
         * normalisation, 3 already in the golden set, 7 dropped as personal data; redacted (counts only): 5 e-mail
         * addresses, 2 phone numbers; 50 candidates written to target/rag-eval/candidates.jsonl: head 17, torso 17,
         * tail 16 (...)}.
         */
        public String line(Function<Path, String> label) {
            StringBuilder line = new StringBuilder("Grow: ").append(Counted.of(read.lines(), "line", "lines"))
                    .append(" read from query log ").append(label.apply(plan.queryLog())).append(" (")
                    .append(Counted.of(read.files(), "file", "files")).append("): ")
                    .append(Counted.of(read.queries(), "query", "queries"));
            if (read.events() + read.withoutText() > 0) {
                line.append(" (not counted: ").append(ubiSkipped(read)).append(")");
            }
            line.append(", ").append(counted.queries().size()).append(" distinct after normalisation, ")
                    .append(known).append(" already in the golden set, ").append(counted.droppedAsPersonal())
                    .append(" dropped as mostly personal data");
            if (counted.empty() > 0) {
                line.append(", ").append(counted.empty()).append(" empty");
            }
            List<String> redacted = new ArrayList<>();
            counted.redacted().forEach((kind, count) -> redacted.add(kind.count(count)));
            line.append(redacted.isEmpty() ? "; nothing redacted" : "; redacted (counts only, never the values): "
                    + String.join(", ", redacted));
            int total = written.values().stream().mapToInt(Integer::intValue).sum();
            line.append("; ").append(Counted.of(total, "candidate", "candidates")).append(" written to ")
                    .append(label.apply(plan.candidates())).append(": ");
            List<String> strata = new ArrayList<>();
            written.forEach((stratum, count) -> strata.add(stratum.key() + " " + count));
            line.append(String.join(", ", strata)).append(String.format(Locale.ROOT, " (head: the queries making"
                    + " up the first %s of the volume, torso up to %s, tail the rest; seed %d).",
                    percent(plan.boundaries().head()), percent(plan.boundaries().torso()), plan.seed()));
            return line.append(' ').append(implicit.sentence(plan.implicit(), label)).toString();
        }
    }

    /** The UBI records no query was counted from: {@code 1 UBI event, 2 UBI queries without user_query}. */
    private static String ubiSkipped(QueryLogReader.Tally read) {
        return Counted.of(read.events(), "UBI event", "UBI events") + ", "
                + Counted.of(read.withoutText(), "UBI query", "UBI queries") + " without user_query";
    }

    /** As {@link #run(Plan, Function, ProgressListener)}, its phases told to no one. */
    public static Outcome run(Plan plan, Function<Path, String> label) throws InputException, UnwrittenFile {
        return run(plan, label, ProgressListener.NONE);
    }

    /**
     * Reads the log, writes the candidates and the implicit judgments.
     *
     * @param progress told of the phases: the log read (a line every few seconds on a long one, a query each), the
     *     candidates drawn and written, the implicit judgments written
     * @throws UnwrittenFile naming the file that could not be written
     */
    public static Outcome run(Plan plan, Function<Path, String> label, ProgressListener progress)
            throws InputException, UnwrittenFile {
        GoldenDataset goldenSet = plan.goldenDataset() == null ? null
                : new GoldenDatasetLoader().load(plan.goldenDataset());
        if (goldenSet != null) {
            goldenSet.requireDocumentLabels("growing the golden set from query logs");
        }
        Set<String> golden = goldenKeys(goldenSet);
        LoggedQueries logged = new LoggedQueries();
        ClickLog clicks = new ClickLog(golden);
        String queryLog = plan.implicit().words().name(GoalSettings.QUERY_LOG);
        ProgressMeter reading = ProgressMeter.start("query log read", -1, progress);
        QueryLogReader.Tally read = QueryLogReader.read(plan.queryLog(), label.apply(plan.queryLog()), queryLog,
                new QueryLogReader.Handler() {
                    @Override
                    public void query(String text) {
                        logged.query(text);
                        reading.advance();
                    }

                    @Override
                    public void ubiQuery(String queryId, String userQuery) {
                        clicks.ubiQuery(queryId, userQuery);
                    }

                    @Override
                    public void interaction(Interaction event) {
                        clicks.interaction(event);
                    }
                });
        reading.finish();
        if (read.queries() == 0) {
            throw new InputException("The query log " + label.apply(plan.queryLog()) + " holds no query: "
                    + Counted.of(read.lines(), "line", "lines") + " read, " + ubiSkipped(read) + ". Point " + queryLog
                    + " at plain query lines or at UBI's ubi_queries records.");
        }
        ProgressMeter drawing = ProgressMeter.start("candidates drawn and written", -1, progress);
        LoggedQueries.Counted counted = logged.distinct();
        int known = (int) counted.queries().stream().filter(query -> golden.contains(query.key())).count();
        List<StratifiedSample.Candidate> candidates = StratifiedSample.draw(counted.queries(), golden,
                plan.boundaries(), plan.sample(), plan.seed());
        try {
            CandidatesWriter.write(plan.candidates(), candidates);
        } catch (IOException e) {
            throw new UnwrittenFile(plan.candidates(), e);
        }
        drawing.finish();
        Map<Stratum, Integer> written = new EnumMap<>(Stratum.class);
        for (Stratum stratum : Stratum.values()) {
            written.put(stratum, 0);
        }
        candidates.forEach(candidate -> written.merge(candidate.stratum(), 1, Integer::sum));
        ImplicitJudgments.Outcome implicit;
        ProgressMeter grading = ProgressMeter.start("implicit judgments written", -1, progress);
        try {
            implicit = ImplicitJudgments.write(plan.implicit(), clicks.tallied(), goldenSet,
                    label.apply(plan.queryLog()));
        } catch (IOException e) {
            throw new UnwrittenFile(plan.implicit().file(), e);
        }
        grading.finish();
        return new Outcome(read, counted, known, written, implicit, plan);
    }

    private static Set<String> goldenKeys(GoldenDataset goldenSet) {
        Set<String> keys = new HashSet<>();
        if (goldenSet != null) {
            for (GoldenCase golden : goldenSet.cases()) {
                if (golden.query() != null) {
                    keys.add(LoggedQueries.key(golden.query()));
                }
            }
        }
        return keys;
    }

    private static String percent(double share) {
        return BigDecimal.valueOf(share).movePointRight(2).setScale(2, RoundingMode.HALF_UP).stripTrailingZeros()
                .toPlainString() + "%";
    }
}
