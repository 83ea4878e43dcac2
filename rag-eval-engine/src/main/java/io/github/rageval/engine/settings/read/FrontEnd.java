package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.ClasspathAdvice;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.SettingWords;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What the settings pass needs of the front end that collected the values (the Maven goals, the command line, the
 * JUnit gate), and nothing of how it collected them: how its messages name a setting and a goal (the
 * {@link SettingWords} it is, the one naming function every message uses), where its relative paths start, where the
 * classes a retriever names are found, and how a retriever that needs more than its options (a module's jars, a
 * server's credentials, a model published as an artifact) is completed.
 */
public interface FrontEnd extends SettingWords {
    /** How to write a boolean, after a value that is none: {@code Write true or false.} */
    String booleanHint(GoalSetting setting);

    /**
     * The folder relative paths are resolved against (the project's root in Maven); null to keep them relative to the
     * working directory, as given.
     */
    Path base();

    /**
     * The password of a server the front end knows by id, as the judge's API key ({@code judgeServerId}: Maven's
     * settings.xml); empty when there is no such server, and an empty string when the server has no password.
     *
     * @throws ConfigurationException when the front end has no servers (the command line) or cannot decrypt it
     */
    Optional<String> serverPassword(String serverId) throws ConfigurationException;

    /** How reports name a file: relative to the project when it lies inside it. */
    String label(Path file);

    /** The classes a retriever configuration names are looked up on: the project's test classpath, or given. */
    List<Path> classpath() throws ConfigurationException;

    /** How messages name that classpath, and what they advise when a class is not on it. */
    ClasspathAdvice classpathAdvice();

    /**
     * The retriever completed for this front end: a built-in one that ships as a module of its own gets that module's
     * jars; Maven also resolves a cluster's {@code serverId} credentials and a model given as an artifact.
     */
    RetrieverSpec complete(RetrieverSpec spec) throws ConfigurationException;

    /**
     * What an error about a setting that another one makes unread adds, when the front end knows where the setting
     * would better be written (Maven: in the one execution that reads it); empty otherwise.
     */
    default String unreadHint() {
        return "";
    }
}
