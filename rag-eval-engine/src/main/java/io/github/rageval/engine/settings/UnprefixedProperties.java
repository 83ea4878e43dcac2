package io.github.rageval.engine.settings;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.secret.SecretNames;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * A {@code -D} property named as a setting's parameter without its prefix ({@code -DpoolDepth=3}, where the property
 * is {@code rageval.poolDepth}): no goal reads it, and Maven says nothing, so the goal runs with the default the user
 * meant to change. Only a setting's own name is warned about: every other property (another plugin's
 * {@code -DskipTests}, the user's own) is none of the tool's business.
 */
public final class UnprefixedProperties {
    private UnprefixedProperties() {
    }

    /**
     * @param given the build's {@code -D} properties, name to value
     * @return one warning per property that is a setting's bare name, in name order
     */
    public static List<String> warnings(Map<String, String> given) {
        List<String> warnings = new ArrayList<>();
        new TreeMap<>(given).forEach((name, value) -> setting(name).ifPresent(setting -> warnings.add("-D" + name
                + "=" + Shown.value(SecretNames.shown(name, value)) + " is not read: the property is -D"
                + setting.property() + ".")));
        return warnings;
    }

    /** The setting of that bare name whose property is another name, the first in the table's order. */
    private static Optional<GoalSetting> setting(String name) {
        return GoalSettings.ALL.stream()
                .filter(setting -> setting.name().equals(name) && !setting.property().equals(name)).findFirst();
    }
}
