package io.github.rageval.cli;

import io.github.rageval.engine.config.Environment;
import io.github.rageval.engine.check.GoldenSetLock;
import io.github.rageval.engine.judgments.JudgedGoldenSettings;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverModules;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.settings.GoalRequest;
import io.github.rageval.engine.settings.GrowRequest;
import io.github.rageval.engine.settings.JudgeRequest;
import io.github.rageval.engine.settings.JudgmentsRequest;
import io.github.rageval.engine.settings.LockRequest;
import io.github.rageval.engine.settings.Origin;
import io.github.rageval.engine.settings.SettingValues;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What one command asks for: its options as written ({@link Arguments}) read by the engine's one settings pass
 * ({@link GoalRequest}), as the Maven goals' parameters are, with the same table, defaults and checks; paths relative
 * to the working directory as the goals' are to the project's root. Run in a project's root without options, it does
 * what {@code mvn rag-eval:check} does there. Every option is written on this command line, so a setting another
 * leaves unread is always an error here.
 *
 * @param arguments the options as written
 * @param request the goal's request
 */
record CommandLine(Arguments arguments, GoalRequest request) {

    static CommandLine parse(Arguments arguments) throws ConfigurationException {
        GoalRequest request = GoalRequest.parse(arguments.goal(), values(arguments),
                new CommandLineFrontEnd(arguments.classpath()));
        requireClasspathRead(arguments, request);
        return new CommandLine(arguments, request);
    }

    /**
     * {@code --classpath} is the command line's own option, outside the settings table: the unread rule is applied to
     * it here. Beside retrievers that load nothing from it (tfidf, a run file, a re-gated report) it would be ignored.
     */
    private static void requireClasspathRead(Arguments arguments, GoalRequest request) throws ConfigurationException {
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

    /** The judge goal's request: it evaluates nothing, so it reads no retriever and no {@code --classpath}. */
    static JudgeRequest judge(Arguments arguments, Environment environment) throws ConfigurationException {
        if (arguments.classpath() != null) {
            throw new ConfigurationException(Arguments.CLASSPATH + " is given, but the judge goal loads no class: it"
                    + " grades a pool with a chat model. Remove " + Arguments.CLASSPATH + ": it would be ignored.");
        }
        return JudgeRequest.parse(values(arguments), new CommandLineFrontEnd(null), environment);
    }

    /**
     * What the judgments goal asks for, read by the same settings pass. It runs no retriever, so {@code --classpath}
     * would be ignored.
     */
    static JudgedGoldenSettings judgments(Arguments arguments) throws ConfigurationException {
        if (arguments.classpath() != null) {
            throw new ConfigurationException(Arguments.CLASSPATH + " is given, but the judgments goal runs no"
                    + " retriever and loads no class. Remove " + Arguments.CLASSPATH + ": it would be ignored.");
        }
        return JudgmentsRequest.parse(values(arguments), new CommandLineFrontEnd(null));
    }

    /** The grow goal's request: it evaluates nothing, so it reads no retriever and no {@code --classpath}. */
    static GrowRequest grow(Arguments arguments) throws ConfigurationException {
        if (arguments.classpath() != null) {
            throw new ConfigurationException(Arguments.CLASSPATH + " is given, but the grow goal loads no class: it"
                    + " reads query logs. Remove " + Arguments.CLASSPATH + ": it would be ignored.");
        }
        return GrowRequest.parse(values(arguments), new CommandLineFrontEnd(null));
    }

    /** The lock goal's plan: it evaluates nothing, so it reads no retriever and no {@code --classpath}. */
    static GoldenSetLock.Plan lock(Arguments arguments) throws ConfigurationException {
        if (arguments.classpath() != null) {
            throw new ConfigurationException(Arguments.CLASSPATH + " is given, but the lock goal loads no class: it"
                    + " hashes the judged documents' texts. Remove " + Arguments.CLASSPATH + ": it would be ignored.");
        }
        return LockRequest.parse(values(arguments), new CommandLineFrontEnd(null));
    }

    /** Whether {@code --skip} asks for nothing to be done; read before anything else, as the goals do. */
    static boolean skips(Arguments arguments) throws ConfigurationException {
        return GoalRequest.skips(arguments.goal(), values(arguments), new CommandLineFrontEnd(arguments.classpath()));
    }

    /** The options given, each written here. */
    private static SettingValues values(Arguments arguments) {
        SettingValues.Builder values = SettingValues.builder();
        arguments.written().forEach((name, value) -> values.text(name, value).written(name, Origin.OWN));
        return values.build();
    }
}
