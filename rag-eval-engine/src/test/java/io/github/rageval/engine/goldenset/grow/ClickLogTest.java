package io.github.rageval.engine.goldenset.grow;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.goldenset.grow.Interaction.Kind;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Only the golden set's questions' pairs are tallied (they are the only ones graded): the other questions' pairs are
 * counted, each once however often it was shown, clicked, or reached through a UBI search's id.
 */
class ClickLogTest {
    private static final String GOLDEN = LoggedQueries.key("reset password");

    @Test
    void onlyTheGoldenQuestionsPairsAreTalliedTheOthersCounted() {
        ClickLog log = new ClickLog(Set.of(GOLDEN));
        log.interaction(new Interaction(Kind.IMPRESSION, "Reset password?", null, "d1", 0));
        log.interaction(new Interaction(Kind.CLICK, "reset password", null, "d1", 0));
        log.interaction(new Interaction(Kind.IMPRESSION, "dark mode", null, "a", 0));
        log.interaction(new Interaction(Kind.CLICK, "dark mode", null, "a", 0));
        log.interaction(new Interaction(Kind.IMPRESSION, "dark mode", null, "b", 1));
        // A UBI search of each kind, its query record after its events: joined at the end.
        log.interaction(new Interaction(Kind.IMPRESSION, null, "s1", "b", 1));
        log.interaction(new Interaction(Kind.IMPRESSION, null, "s1", "c", 2));
        log.ubiQuery("s1", "Dark mode");
        log.interaction(new Interaction(Kind.IMPRESSION, null, "s2", "d2", 1));
        log.ubiQuery("s2", "reset password");
        // One whose record comes first: its events go straight to their question.
        log.ubiQuery("s3", "reset password");
        log.interaction(new Interaction(Kind.CLICK, null, "s3", "d2", 1));
        log.ubiQuery("s4", "dark mode");
        log.interaction(new Interaction(Kind.IMPRESSION, null, "s4", "c", 2));

        ClickLog.Tallied tallied = log.tallied();

        assertThat(tallied.pairs()).containsOnlyKeys(GOLDEN);
        assertThat(tallied.pairs().get(GOLDEN)).containsOnlyKeys("d1", "d2");
        assertThat(tallied.pairs().get(GOLDEN).get("d1").clicks()).isEqualTo(1);
        assertThat(tallied.pairs().get(GOLDEN).get("d1").impressions()).isEqualTo(1);
        assertThat(tallied.pairs().get(GOLDEN).get("d2").clicks()).isEqualTo(1);
        assertThat(tallied.pairs().get(GOLDEN).get("d2").impressions()).isEqualTo(1);
        // dark mode's a, b and c: b seen twice (a plain record and a UBI search) is one pair.
        assertThat(tallied.otherPairs()).isEqualTo(3);
        // Every event counts in the positions' rates, whoever asked.
        assertThat(tallied.clicks()).isEqualTo(3);
        assertThat(tallied.impressions()).isEqualTo(7);
        assertThat(tallied.unjoined()).isZero();
        assertThat(tallied.rates().rate(1)).isEqualTo(1.0 / 3);
        assertThat(tallied.rates().rate(0)).isEqualTo(1.0);
    }
}
