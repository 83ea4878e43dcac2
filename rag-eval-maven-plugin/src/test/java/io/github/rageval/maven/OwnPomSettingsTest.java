package io.github.rageval.maven;

import static io.github.rageval.maven.Poms.PLUGIN;
import static io.github.rageval.maven.Poms.execution;
import static io.github.rageval.maven.Poms.plugin;
import static io.github.rageval.maven.Poms.project;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.maven.model.Build;
import org.apache.maven.model.Model;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;

/** What a module's own POM writes, apart from what its parent passes down or a -D gives. */
class OwnPomSettingsTest {
    private static final String KEY = PLUGIN.groupId() + ":" + PLUGIN.artifactId();

    @Test
    void aParentsSettingsAreWrittenForTheModuleButNotByItsOwnPom() {
        // The effective POM: the parent's <corpus> and <goldenDataset> merged with the module's <beir>.
        MavenProject module = project("b", Path.of("b"), plugin(Map.of("corpus", "corpus.json", "goldenDataset",
                "golden.json", "beir", "data/beir"), execution("gate", "verify", "check", Map.of())));
        Model own = new Model();
        own.setBuild(new Build());
        own.getBuild().addPlugin(plugin(Map.of("beir", "data/beir"), execution("gate", "verify", "check",
                Map.of("k", "5"))));
        own.getProperties().setProperty("rageval.seed", "7");
        module.setOriginalModel(own);

        assertThat(StrictConfiguration.written(module, KEY, "gate", Goal.CHECK, List.of(new Properties())))
                .containsExactly("beir", "corpus", "goldenDataset");
        assertThat(OwnPomSettings.written(module, KEY, "gate", Goal.CHECK)).containsExactly("beir", "k", "seed");
    }

    @Test
    void aProjectWithoutItsPomAsReadWritesNothingOfItsOwn() {
        MavenProject project = project("docs", Path.of("docs"), plugin(Map.of("beir", "data/beir")));

        assertThat(OwnPomSettings.written(project, KEY, "default-cli", Goal.CHECK)).isEmpty();
    }
}
