package io.github.rageval.maven;

import static io.github.rageval.maven.Poms.PLUGIN;
import static io.github.rageval.maven.Poms.execution;
import static io.github.rageval.maven.Poms.plugin;
import static io.github.rageval.maven.Poms.project;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.model.ConfigurationException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.apache.maven.plugin.descriptor.MojoDescriptor;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;
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

    @Test
    void anElementNamedTwiceInAMapOrASettingIsAnErrorButVariantsRepeat() throws Exception {
        Set<String> known = Set.of("thresholds", "k", "variants");
        // Before, Maven kept the last <mrr> and the gate passed at 0.1.
        MavenProject twice = project("docs", Path.of("docs"), plugin(Map.of(),
                execution("gate", "verify", "check", Map.of())));
        twice.getPlugin(KEY).getExecutions().get(0).setConfiguration(dom("configuration",
                dom("thresholds", leaf("mrr", "0.99"), leaf("mrr", "0.1"))));
        assertThatThrownBy(() -> StrictConfiguration.check(twice, KEY, PLUGIN.artifactId(), "gate", known))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("<thresholds> in the <configuration> of execution 'gate' of docs names <mrr> twice."
                        + " Maven would keep only one of them, without a word: write <mrr> once, with the value you"
                        + " mean.");

        MavenProject setting = project("docs", Path.of("docs"), plugin(Map.of()));
        setting.getPlugin(KEY).setConfiguration(dom("configuration", leaf("k", "10"), leaf("k", "1")));
        assertThatThrownBy(() -> StrictConfiguration.check(setting, KEY, PLUGIN.artifactId(), "default-cli", known))
                .hasMessageStartingWith("the rag-eval-maven-plugin plugin's <configuration> of docs names <k> twice.");

        MavenProject option = project("docs", Path.of("docs"), plugin(Map.of()));
        option.getPlugin(KEY).setConfiguration(dom("configuration", dom("variants",
                dom("variant", leaf("name", "a"), dom("retrieverOptions", leaf("k1", "1"), leaf("k1", "2"))))));
        assertThatThrownBy(() -> StrictConfiguration.check(option, KEY, PLUGIN.artifactId(), "default-cli", known))
                .hasMessageStartingWith("<retrieverOptions> of <variant> of <variants> in the rag-eval-maven-plugin"
                        + " plugin's <configuration> of docs names <k1> twice.");

        MavenProject variants = project("docs", Path.of("docs"), plugin(Map.of()));
        variants.getPlugin(KEY).setConfiguration(dom("configuration", dom("variants",
                dom("variant", leaf("name", "a")), dom("variant", leaf("name", "b")))));
        StrictConfiguration.check(variants, KEY, PLUGIN.artifactId(), "default-cli", known);
    }

    @Test
    void aPropertyATypoOfASettingsIsAnErrorWhereverItIsGiven() throws Exception {
        Properties typo = new Properties();
        typo.setProperty("rageval.tresholds", "mrr=0.99");
        Properties none = new Properties();
        MavenProject project = project("docs", Path.of("docs"));
        project.getProperties().setProperty("rageval.version", "1.0");
        StrictConfiguration.checkProperties(none, none, project);

        assertThatThrownBy(() -> StrictConfiguration.checkProperties(typo, none, project))
                .hasMessageStartingWith("The property rageval.tresholds (given with -D) is not a property of any"
                        + " rag-eval goal, so it would be ignored. Did you mean rageval.thresholds?");
        project.getProperties().setProperty("rageval.maxDorp", "mrr=0.01");
        assertThatThrownBy(() -> StrictConfiguration.checkProperties(none, none, project))
                .hasMessageStartingWith("The property rageval.maxDorp (in the <properties> of docs) is not a"
                        + " property of any rag-eval goal, so it would be ignored. Did you mean rageval.maxDrop?");
    }

    @Test
    void anElementOfAnExecutionThatNoneOfItsGoalsReadsIsAnError() throws Exception {
        PluginDescriptor plugin = new PluginDescriptor();
        plugin.setGroupId(PLUGIN.groupId());
        plugin.setArtifactId(PLUGIN.artifactId());
        plugin.addMojo(mojo("check", "thresholds", "k"));
        plugin.addMojo(mojo("pool", "k", "poolDepth"));
        // Before, the pool ignored <thresholds> without a word.
        MavenProject pooled = project("docs", Path.of("docs"), plugin(Map.of("k", "3"),
                execution("gate", "verify", "check", Map.of()),
                execution("holes", "verify", "pool", Map.of("thresholds", "x", "poolDepth", "20"))));
        assertThatThrownBy(() -> StrictConfiguration.requireReadInExecution(pooled, plugin, "holes"))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("<thresholds> in the <configuration> of execution 'holes' of docs is read by no goal of"
                        + " that execution (pool; check reads it): it would be ignored. Move it to an execution of a"
                        + " goal that reads it, or to the plugin's <configuration>, which reaches every goal.");
        // The plugin's shared <configuration> reaches every goal, so it may hold another goal's settings (Maven merges
        // it into each execution's, as here by hand); an execution of both goals reads it.
        StrictConfiguration.requireReadInExecution(pooled, plugin, "gate");
        MavenProject merged = project("docs", Path.of("docs"), plugin(Map.of("poolDepth", "2"),
                execution("gate", "verify", "check", Map.of("poolDepth", "2"))));
        StrictConfiguration.requireReadInExecution(merged, plugin, "gate");
        MavenProject both = project("docs", Path.of("docs"), plugin(Map.of(),
                execution("all", "verify", "check", Map.of("thresholds", "x"))));
        both.getPlugin(KEY).getExecutions().get(0).setGoals(List.of("check", "pool"));
        StrictConfiguration.requireReadInExecution(both, plugin, "all");
    }

    private static MojoDescriptor mojo(String goal, String... parameters) throws Exception {
        MojoDescriptor mojo = new MojoDescriptor();
        mojo.setGoal(goal);
        for (String name : parameters) {
            org.apache.maven.plugin.descriptor.Parameter parameter = new org.apache.maven.plugin.descriptor.Parameter();
            parameter.setName(name);
            mojo.addParameter(parameter);
        }
        return mojo;
    }

    private static Xpp3Dom dom(String name, Xpp3Dom... children) {
        Xpp3Dom dom = new Xpp3Dom(name);
        for (Xpp3Dom child : children) {
            dom.addChild(child);
        }
        return dom;
    }

    private static Xpp3Dom leaf(String name, String value) {
        Xpp3Dom leaf = new Xpp3Dom(name);
        leaf.setValue(value);
        return leaf;
    }
}
