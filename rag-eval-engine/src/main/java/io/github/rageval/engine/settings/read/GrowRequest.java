package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.goldenset.grow.CandidatesWriter;
import io.github.rageval.engine.goldenset.grow.ClickGrades;
import io.github.rageval.engine.goldenset.grow.GoldenSetGrowth;
import io.github.rageval.engine.goldenset.grow.ImplicitJudgments;
import io.github.rageval.engine.goldenset.grow.StrataBoundaries;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.table.Defaults;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What the {@code grow} goal asks for, read by the same pass as the other goals' ({@link GoalRequest}): the query
 * log (required), the golden set whose questions are not proposed again, the sample's size, strata and seed, the
 * report folder {@code candidates.jsonl} and {@code implicit-judgments.jsonl} go into, and how clicks become grades
 * ({@code clickGrades}, {@code minImpressions}).
 *
 * @param plan what to grow from and where to
 * @param goldenNote what the console says of the golden set when there is none at its default place yet, else null
 */
public record GrowRequest(GoldenSetGrowth.Plan plan, String goldenNote) {
    /** Two shares, {@code 50%,80%}: each a number from 0 to 100 with an optional {@code %}. */
    private static final Pattern STRATA = Pattern.compile("\\s*(\\d+(?:\\.\\d+)?)\\s*%?\\s*,\\s*(\\d+(?:\\.\\d+)?)"
            + "\\s*%?\\s*");

    public static GrowRequest parse(SettingValues values, FrontEnd frontEnd) throws ConfigurationException {
        TypedValues typed = new TypedValues(Goal.GROW, values, frontEnd);
        typed.requireNoneEmpty();
        Path log = typed.path(GoalSettings.QUERY_LOG);
        if (log == null) {
            throw new ConfigurationException(frontEnd.name(GoalSettings.QUERY_LOG) + " is not set: the grow goal"
                    + " needs the query logs to propose golden cases from, a JSON Lines file or a folder of them.");
        }
        int sample = typed.integer(GoalSettings.GROW_SAMPLE);
        if (sample < 1) {
            throw new ConfigurationException(frontEnd.valued(GoalSettings.GROW_SAMPLE, String.valueOf(sample))
                    + " proposes no candidate. Give at least 1 (3 or more reach every stratum).");
        }
        Path golden = typed.path(GoalSettings.GOLDEN_DATASET);
        String note = null;
        // A team growing its first golden set has none yet; a golden set named on purpose must exist (its loader
        // says so), so that a typo never proposes again what the golden set already asks.
        if (!typed.isWritten(GoalSettings.GOLDEN_DATASET) && !Files.exists(golden)) {
            note = "no golden set at " + frontEnd.label(golden) + " yet: every question is a candidate";
            golden = null;
        }
        WrittenFiles files = WrittenFiles.of(Goal.GROW, typed);
        // Also a report folder that is the query log folder: the next grow would read its candidates as queries.
        String advice = files.ownReportDirectory(", outside the query logs");
        files.guard(List.of(
                files.inFolder(GoalSettings.REPORT_DIRECTORY, CandidatesWriter.FILE_NAME, "the candidates", advice),
                files.inFolder(GoalSettings.REPORT_DIRECTORY, ImplicitJudgments.FILE_NAME, "the implicit judgments",
                        advice)), Set.of());
        Path candidates = typed.path(GoalSettings.REPORT_DIRECTORY).resolve(CandidatesWriter.FILE_NAME);
        return new GrowRequest(new GoldenSetGrowth.Plan(log, golden, candidates, strata(typed), sample,
                typed.longInteger(GoalSettings.GROW_SEED), implicit(typed)), note);
    }

    private static ImplicitJudgments.Plan implicit(TypedValues typed) throws ConfigurationException {
        int minImpressions = typed.integer(GoalSettings.MIN_IMPRESSIONS);
        if (minImpressions < 1) {
            throw new ConfigurationException(typed.frontEnd().valued(GoalSettings.MIN_IMPRESSIONS,
                    String.valueOf(minImpressions)) + " would grade pairs never shown. Give at least 1 (the default,"
                    + " " + Defaults.MIN_IMPRESSIONS + ", keeps one click more or less from changing a grade).");
        }
        String cuts = typed.text(GoalSettings.CLICK_GRADES);
        ClickGrades grades = ClickGrades.parse(cuts).orElseThrow(() -> new ConfigurationException(
                typed.frontEnd().valued(GoalSettings.CLICK_GRADES, cuts) + " is not rising cut points coec:grade:"
                + " write them as " + Defaults.CLICK_GRADES + " (the default: a COEC from 0.5 grade 1, from 1 grade"
                + " 2, from 2 grade 3, below 0.5 grade 0), each COEC above the one before and above 0, each grade"
                + " above the one before and at least 1."));
        return new ImplicitJudgments.Plan(
                typed.path(GoalSettings.REPORT_DIRECTORY).resolve(ImplicitJudgments.FILE_NAME), grades,
                minImpressions, typed.frontEnd());
    }

    private static StrataBoundaries strata(TypedValues typed) throws ConfigurationException {
        String value = typed.text(GoalSettings.GROW_STRATA);
        Matcher matcher = STRATA.matcher(value);
        if (matcher.matches()) {
            BigDecimal head = new BigDecimal(matcher.group(1));
            BigDecimal torso = new BigDecimal(matcher.group(2));
            if (head.signum() > 0 && head.compareTo(torso) < 0 && torso.compareTo(BigDecimal.valueOf(100)) < 0) {
                return new StrataBoundaries(head.movePointLeft(2).doubleValue(), torso.movePointLeft(2).doubleValue());
            }
        }
        throw new ConfigurationException(typed.frontEnd().valued(GoalSettings.GROW_STRATA, value) + " is not two"
                + " shares of the volume, the head's and then the head's and torso's together, each above 0 and"
                + " below 100%: write it as 50%,80% (the default).");
    }
}
