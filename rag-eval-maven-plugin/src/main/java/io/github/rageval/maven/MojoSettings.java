package io.github.rageval.maven;

import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.VariantElement;
import io.github.rageval.engine.settings.read.Origin;
import io.github.rageval.engine.settings.read.SettingValues;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.maven.execution.MavenSession;
import org.apache.maven.plugin.MojoExecution;
import org.apache.maven.plugin.descriptor.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * A goal's parameters as the engine's settings pass reads them ({@link SettingValues}), collected the same way for
 * every parameter: each editable parameter of the goal's descriptor is the table's setting of its property (a map's
 * one-line form, {@code thresholdOverrides}, is {@code rageval.thresholds}) or, for a map or list without one, of its
 * name; its value is the field Maven filled, but for a setting written empty ({@link StrictConfiguration#writtenEmpty}),
 * which Maven would have filled with its default. What the user wrote, and where, comes from the POM and the
 * properties ({@link StrictConfiguration#written}, {@link OwnPomSettings}), since a field holding its default cannot
 * tell.
 */
final class MojoSettings {
    private MojoSettings() {
    }

    static SettingValues read(Object mojo, MavenSession session, MojoExecution execution, MavenProject project) {
        Goal goal = Goal.ofKey(execution.getMojoDescriptor().getGoal()).orElseThrow();
        SettingValues.Builder values = SettingValues.builder();
        for (Parameter parameter : execution.getMojoDescriptor().getParameters()) {
            if (parameter.isEditable()) {
                put(values, setting(goal, parameter).name(), field(mojo, parameter.getName()));
            }
        }
        // Written empty: what Maven made of it (a default, or nothing) is not what was written.
        StrictConfiguration.writtenEmpty(session, execution, project).forEach(name -> values.text(name, ""));
        String pluginKey = execution.getMojoDescriptor().getPluginDescriptor().getPluginLookupKey();
        Set<String> own = OwnPomSettings.written(project, pluginKey, execution.getExecutionId(), goal);
        for (String name : StrictConfiguration.written(session, execution, project)) {
            values.written(name, own.contains(name) ? Origin.OWN : Origin.REACHING);
        }
        own.forEach(name -> values.written(name, Origin.OWN));
        return values.build();
    }

    /** The table's setting a parameter is: by its property, else (a map or a list) by its name. */
    static GoalSetting setting(Goal goal, Parameter parameter) {
        String expression = parameter.getExpression();
        return GoalSettings.of(goal).stream().filter(setting -> expression == null
                        ? setting.name().equals(parameter.getName())
                        : expression.equals("${" + setting.property() + "}")).findFirst()
                .orElseThrow(() -> new IllegalStateException("parameter " + parameter.getName() + " of the "
                        + goal.key() + " goal has no entry in the settings table"));
    }

    @SuppressWarnings("unchecked")
    private static void put(SettingValues.Builder values, String name, Object value) {
        if (value instanceof Map<?, ?> map) {
            values.map(name, new LinkedHashMap<>((Map<String, String>) map));
        } else if (value instanceof List<?> list) {
            List<io.github.rageval.engine.settings.VariantDefinition> variants = new ArrayList<>();
            list.forEach(element -> variants.add(((VariantElement) element).definition()));
            values.variants(variants);
        } else if (value != null) {
            values.text(name, value.toString());
        }
    }

    /** The value Maven put in the parameter's field, declared on the goal's class or one it extends. */
    private static Object field(Object mojo, String name) {
        for (Class<?> type = mojo.getClass(); type != null; type = type.getSuperclass()) {
            try {
                Field field = type.getDeclaredField(name);
                field.setAccessible(true);
                return field.get(mojo);
            } catch (NoSuchFieldException e) {
                // declared further up
            } catch (IllegalAccessException e) {
                throw new IllegalStateException("cannot read the parameter " + name, e);
            }
        }
        throw new IllegalStateException("no field for the parameter " + name + " in " + mojo.getClass().getName());
    }
}
