package io.github.rageval.maven;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.settings.table.Defaults;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSetting.Type;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.apache.maven.plugin.descriptor.MojoDescriptor;
import org.apache.maven.plugin.descriptor.Parameter;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugin.descriptor.PluginDescriptorBuilder;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The engine's settings table ({@link GoalSettings}), which the command line parses and prints, against the goals'
 * parameters as Maven sees them: the plugin descriptor that the build generated from the Mojos' annotations. Every
 * parameter a user can set, of every goal ({@code aggregate} too), has its entry with the same property, type and
 * default, and every entry is a parameter, so the command line and the goals cannot drift apart.
 */
class GoalSettingsTest {
    private static final String PROPERTY = "${" + Defaults.PROPERTY_PREFIX;
    /** Defaults the Mojo applies in code rather than in the annotation (the corpus may then be absent). */
    private static final Map<String, String> DEFAULTS_IN_CODE = Map.of("corpus", Defaults.CORPUS,
            "baselineFile", Defaults.BASELINE_FILE);
    /**
     * Every parameter with a property holds the text as written: the engine's settings pass types it, so that a bad
     * value gets its message (and a boolean that is none an error) rather than Maven's conversion.
     */
    private static final String TEXT = "java.lang.String";

    private static PluginDescriptor plugin;

    @BeforeAll
    static void readDescriptor() throws Exception {
        // Generated from the annotations at process-classes, before the tests run.
        try (Reader reader = Files.newBufferedReader(Path.of("target/classes/META-INF/maven/plugin.xml"),
                StandardCharsets.UTF_8)) {
            plugin = new PluginDescriptorBuilder().build(reader);
        }
    }

    private static List<Parameter> userParameters(Goal goal) {
        MojoDescriptor mojo = plugin.getMojo(goal.key());
        assertThat(mojo).as("goal " + goal.key()).isNotNull();
        return mojo.getParameters().stream().filter(Parameter::isEditable).toList();
    }

    @ParameterizedTest
    @EnumSource(Goal.class)
    void everyParameterWithAPropertyIsInTheTableWithItsTypeAndDefault(Goal goal) {
        for (Parameter parameter : userParameters(goal)) {
            String expression = parameter.getExpression();
            if (expression == null) {
                continue;
            }
            assertThat(expression).as(parameter.getName()).startsWith(PROPERTY).endsWith("}");
            String property = expression.substring(2, expression.length() - 1);
            GoalSetting setting = GoalSettings.of(goal).stream().filter(entry -> entry.property().equals(property))
                    .findFirst().orElse(null);
            assertThat(setting).as("table entry of " + goal.key() + " for " + parameter.getName() + " ("
                    + expression + ")").isNotNull();
            String name = setting.name();
            if (!property.equals(Defaults.PROPERTY_PREFIX + name)) {
                // A property of its own (rageval.aggregate.reportDirectory): the entry still names the parameter.
                assertThat(parameter.getName()).as(property + "'s parameter").isEqualTo(name);
            }
            assertThat(parameter.getType()).as(name + "'s type (" + setting.type() + ")").isEqualTo(TEXT);
            String annotated = parameter.getDefaultValue() == null ? DEFAULTS_IN_CODE.get(name)
                    : parameter.getDefaultValue().replace("${project.basedir}/", "")
                    .replace("${project.build.directory}/", "target/");
            assertThat(setting.defaultValue()).as(name + "'s default").isEqualTo(annotated);
        }
    }

    @ParameterizedTest
    @EnumSource(Goal.class)
    void everyMapOrListParameterHasItsOneLineFormInTheTable(Goal goal) {
        for (Parameter parameter : userParameters(goal)) {
            if (parameter.getExpression() == null) {
                GoalSetting setting = GoalSettings.of(goal).stream()
                        .filter(entry -> entry.name().equals(parameter.getName())).findFirst().orElse(null);
                assertThat(setting).as("table entry for " + parameter.getName()).isNotNull();
                assertThat(setting.type()).as(parameter.getName()).isEqualTo(Type.ONE_LINE);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Goal.class)
    void everyEntryOfTheTableIsAParameterOfTheGoal(Goal goal) {
        Set<String> properties = new TreeSet<>();
        for (Parameter parameter : userParameters(goal)) {
            if (parameter.getExpression() != null) {
                properties.add(parameter.getExpression());
            }
        }
        List<String> missing = new ArrayList<>();
        for (GoalSetting setting : GoalSettings.of(goal)) {
            if (!properties.contains("${" + setting.property() + "}")) {
                missing.add(setting.name());
            }
        }
        assertThat(missing).as("entries the " + goal.key() + " goal does not have").isEmpty();
    }

    @Test
    void aGoalHasNoParameterItWouldIgnore() {
        // Before, the pool took what only scoring reads and pooled the same documents whatever it said, and the
        // baseline computed tie ranges and holes' ranges that it neither records nor shows.
        assertThat(names(Goal.POOL)).doesNotContain("k", "cutoffs", "relevanceLevel", "countMissingQueries",
                "gateVariant", "unlistedDocuments", "tieRanges").contains("poolDepth", "retriever", "judgments");
        assertThat(names(Goal.BASELINE)).doesNotContain("tieRanges", "unlistedDocuments")
                .contains("k", "cutoffs", "relevanceLevel", "countMissingQueries", "gateVariant");
        assertThat(names(Goal.CHECK)).contains("k", "gateVariant", "tieRanges", "unlistedDocuments");
    }

    private static List<String> names(Goal goal) {
        return userParameters(goal).stream().map(Parameter::getName).toList();
    }
}
