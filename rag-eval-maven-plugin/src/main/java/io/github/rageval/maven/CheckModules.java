package io.github.rageval.maven;

import io.github.rageval.engine.aggregate.ModuleSource;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.saved.JsonReport;
import io.github.rageval.engine.settings.table.Defaults;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.maven.project.MavenProject;
import org.codehaus.plexus.util.xml.Xpp3Dom;

/**
 * The modules the aggregate summarises: every project of the reactor, in reactor order, whose build binds this
 * plugin's {@code check} goal, with where that check writes its report and whether it fails the build on a failed
 * gate. Both are read as Maven would configure the check: the execution's {@code <configuration>}, else the
 * plugin's, else the property ({@code -Drageval.reportDirectory}, then the project's {@code <properties>}), else the
 * default; a relative directory is the project's. A module with several check executions gives one entry each,
 * named {@code module@execution}; an execution bound to no phase of Maven's ({@code <phase>none</phase>}, the usual
 * way to switch off an inherited one) is not a check.
 */
final class CheckModules {
    static final String CHECK = "check";
    /** The check's default phase ({@code CheckMojo}'s {@code defaultPhase}). */
    private static final String CHECK_PHASE = "verify";
    private static final String REPORT_DIRECTORY = GoalSettings.REPORT_DIRECTORY.name();
    private static final String FAIL_ON_VIOLATION = GoalSettings.FAIL_ON_VIOLATION.name();
    private static final Pattern EXPRESSION = Pattern.compile("\\$\\{([^}]+)}");

    private CheckModules() {
    }

    /**
     * @param properties the build's user and system properties ({@code -D...}), user properties first
     * @param aggregator the aggregating project's base directory: report paths are shown relative to it
     * @throws ConfigurationException when a module's report directory holds an expression that cannot be resolved
     */
    static List<ModuleSource> of(List<MavenProject> reactor, ThisPlugin plugin, Phases phases,
                                 List<Properties> properties, Path aggregator) throws ConfigurationException {
        List<ModuleSource> modules = new ArrayList<>();
        for (MavenProject project : reactor) {
            List<ThisPlugin.Binding> checks = plugin.bindings(project, CHECK).stream()
                    .filter(check -> phases.known(check.phase(CHECK_PHASE))).toList();
            for (ThisPlugin.Binding check : checks) {
                String name = checks.size() == 1 ? project.getArtifactId()
                        : project.getArtifactId() + "@" + check.execution().getId();
                String directory = setting(check, REPORT_DIRECTORY, project, properties);
                Path folder = directory == null
                        ? Path.of(project.getBuild().getDirectory(), Defaults.REPORT_DIRECTORY)
                        : project.getBasedir().toPath().resolve(resolve(directory, project, properties, name));
                Path report = folder.resolve(JsonReport.FILE_NAME).toAbsolutePath().normalize();
                String failOnViolation = setting(check, FAIL_ON_VIOLATION, project, properties);
                modules.add(new ModuleSource(name, report, label(report, aggregator), Boolean.parseBoolean(
                        failOnViolation == null ? Defaults.FAIL_ON_VIOLATION : failOnViolation),
                        configuration(project, reactor)));
            }
        }
        return modules;
    }

    /**
     * The POMs that configure a module's check: its own, and its parents' that are projects of this build (a parent
     * from a repository is a download, whose file time says nothing of the configuration).
     */
    private static List<Path> configuration(MavenProject project, List<MavenProject> reactor) {
        List<Path> files = new ArrayList<>();
        for (MavenProject current = project; current != null; current = current.getParent()) {
            MavenProject inBuild = current;
            if (current.getFile() != null && (current == project || reactor.stream().anyMatch(p -> p.getFile() != null
                    && p.getFile().equals(inBuild.getFile())))) {
                files.add(current.getFile().toPath());
            }
        }
        return files;
    }

    /**
     * A path relative to the aggregating project ({@code ../billing/...} from a sibling module), with forward
     * slashes, so that reports do not depend on where the build ran; absolute only where no relative path exists
     * (another drive).
     */
    static String label(Path file, Path aggregator) {
        Path base = aggregator.toAbsolutePath().normalize();
        Path absolute = file.toAbsolutePath().normalize();
        Path shown;
        try {
            shown = base.relativize(absolute);
        } catch (IllegalArgumentException e) {
            shown = absolute;
        }
        return shown.toString().replace('\\', '/');
    }

    /** The parameter as Maven sets it: execution, plugin, then property; null when none sets it. */
    private static String setting(ThisPlugin.Binding check, String parameter, MavenProject project,
                                  List<Properties> properties) {
        for (Object configuration : Arrays.asList(check.execution().getConfiguration(),
                check.plugin().getConfiguration())) {
            if (configuration instanceof Xpp3Dom dom && dom.getChild(parameter) != null
                    && dom.getChild(parameter).getValue() != null && !dom.getChild(parameter).getValue().isBlank()) {
                return dom.getChild(parameter).getValue().trim();
            }
        }
        return property(Defaults.PROPERTY_PREFIX + parameter, project, properties);
    }

    private static String property(String name, MavenProject project, List<Properties> properties) {
        for (Properties source : properties) {
            if (source.getProperty(name) != null) {
                return source.getProperty(name);
            }
        }
        return project.getProperties().getProperty(name);
    }

    /**
     * The expressions Maven's model leaves for the plugin to resolve (the model resolves most before any plugin
     * runs): the project's build directory and base directory, and properties.
     */
    private static String resolve(String value, MavenProject project, List<Properties> properties, String module)
            throws ConfigurationException {
        Matcher matcher = EXPRESSION.matcher(value);
        StringBuilder out = new StringBuilder();
        while (matcher.find()) {
            String expression = matcher.group(1);
            String resolved = switch (expression) {
                case "project.build.directory" -> project.getBuild().getDirectory();
                case "project.basedir", "basedir" -> project.getBasedir().toString();
                default -> property(expression, project, properties);
            };
            if (resolved == null) {
                throw new ConfigurationException("module " + module + " sets its check's reportDirectory to '" + value
                        + "', and the aggregate cannot resolve ${" + expression + "} in it, so it cannot tell where"
                        + " that module's report.json is. Write the folder with ${project.build.directory},"
                        + " ${project.basedir} or a property the project defines.");
            }
            matcher.appendReplacement(out, Matcher.quoteReplacement(resolved));
        }
        matcher.appendTail(out);
        return out.toString();
    }
}
