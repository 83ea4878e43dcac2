package io.github.rageval.cli;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverModules;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.settings.read.GoalRequest;
import io.github.rageval.engine.settings.read.Origin;
import io.github.rageval.engine.settings.read.SettingValues;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What one command gives the engine's goal flow: its options as written ({@link Arguments}) as the values the settings
 * pass reads, as the Maven goals' parameters are, with the same table, defaults and checks; paths relative to the
 * working directory as the goals' are to the project's root. Run in a project's root without options, it does what
 * {@code mvn rag-eval:check} does there. Every option is written on this command line, so a setting another leaves
 * unread is always an error here; {@code --classpath}, the command line's own option, is held to the same rule.
 */
final class CommandLine {
    private CommandLine() {
    }

    /** The options given, each written here. */
    static SettingValues values(Arguments arguments) {
        SettingValues.Builder values = SettingValues.builder();
        arguments.written().forEach((name, value) -> values.text(name, value).written(name, Origin.OWN));
        return values.build();
    }

    /**
     * The front end the settings are read through: with {@code --classpath} for a goal that runs a retriever; a goal
     * that runs none (judge, faithfulness, judgments, grow, lock) loads no class, so {@code --classpath} there would
     * be ignored.
     */
    static CommandLineFrontEnd frontEnd(Arguments arguments) throws ConfigurationException {
        String loadsNoClass = switch (arguments.goal()) {
            case JUDGE -> "the judge goal loads no class: it grades a pool with a chat model";
            case FAITHFULNESS -> "the faithfulness goal loads no class: it judges recorded answers with a chat model";
            case JUDGMENTS -> "the judgments goal runs no retriever and loads no class";
            case GROW -> "the grow goal loads no class: it reads query logs";
            case LOCK -> "the lock goal loads no class: it hashes the judged documents' texts";
            default -> null;
        };
        if (loadsNoClass == null) {
            return new CommandLineFrontEnd(arguments.classpath());
        }
        if (arguments.classpath() != null) {
            throw new ConfigurationException(Arguments.CLASSPATH + " is given, but " + loadsNoClass + ". Remove "
                    + Arguments.CLASSPATH + ": it would be ignored.");
        }
        return new CommandLineFrontEnd(null);
    }

    /**
     * {@code --classpath} is the command line's own option, outside the settings table: the unread rule is applied to
     * it here. Beside retrievers that load nothing from it (tfidf, a run file, a re-gated report) it would be ignored.
     */
    static void requireClasspathRead(Arguments arguments, GoalRequest request) throws ConfigurationException {
        if (arguments.classpath() == null) {
            return;
        }
        List<RetrieverSpec> retrievers = new ArrayList<>();
        if (request.evaluation().variants().isEmpty()) {
            retrievers.add(request.evaluation().retriever());
        }
        request.evaluation().variants().list().forEach(variant -> retrievers.add(variant.retriever()));
        String unread;
        if (request.evaluation().sources().run() != null) {
            unread = "--run replaces the retriever";
        } else if (request.reuseReport()) {
            unread = "--reuse-report runs no retriever";
        } else if (retrievers.stream().noneMatch(Retrievers::readsClasspath)) {
            unread = "the retrievers here (" + retrievers.stream().map(RetrieverSpec::name).distinct()
                    .collect(Collectors.joining(", ")) + ") are built in and load no class";
        } else {
            return;
        }
        throw new ConfigurationException(Arguments.CLASSPATH + " is given, but nothing here reads it: it is read for a"
                + " retriever class of your own, a bm25 analyzer class or the jars of a retriever that ships as a module ("
                + String.join(", ", RetrieverModules.names()) + "), and " + unread
                + ". Remove " + Arguments.CLASSPATH + ": it would be ignored.");
    }
}
