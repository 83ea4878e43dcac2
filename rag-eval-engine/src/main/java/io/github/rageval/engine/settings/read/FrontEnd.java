package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.settings.GoalSetting;
import io.github.rageval.engine.settings.GoalSetting.Goal;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.ClasspathAdvice;
import io.github.rageval.engine.retriever.RetrieverSpec;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What the settings pass needs of the front end that collected the values (the Maven goals, the command line), and
 * nothing of how it collected them: how its messages name a setting, where its relative paths start, where the
 * classes a retriever names are found, and how a retriever that needs more than its options (a module's jars, a
 * server's credentials, a model published as an artifact) is completed.
 */
public interface FrontEnd {

    /** How messages name a setting: {@code k} in Maven, {@code --k} on the command line. */
    String name(GoalSetting setting);

    /** A setting with the value written, as messages show it: {@code k = 'abc'}, {@code --k abc}. */
    String valued(GoalSetting setting, String value);

    /**
     * How advice tells the user to set a setting: {@code baselineMismatch=warn (-Drageval.baselineMismatch=warn)},
     * {@code --baseline-mismatch warn}.
     */
    String assignment(GoalSetting setting, String value);

    /** How to write a boolean, after a value that is none: {@code Write true or false.} */
    String booleanHint(GoalSetting setting);

    /**
     * The folder relative paths are resolved against (the project's root in Maven); null to keep them relative to the
     * working directory, as given.
     */
    Path base();

    /**
     * How the user runs a goal, as advice names it: {@code mvn verify} (the check), {@code mvn rag-eval:baseline};
     * the command line's {@code java -jar rag-eval-cli.jar baseline}.
     */
    String command(Goal goal);

    /**
     * The password of a server the front end knows by id, as the judge's API key ({@code judgeServerId}: Maven's
     * settings.xml); empty when there is no such server, and an empty string when the server has no password.
     *
     * @throws ConfigurationException when the front end has no servers (the command line) or cannot decrypt it
     */
    Optional<String> serverPassword(String serverId) throws ConfigurationException;

    /** How reports name a file: relative to the project when it lies inside it. */
    String label(Path file);

    /**
     * How advice names the command that pools the documents nobody judged for judging: {@code mvn rag-eval:pool} in
     * Maven, {@code --pool} on the command line.
     */
    String poolCommand();

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
     * Whether the user writes the settings in a POM, with {@code -D} properties on the command that runs it (Maven):
     * advice then shows a setting as a POM element and a property, else as the option {@link #name} gives.
     */
    default boolean readsPom() {
        return false;
    }

    /**
     * What an error about a setting that another one makes unread adds, when the front end knows where the setting
     * would better be written (Maven: in the one execution that reads it); empty otherwise.
     */
    default String unreadHint() {
        return "";
    }
}
