package io.github.rageval.engine.retriever.spring;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.secret.SecretNames;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code spring} retriever's options, checked: which application context to start, with which profiles and
 * properties, which bean of it to gate, whether the corpus is loaded into it, and where a result's document id is.
 *
 * @param application the fully qualified name of the application's {@code @SpringBootApplication} or
 *     {@code @Configuration} class, on the project's test classpath
 * @param bean the bean's name; null to choose by type
 * @param beanType the fully qualified name of the bean's type; null for a VectorStore, else a DocumentRetriever
 * @param profiles the profiles to activate, in the order given, besides those the application activates itself
 * @param properties Spring properties that win over the application's own ({@code application.properties}), in the
 *     order given
 * @param index whether the corpus is loaded into the store before the queries (false: the store is already filled)
 * @param idMetadata the metadata key that holds a result's document id; null for the Spring AI document's own id
 */
public record SpringSettings(String application, String bean, String beanType, List<String> profiles,
                             Map<String, String> properties, boolean index, String idMetadata) {
    static final String APPLICATION = "application";
    static final String BEAN = "bean";
    static final String BEAN_TYPE = "beanType";
    static final String PROFILES = "profiles";
    static final String PROPERTIES = "properties";
    static final String INDEX = "index";
    static final String ID_METADATA = "idMetadata";
    /** Options in documentation order. */
    static final List<String> NAMES = List.of(APPLICATION, BEAN, BEAN_TYPE, PROFILES, PROPERTIES, INDEX, ID_METADATA);
    /** Loading the golden corpus into the store is what a store in a test context needs; a filled one says false. */
    static final boolean DEFAULT_INDEX = true;

    public SpringSettings {
        profiles = List.copyOf(profiles);
        properties = Collections.unmodifiableMap(new LinkedHashMap<>(properties));
    }

    /** Whether these options load the corpus into the store (and so need one), without checking the rest. */
    static boolean indexes(RetrieverOptions options) {
        try {
            return options.bool(INDEX, DEFAULT_INDEX);
        } catch (ConfigurationException e) {
            // Told when the options are checked; until then a corpus is expected, the safe side.
            return true;
        }
    }

    /** Parses and checks the options, each error naming the option, the value and what to write. */
    static SpringSettings of(RetrieverOptions options) throws ConfigurationException {
        String application = options.text(APPLICATION, "");
        if (application.isEmpty()) {
            throw new ConfigurationException(options.words().named(APPLICATION) + " of the spring retriever is not"
                    + " set. Name"
                    + " the application's @SpringBootApplication or @Configuration class (e.g. com.acme.SupportApp),"
                    + " on the project's test classpath: its context is started once for the build.");
        }
        requireClassName(APPLICATION, application, options);
        String beanType = blankToNull(options.text(BEAN_TYPE, ""));
        if (beanType != null) {
            requireClassName(BEAN_TYPE, beanType, options);
        }
        return new SpringSettings(application, blankToNull(options.text(BEAN, "")), beanType,
                profiles(options.text(PROFILES, "")), properties(options.verbatim(PROPERTIES, ""), options),
                options.bool(INDEX, DEFAULT_INDEX), blankToNull(options.text(ID_METADATA, "")));
    }

    private static void requireClassName(String option, String value, RetrieverOptions options)
            throws ConfigurationException {
        if (!RetrieverOptions.isQualifiedClassName(value)) {
            throw new ConfigurationException(options.words().valued(option, Shown.value(value)) + " of the"
                    + " spring retriever is not a fully qualified class name. Write the class with its package, e.g."
                    + (APPLICATION.equals(option) ? " com.acme.SupportApp."
                    : " org.springframework.ai.vectorstore.VectorStore."));
        }
    }

    /** {@code a, b} as [a, b]: comma separated, spaces around each ignored, empty entries dropped. */
    private static List<String> profiles(String text) {
        List<String> profiles = new ArrayList<>();
        for (String profile : text.split(",")) {
            if (!profile.isBlank()) {
                profiles.add(profile.strip());
            }
        }
        return profiles;
    }

    /**
     * One {@code name=value} per line (blank lines ignored; spaces around the name and the value too): a value may
     * hold commas and semicolons (a JDBC URL), which is why lines separate the properties.
     */
    private static Map<String, String> properties(String text, RetrieverOptions options) throws ConfigurationException {
        Map<String, String> properties = new LinkedHashMap<>();
        String[] lines = text.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty()) {
                continue;
            }
            int equals = line.indexOf('=');
            if (equals <= 0) {
                throw new ConfigurationException(options.words().named(PROPERTIES) + " of the spring retriever, line "
                        + (i + 1)
                        + " ('" + SecretNames.shown(line, Shown.value(line)) + "'), is not name=value. Write one Spring property per line, e.g."
                        + " spring.ai.vectorstore.pgvector.table-name=docs.");
            }
            properties.put(line.substring(0, equals).strip(), line.substring(equals + 1).strip());
        }
        return properties;
    }

    private static String blankToNull(String text) {
        return text == null || text.isBlank() ? null : text;
    }
}
