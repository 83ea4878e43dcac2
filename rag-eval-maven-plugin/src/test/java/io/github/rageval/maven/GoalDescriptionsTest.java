package io.github.rageval.maven;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.apache.maven.plugin.descriptor.MojoDescriptor;
import org.apache.maven.plugin.descriptor.Parameter;
import org.apache.maven.plugin.descriptor.PluginDescriptor;
import org.apache.maven.plugin.descriptor.PluginDescriptorBuilder;
import org.junit.jupiter.api.Test;

/**
 * The goals' and parameters' descriptions as Maven shows them (the descriptor the build generated from the Mojos'
 * Javadoc, which {@code mvn help:describe} and IDEs print) read as sentences for a user: a {@code {@link}} to a class
 * the descriptor does not know is dropped there ("are {@link AbstractRagEvalMojo}'s" became "are 's"), and one it
 * keeps names a class of the plugin or the engine the user never sees.
 */
class GoalDescriptionsTest {
    /** A possessive left behind by a dropped link, or parentheses it emptied. */
    private static final Pattern DROPPED_LINK = Pattern.compile("(^|[\\s(])'s\\b|\\(\\s*\\)");
    /** The engine's classes by their full name; the API a user implements is theirs to name. */
    private static final Pattern ENGINE_CLASS = Pattern.compile("io\\.github\\.rageval\\.(?!api\\.)\\w");

    @Test
    void everyDescriptionReadsWithoutALinkItDroppedOrAClassOfThePlugin() throws IOException {
        Set<String> pluginClasses = pluginClassNames();
        List<String> problems = new ArrayList<>();
        for (MojoDescriptor mojo : descriptor().getMojos()) {
            check("goal " + mojo.getGoal(), mojo.getDescription(), pluginClasses, problems);
            for (Parameter parameter : mojo.getParameters()) {
                check("goal " + mojo.getGoal() + ", parameter " + parameter.getName(), parameter.getDescription(),
                        pluginClasses, problems);
            }
        }
        assertThat(problems).isEmpty();
    }

    private static void check(String where, String description, Set<String> pluginClasses, List<String> problems) {
        if (description == null) {
            return;
        }
        if (DROPPED_LINK.matcher(description).find() || ENGINE_CLASS.matcher(description).find()) {
            problems.add(where + ": " + description);
        }
        for (String word : description.split("[^A-Za-z0-9_]+")) {
            if (pluginClasses.contains(word)) {
                problems.add(where + " names the plugin's class " + word + ": " + description);
            }
        }
    }

    /** The simple names of the plugin's own classes (nested ones too), as compiled. */
    private static Set<String> pluginClassNames() throws IOException {
        try (Stream<Path> classes = Files.list(Path.of("target/classes/io/github/rageval/maven"))) {
            Set<String> names = new TreeSet<>();
            classes.map(file -> file.getFileName().toString()).filter(name -> name.endsWith(".class"))
                    .map(name -> name.substring(name.lastIndexOf('$') + 1, name.length() - ".class".length()))
                    .filter(name -> !name.isEmpty() && Character.isUpperCase(name.charAt(0)))
                    .forEach(names::add);
            return names;
        }
    }

    private static PluginDescriptor descriptor() throws IOException {
        // Generated from the annotations and Javadoc at process-classes, before the tests run.
        try (Reader reader = Files.newBufferedReader(Path.of("target/classes/META-INF/maven/plugin.xml"),
                StandardCharsets.UTF_8)) {
            return new PluginDescriptorBuilder().build(reader);
        } catch (org.codehaus.plexus.configuration.PlexusConfigurationException e) {
            throw new IOException(e);
        }
    }
}
