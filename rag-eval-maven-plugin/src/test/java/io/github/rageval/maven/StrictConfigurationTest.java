package io.github.rageval.maven;

import static io.github.rageval.maven.Poms.PLUGIN;
import static io.github.rageval.maven.Poms.execution;
import static io.github.rageval.maven.Poms.plugin;
import static io.github.rageval.maven.Poms.project;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.config.GoalSetting.Goal;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;

/** What the user wrote for a goal, read from the POM and the properties rather than from the (defaulted) values. */
class StrictConfigurationTest {
    private static final String KEY = PLUGIN.groupId() + ":" + PLUGIN.artifactId();

    @Test
    void thePluginsConfigurationThisExecutionsAndThePropertiesAreWrittenOtherExecutionsAreNot() {
        MavenProject project = project("docs", Path.of("docs"), plugin(Map.of("beir", "data/beir"),
                execution("gate", "verify", "check", Map.of("goldenDataset", "golden.json")),
                execution("other", "verify", "check", Map.of("corpus", "corpus.json"))));
        project.getProperties().setProperty("rageval.k", "5");
        Properties commandLine = new Properties();
        commandLine.setProperty("rageval.beirSplit", "dev");
        commandLine.setProperty("rageval.aggregate.reportDirectory", "out");

        assertThat(StrictConfiguration.written(project, KEY, "gate", Goal.CHECK,
                List.of(commandLine, new Properties())))
                .containsExactly("beir", "beirSplit", "goldenDataset", "k");
    }

    @Test
    void nothingIsWrittenWhereNothingIsGiven() {
        MavenProject project = project("docs", Path.of("docs"));

        assertThat(StrictConfiguration.written(project, KEY, "default-cli", Goal.BASELINE,
                List.of(new Properties()))).isEmpty();
    }

    @Test
    void anUnreadSettingInAPomOfSeveralExecutionsSaysWhereToPutIt() {
        MavenProject shared = project("docs", Path.of("docs"), plugin(Map.of("goldenDataset", "golden.json"),
                execution("gate", "verify", "check", Map.of()),
                execution("beir", "verify", "check", Map.of("beir", "data/beir"))));
        MavenProject single = project("docs", Path.of("docs"), plugin(Map.of("goldenDataset", "golden.json"),
                execution("gate", "verify", "check", Map.of("beir", "data/beir"))));

        assertThat(StrictConfiguration.executionsHint(shared.getPlugin(KEY)))
                .isEqualTo(" The plugin's <configuration> reaches all its 2 executions: put a"
                        + " setting only one of them reads in that execution's <configuration>.");
        assertThat(StrictConfiguration.executionsHint(single.getPlugin(KEY))).isEmpty();
    }
}
