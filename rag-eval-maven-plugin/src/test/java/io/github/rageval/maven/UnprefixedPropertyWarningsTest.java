package io.github.rageval.maven;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.settings.table.GoalSettings;
import java.util.Properties;
import org.eclipse.aether.DefaultSessionData;
import org.eclipse.aether.SessionData;
import org.junit.jupiter.api.Test;

/** {@code mvn verify -DpoolDepth=3} ignored the property without a word; the build's first goal now says so. */
class UnprefixedPropertyWarningsTest {
    @Test
    void theFirstGoalOfTheBuildWarnsAndTheOthersDoNot() {
        SessionData build = new DefaultSessionData();
        Properties commandLine = new Properties();
        commandLine.setProperty(GoalSettings.POOL_DEPTH.name(), "3");
        commandLine.setProperty("skipTests", "true");

        assertThat(UnprefixedPropertyWarnings.of(build, commandLine)).containsExactly("-D"
                + GoalSettings.POOL_DEPTH.name() + "=3 is not read: the property is -D"
                + GoalSettings.POOL_DEPTH.property() + ".");
        assertThat(UnprefixedPropertyWarnings.of(build, commandLine)).isEmpty();
    }
}
