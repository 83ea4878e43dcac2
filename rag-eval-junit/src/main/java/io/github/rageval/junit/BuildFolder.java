package io.github.rageval.junit;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;

/**
 * The build's output folder, under which the gate writes its reports ({@value #REPORTS}/...): the system property or
 * JUnit configuration parameter {@value #PROPERTY} when set (Gradle's {@code build}, a folder of your own), else
 * {@value #MAVEN_DEFAULT}, Maven's, relative to the working directory (the module's folder, where both Maven's and
 * Gradle's test runs start).
 */
final class BuildFolder {
    /** The property that names the build's output folder. */
    static final String PROPERTY = "rageval.buildDirectory";
    static final String MAVEN_DEFAULT = "target";
    /**
     * The gate's report folder in the build's: not the check goal's ({@code rag-eval}), because a build that runs the
     * gate in a test and the goal too would otherwise mix their reports, and the goal, which replaces its folder as
     * a whole, would replace the test's reports or warn that it cannot.
     */
    static final String REPORTS = "rag-eval-junit";

    private BuildFolder() {
    }

    /** The gate's report folder, from the system properties, for a gate created without the extension. */
    static Path reportsFromSystemProperties() {
        return reports(name -> Optional.ofNullable(System.getProperty(name)));
    }

    /** The gate's report folder in the build folder that {@link #of} finds. */
    static Path reports(Function<String, Optional<String>> parameters) {
        return of(parameters).resolve(REPORTS);
    }

    /**
     * @param parameters how a parameter is looked up: JUnit's configuration parameters (which also read the system
     *     properties and junit-platform.properties), or the system properties alone
     */
    static Path of(Function<String, Optional<String>> parameters) {
        return Path.of(parameters.apply(PROPERTY).map(String::trim).filter(value -> !value.isEmpty())
                .orElse(MAVEN_DEFAULT));
    }
}
