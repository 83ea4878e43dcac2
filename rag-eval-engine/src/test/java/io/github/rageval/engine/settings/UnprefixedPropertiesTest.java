package io.github.rageval.engine.settings;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.rageval.engine.settings.table.GoalSettings;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code -DpoolDepth=3} was read by no goal and said nothing: the pool was drawn 100 deep. A setting's bare name
 * given with {@code -D} now gets a warning naming the property; any other property stays silent.
 */
class UnprefixedPropertiesTest {

    @Test
    void aSettingsBareNameIsWarnedAboutWithItsProperty() {
        String name = GoalSettings.POOL_DEPTH.name();

        assertThat(UnprefixedProperties.warnings(Map.of(name, "3")))
                .containsExactly("-D" + name + "=3 is not read: the property is -D"
                        + GoalSettings.POOL_DEPTH.property() + ".");
    }

    @Test
    void otherPropertiesAndTheSettingsOwnPropertiesAreSilent() {
        assertThat(UnprefixedProperties.warnings(Map.of("skipTests", "true", "maven.repo.local", "target/m2",
                GoalSettings.POOL_DEPTH.property(), "3", "rageval.version", "1.0"))).isEmpty();
    }

    @Test
    void eachIsWarnedAboutOnceInNameOrder() {
        String k = GoalSettings.K.name();
        String depth = GoalSettings.POOL_DEPTH.name();

        assertThat(UnprefixedProperties.warnings(Map.of(depth, "3", k, "5", "skipTests", "true")))
                .containsExactly("-D" + k + "=5 is not read: the property is -D" + GoalSettings.K.property() + ".",
                        "-D" + depth + "=3 is not read: the property is -D" + GoalSettings.POOL_DEPTH.property()
                                + ".");
    }
}
