package io.github.rageval.maven;

import static io.github.rageval.maven.Poms.PLUGIN;
import static io.github.rageval.maven.Poms.execution;
import static io.github.rageval.maven.Poms.plugin;
import static io.github.rageval.maven.Poms.project;
import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;

/** A {@code -D} property that the POM's element shadows is said, with the value that won. */
class ShadowedPropertiesTest {
    private static final String KEY = PLUGIN.groupId() + ":" + PLUGIN.artifactId();

    private static Properties commandLine(String... nameValues) {
        Properties properties = new Properties();
        for (int i = 0; i < nameValues.length; i += 2) {
            properties.setProperty(nameValues[i], nameValues[i + 1]);
        }
        return properties;
    }

    @Test
    void aPropertyThePomsElementShadowsIsSaidWithTheValueThatWon() {
        MavenProject project = project("docs", Path.of("docs"), plugin(Map.of("retriever", "tfidf"),
                execution("gate", "verify", "check", Map.of("k", "5"))));

        assertThat(ShadowedProperties.of(project, KEY, "gate", Goal.CHECK,
                commandLine("rageval.retriever", "bm25", "rageval.k", "10", "rageval.explain", "all")))
                .containsExactly(
                        "-Drageval.k=10 is not applied: the POM writes <k>5</k>, and Maven takes a parameter written"
                                + " in the POM over its property. To choose it with -D, write <k>${rageval.k}</k>"
                                + " with a default in <properties>, or drop the element.",
                        "-Drageval.retriever=bm25 is not applied: the POM writes <retriever>tfidf</retriever>, and"
                                + " Maven takes a parameter written in the POM over its property. To choose it with"
                                + " -D, write <retriever>${rageval.retriever}</retriever> with a default in"
                                + " <properties>, or drop the element.");
    }

    @Test
    void theSameValueAnotherExecutionsElementAndAMapsOneLineFormAreNoSurprise() {
        MavenProject project = project("docs", Path.of("docs"), plugin(Map.of("retriever", "bm25"),
                execution("gate", "verify", "check", Map.of()),
                execution("other", "verify", "check", Map.of("k", "5"))));

        assertThat(ShadowedProperties.of(project, KEY, "gate", Goal.CHECK,
                commandLine("rageval.retriever", "bm25", "rageval.k", "10", "rageval.thresholds", "mrr=0.9")))
                .isEmpty();
    }

    @Test
    void aSecretOrAUrlsCredentialsAreNotEchoed() {
        MavenProject project = project("docs", Path.of("docs"), plugin(Map.of("judgeUrl",
                "https://judge.example/v1")));

        assertThat(ShadowedProperties.of(project, KEY, "default-cli", Goal.JUDGE,
                commandLine("rageval.judgeUrl", "https://me:s3cret@judge.example/v1")))
                .singleElement().satisfies(warning -> assertThat(warning).doesNotContain("s3cret")
                        .startsWith("-Drageval.judgeUrl=https://***@judge.example/v1 is not applied"));
    }
}
