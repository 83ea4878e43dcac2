package io.github.rageval.maven;

import static io.github.rageval.maven.Poms.PLUGIN;
import static io.github.rageval.maven.Poms.execution;
import static io.github.rageval.maven.Poms.plugin;
import static io.github.rageval.maven.Poms.project;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import io.github.rageval.engine.aggregate.ModuleSource;
import io.github.rageval.engine.model.ConfigurationException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import org.apache.maven.project.MavenProject;
import org.junit.jupiter.api.Test;

/** Which reactor projects the aggregate reads, and where their reports are, as Maven configures their checks. */
class CheckModulesTest {
    static final Path ROOT = Path.of("/build").toAbsolutePath();

    private static MavenProject module(String name, Map<String, String> pluginConfiguration,
                                       Map<String, String> executionConfiguration) {
        return project(name, ROOT.resolve(name), plugin(pluginConfiguration,
                execution("default", null, "check", executionConfiguration)));
    }

    private static Properties properties(String... entries) {
        Properties properties = new Properties();
        for (int i = 0; i < entries.length; i += 2) {
            properties.setProperty(entries[i], entries[i + 1]);
        }
        return properties;
    }

    private static List<ModuleSource> modules(List<MavenProject> reactor, Properties... properties)
            throws ConfigurationException {
        return CheckModules.of(reactor, PLUGIN, LaterAggregateTest.LIFECYCLES, List.of(properties), ROOT);
    }

    @Test
    void everyProjectBindingCheckInReactorOrderWithTheDefaultFolder() throws Exception {
        MavenProject parent = project("parent", ROOT);
        MavenProject report = project("report", ROOT.resolve("report"),
                plugin(Map.of(), execution("summary", null, "aggregate", Map.of())));

        List<ModuleSource> modules = modules(List.of(parent, module("support-bot", Map.of(), Map.of()), report,
                module("billing", Map.of(), Map.of())), new Properties());

        assertThat(modules).extracting(ModuleSource::name).containsExactly("support-bot", "billing");
        assertThat(modules.get(0).reportFile()).isEqualTo(ROOT.resolve("support-bot/target/rag-eval/report.json"));
        assertThat(modules.get(0).reportLabel()).isEqualTo("support-bot/target/rag-eval/report.json");
        assertThat(modules.get(0).failOnViolation()).isTrue();
    }

    @Test
    void theExecutionsSettingWinsOverThePluginsWhichWinsOverProperties() throws Exception {
        Properties cli = properties("rageval.reportDirectory", "cli-reports", "rageval.failOnViolation", "false");

        assertThat(modules(List.of(module("a", Map.of("reportDirectory", "plugin-reports"),
                Map.of("reportDirectory", ROOT.resolve("a/execution-reports").toString()))), cli).get(0).reportLabel())
                .isEqualTo("a/execution-reports/report.json");
        assertThat(modules(List.of(module("a", Map.of("reportDirectory", "plugin-reports"), Map.of())), cli).get(0)
                .reportLabel()).as("relative to the module").isEqualTo("a/plugin-reports/report.json");
        ModuleSource fromProperties = modules(List.of(module("a", Map.of(), Map.of())), cli).get(0);
        assertThat(fromProperties.reportLabel()).isEqualTo("a/cli-reports/report.json");
        assertThat(fromProperties.failOnViolation()).isFalse();
        assertThat(modules(List.of(module("a", Map.of("failOnViolation", "true"), Map.of())), cli).get(0)
                .failOnViolation()).as("the POM wins over -D").isTrue();
    }

    @Test
    void aProjectPropertyIsReadAfterTheCommandLinesAndExpressionsAreResolved() throws Exception {
        MavenProject project = module("a", Map.of(), Map.of());
        project.getProperties().setProperty("rageval.reportDirectory", "${project.build.directory}/gate");
        assertThat(modules(List.of(project), new Properties()).get(0).reportLabel())
                .isEqualTo("a/target/gate/report.json");

        MavenProject basedir = module("b", Map.of("reportDirectory", "${project.basedir}/out/${flavour}"), Map.of());
        assertThat(modules(List.of(basedir), properties("flavour", "strict")).get(0).reportLabel())
                .isEqualTo("b/out/strict/report.json");

        MavenProject unknown = module("c", Map.of("reportDirectory", "${session.executionRootDirectory}/x"), Map.of());
        assertThatThrownBy(() -> modules(List.of(unknown), new Properties()))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("module c sets its check's reportDirectory to '${session.executionRootDirectory}/x', and"
                        + " the aggregate cannot resolve ${session.executionRootDirectory} in it, so it cannot tell"
                        + " where that module's report.json is. Write the folder with ${project.build.directory},"
                        + " ${project.basedir} or a property the project defines.");
    }

    @Test
    void aModuleWithTwoCheckExecutionsGivesTwoEntries() throws Exception {
        MavenProject twice = project("search", ROOT.resolve("search"), plugin(Map.of(),
                execution("tfidf", null, "check", Map.of("reportDirectory", "target/tfidf")),
                execution("bm25", null, "check", Map.of("reportDirectory", "target/bm25"))));

        assertThat(modules(List.of(twice), new Properties())).extracting(ModuleSource::name, ModuleSource::reportLabel)
                .containsExactly(tuple("search@tfidf", "search/target/tfidf/report.json"),
                        tuple("search@bm25", "search/target/bm25/report.json"));
    }

    @Test
    void aCheckExecutionSwitchedOffWithPhaseNoneIsNoModule() throws Exception {
        MavenProject parent = project("parent", ROOT, plugin(Map.of(), execution("default", "none", "check", Map.of())));
        MavenProject late = project("late", ROOT.resolve("late"),
                plugin(Map.of(), execution("default", "deploy", "check", Map.of())));

        assertThat(modules(List.of(parent, late), new Properties())).extracting(ModuleSource::name)
                .as("deploy is a phase: a build that stops before it lists late as having no report")
                .containsExactly("late");
    }

    @Test
    void aPathOutsideTheAggregatorIsShownRelativeToIt() {
        assertThat(CheckModules.label(ROOT.resolve("billing/target/rag-eval/report.json"), ROOT.resolve("report")))
                .isEqualTo("../billing/target/rag-eval/report.json");
    }
}
