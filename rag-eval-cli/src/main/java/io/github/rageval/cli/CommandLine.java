package io.github.rageval.cli;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.GoalRequest;
import io.github.rageval.engine.settings.Origin;
import io.github.rageval.engine.settings.SettingValues;

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
        return new CommandLine(arguments, GoalRequest.parse(arguments.goal(), values(arguments),
                new CommandLineFrontEnd(arguments.classpath())));
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
