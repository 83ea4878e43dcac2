package io.github.rageval.maven;

import static io.github.rageval.maven.Poms.PLUGIN;
import static io.github.rageval.maven.Poms.execution;
import static io.github.rageval.maven.Poms.plugin;
import static io.github.rageval.maven.Poms.project;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;

/** When a check may leave its failure to an aggregate: only when the aggregate surely runs after it. */
class LaterAggregateTest {
    static final Phases LIFECYCLES = new Phases(List.of(
            List.of("pre-clean", "clean", "post-clean"),
            List.of("validate", "compile", "test", "package", "verify", "install", "deploy")));

    @Test
    void theAggregateGoalIsNamedByPrefixOrCoordinatesWithOrWithoutVersionAndExecution() {
        assertThat(PLUGIN.names("rag-eval:aggregate", "aggregate")).isTrue();
        assertThat(PLUGIN.names("rag-eval:aggregate@summary", "aggregate")).isTrue();
        assertThat(PLUGIN.names("io.github.rageval:rag-eval-maven-plugin:aggregate", "aggregate")).isTrue();
        assertThat(PLUGIN.names("io.github.rageval:rag-eval-maven-plugin:0.1.0-SNAPSHOT:aggregate", "aggregate"))
                .isTrue();
        assertThat(PLUGIN.names("rag-eval:check", "aggregate")).isFalse();
        assertThat(PLUGIN.names("jacoco:aggregate", "aggregate")).isFalse();
        assertThat(PLUGIN.names("com.acme:rag-eval-maven-plugin:aggregate", "aggregate")).isFalse();
        assertThat(PLUGIN.names("verify", "aggregate")).isFalse();
    }

    @Test
    void theAggregateLastOnTheCommandLineRunsAfterEveryModule() {
        assertThat(LaterAggregate.find(List.of("clean", "verify", "rag-eval:aggregate"), List.of(), PLUGIN, LIFECYCLES))
                .contains("rag-eval:aggregate on the command line");
        assertThat(LaterAggregate.find(List.of("rag-eval:aggregate", "verify"), List.of(), PLUGIN, LIFECYCLES))
                .as("runs before the modules' verify").isEmpty();
        assertThat(LaterAggregate.find(List.of("verify"), List.of(), PLUGIN, LIFECYCLES)).isEmpty();
        assertThat(LaterAggregate.find(List.of(), List.of(), PLUGIN, LIFECYCLES)).isEmpty();
    }

    @Test
    void anAggregateBoundInADownstreamProjectCountsWhenTheBuildReachesItsPhase() {
        MavenProject report = project("report", Path.of("/build/report"),
                plugin(Map.of(), execution("summary", null, "aggregate", Map.of())));

        assertThat(LaterAggregate.find(List.of("verify"), List.of(report), PLUGIN, LIFECYCLES))
                .contains("the summary execution of rag-eval:aggregate in report (phase verify)");
        assertThat(LaterAggregate.find(List.of("clean", "install"), List.of(report), PLUGIN, LIFECYCLES)).isPresent();
        assertThat(LaterAggregate.find(List.of("package"), List.of(report), PLUGIN, LIFECYCLES))
                .as("verify is not reached").isEmpty();

        MavenProject onDeploy = project("report", Path.of("/build/report"),
                plugin(Map.of(), execution("summary", "deploy", "aggregate", Map.of())));
        assertThat(LaterAggregate.find(List.of("verify"), List.of(onDeploy), PLUGIN, LIFECYCLES)).isEmpty();

        MavenProject checkOnly = project("other", Path.of("/build/other"),
                plugin(Map.of(), execution("default", null, "check", Map.of())));
        assertThat(LaterAggregate.find(List.of("verify"), List.of(checkOnly), PLUGIN, LIFECYCLES)).isEmpty();
    }

    @Test
    void aPhaseIsReachedByItselfOrALaterPhaseOfItsLifecycle() {
        assertThat(LIFECYCLES.reached("verify", List.of("verify"))).isTrue();
        assertThat(LIFECYCLES.reached("verify", List.of("deploy"))).isTrue();
        assertThat(LIFECYCLES.reached("verify", List.of("clean", "test"))).isFalse();
        assertThat(LIFECYCLES.reached("verify", List.of("rag-eval:check"))).isFalse();
        assertThat(LIFECYCLES.reached("custom-phase", List.of("deploy"))).isFalse();
        assertThat(LIFECYCLES.known("verify")).isTrue();
        assertThat(LIFECYCLES.known("none")).isFalse();
    }
}
