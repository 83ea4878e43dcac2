package io.github.rageval.spring;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.retriever.spring.SpringSettings;
import io.github.rageval.engine.secret.SecretNames;
import io.github.rageval.engine.secret.SecretText;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.beans.factory.BeanCreationException;
import org.springframework.boot.Banner;
import org.springframework.boot.SpringApplication;
import org.springframework.boot.WebApplicationType;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.core.io.DefaultResourceLoader;

/**
 * Starts the project's application context as its tests would, without a web server: the application class as
 * Spring Boot's primary source, the given profiles added to the application's own, the given properties passed as
 * command-line arguments (so they win over {@code application.properties}, as {@code --name=value} does for the
 * application itself). No banner, no shutdown hook (the retriever closes the context), and Spring Boot's own report
 * of a failed start is switched off: the failure is told once, as one paragraph with its root cause.
 */
final class ApplicationStarter {
    /**
     * Lowest precedence, so the application's configuration still wins: Spring Boot's loggers that print a failed
     * start's stack, whose root cause the retriever's error already gives.
     */
    private static final Map<String, Object> QUIET = Map.of(
            "logging.level.org.springframework.boot.SpringApplication", "off",
            "logging.level.org.springframework.boot.diagnostics.LoggingFailureAnalysisReporter", "off",
            // its warning that the refresh was cancelled repeats the whole chain of causes on one line
            "logging.level.org.springframework.context.annotation.AnnotationConfigApplicationContext", "error");
    /** No server is started to gate a store: set unless the properties set it. */
    private static final String WEB_APPLICATION_TYPE = "spring.main.web-application-type";

    private ApplicationStarter() {
    }

    /**
     * @throws ConfigurationException when the application class is not on the classpath the options give
     * @throws RetrieverException when the context fails to start, with the root cause
     */
    static ConfigurableApplicationContext start(SpringSettings settings, RetrieverOptions options, ClassLoader loader)
            throws ConfigurationException, RetrieverException {
        Class<?> application = options.loadClass("application", settings.application(), loader);
        SpringApplication spring = new SpringApplication(new DefaultResourceLoader(loader), application);
        spring.setWebApplicationType(WebApplicationType.NONE);
        spring.setBannerMode(Banner.Mode.OFF);
        spring.setLogStartupInfo(false);
        spring.setRegisterShutdownHook(false);
        spring.setAdditionalProfiles(settings.profiles().toArray(String[]::new));
        spring.setDefaultProperties(QUIET);
        try {
            return spring.run(arguments(settings.properties()));
        } catch (RuntimeException | LinkageError | AssertionError e) {
            throw failed(settings, e);
        }
    }

    /** {@code --name=value} for each property, and no web server unless a property asks for one. */
    static String[] arguments(Map<String, String> properties) {
        Map<String, String> all = new LinkedHashMap<>();
        all.put(WEB_APPLICATION_TYPE, "none");
        all.putAll(properties);
        List<String> arguments = new ArrayList<>();
        all.forEach((name, value) -> arguments.add("--" + name + "=" + value));
        return arguments.toArray(String[]::new);
    }

    /**
     * {@code bean 'embeddingModel' (class path resource [...]): }: the innermost bean whose creation failed, which
     * tells where in the application to look; empty when no bean failed (a property that cannot be bound).
     */
    private static String failingBean(Throwable failure) {
        BeanCreationException innermost = null;
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof BeanCreationException creation && creation.getBeanName() != null) {
                innermost = creation;
            }
        }
        if (innermost == null) {
            return "";
        }
        return "bean '" + innermost.getBeanName() + "'" + (innermost.getResourceDescription() == null ? ""
                : " (" + innermost.getResourceDescription() + ")") + " could not be created: ";
    }

    /** One paragraph: the class, the root cause, what to do; a secret property's value masked should it appear. */
    static RetrieverException failed(SpringSettings settings, Throwable failure) {
        Throwable root = failure;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        List<String> secrets = new ArrayList<>();
        settings.properties().forEach((name, value) -> {
            if (SecretNames.isSecret(name)) {
                secrets.add(value);
            }
        });
        String cause = failingBean(failure) + root.getClass().getName()
                + (root.getMessage() == null || root.getMessage().isBlank() ? ""
                : ": " + Shown.value(root.getMessage().strip()));
        String profiles = settings.profiles().isEmpty() ? "no profile added"
                : "profiles " + String.join(", ", settings.profiles());
        return new RetrieverException(SecretText.of(secrets).mask("retriever spring: the application context of "
                + settings.application() + " failed to start (" + profiles + "): " + cause + ". Fix the cause: check"
                + " the profiles and properties given, and that what the application connects to is reachable from"
                + " the build; a test of the application that starts the same context shows Spring's full report."),
                failure);
    }
}
