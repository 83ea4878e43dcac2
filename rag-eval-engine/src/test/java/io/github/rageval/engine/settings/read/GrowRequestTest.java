package io.github.rageval.engine.settings.read;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.goldenset.grow.ClickGrades;
import io.github.rageval.engine.goldenset.grow.ImplicitJudgments;
import io.github.rageval.engine.goldenset.grow.StrataBoundaries;
import java.math.BigDecimal;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The grow goal's settings: the log required, the strata and sample checked, the golden set optional only unset. */
class GrowRequestTest {
    private static GrowRequest parse(String... nameValues) throws Exception {
        return GrowRequest.parse(OwnSettings.of(nameValues), TestFrontEnd.MAVEN_NAMES);
    }

    @Test
    void theLogIsRequiredAndTheDefaultsApply() throws Exception {
        assertThatThrownBy(() -> parse()).hasMessage("queryLog is not set: the grow goal needs the query logs to"
                + " propose golden cases from, a JSON Lines file or a folder of them.");
        GrowRequest request = parse("queryLog", "logs");
        assertThat(request.plan().queryLog()).isEqualTo(Path.of("logs"));
        assertThat(request.plan().candidates()).isEqualTo(Path.of("target/rag-eval/candidates.jsonl"));
        assertThat(request.plan().sample()).isEqualTo(50);
        assertThat(request.plan().seed()).isEqualTo(42);
        assertThat(request.plan().boundaries()).isEqualTo(new StrataBoundaries(0.5, 0.8));
        // No golden set at its default place yet: every question is a candidate, and the console says so.
        assertThat(request.plan().goldenDataset()).isNull();
        assertThat(request.goldenNote()).contains("no golden set at src/test/rag/golden.json yet");
        // Named on purpose, it must exist: its loader says so when it does not.
        assertThat(parse("queryLog", "logs", "goldenDataset", "typo.json").plan().goldenDataset())
                .isEqualTo(Path.of("typo.json"));
    }

    @Test
    void clickGradesAndMinImpressionsThatCannotBeUsedAreErrors() throws Exception {
        ImplicitJudgments.Plan implicit = parse("queryLog", "l", "reportDirectory", "out").plan().implicit();
        assertThat(implicit.file()).isEqualTo(Path.of("out", "implicit-judgments.jsonl"));
        assertThat(implicit.minImpressions()).isEqualTo(10);
        assertThat(implicit.grades().grade(new BigDecimal("0.499"))).isZero();
        assertThat(implicit.grades().grade(new BigDecimal("0.5"))).isEqualTo(1);
        assertThat(implicit.grades().grade(new BigDecimal("1.999"))).isEqualTo(2);
        assertThat(implicit.grades().grade(new BigDecimal("7"))).isEqualTo(3);
        assertThat(parse("queryLog", "l", "clickGrades", " 1.5 : 1 ").plan().implicit().grades().cuts())
                .containsExactly(new ClickGrades.Cut(new BigDecimal("1.5"), 1));
        for (String bad : new String[] {"1:2,0.5:1", "0:1", "1:0", "1:2,2:2", "1:1,", "high:1", "1=1"}) {
            assertThatThrownBy(() -> parse("queryLog", "l", "clickGrades", bad)).as(bad).hasMessage("clickGrades = '"
                    + bad + "' is not rising cut points coec:grade: write them as 0.5:1,1:2,2:3 (the default: a COEC"
                    + " from 0.5 grade 1, from 1 grade 2, from 2 grade 3, below 0.5 grade 0), each COEC above the one"
                    + " before and above 0, each grade above the one before and at least 1.");
        }
        assertThatThrownBy(() -> parse("queryLog", "l", "minImpressions", "0")).hasMessage("minImpressions = '0'"
                + " would grade pairs never shown. Give at least 1 (the default, 10, keeps one click more or less"
                + " from changing a grade).");
    }

    @Test
    void strataAndSampleThatCannotBeUsedAreErrors() throws Exception {
        assertThat(parse("queryLog", "l", "growStrata", " 20 , 60.5% ").plan().boundaries())
                .isEqualTo(new StrataBoundaries(0.2, 0.605));
        for (String bad : new String[] {"80%,50%", "0,50", "50%,100%", "50%", "half"}) {
            assertThatThrownBy(() -> parse("queryLog", "l", "growStrata", bad)).as(bad).hasMessage("growStrata = '"
                    + bad + "' is not two shares of the volume, the head's and then the head's and torso's"
                    + " together, each above 0 and below 100%: write it as 50%,80% (the default).");
        }
        assertThatThrownBy(() -> parse("queryLog", "l", "growSample", "0")).hasMessage("growSample = '0' proposes"
                + " no candidate. Give at least 1 (3 or more reach every stratum).");
        assertThatThrownBy(() -> parse("queryLog", "l", "growSeed", "x")).hasMessageStartingWith("growSeed = 'x'"
                + " is not a whole number");
        assertThatThrownBy(() -> parse("queryLog", "")).hasMessageStartingWith("queryLog is given, but empty.");
    }
}
