package io.github.rageval.engine.settings.read;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverModules;
import io.github.rageval.engine.retriever.tfidf.TfidfRetrieverFactory;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The old top-level names of retrievers' options, mapped onto the retriever's own options in this one place, so that
 * no POM written for an earlier version breaks: {@code tokenPattern}, {@code lowercase} and {@code sublinearTf} are the
 * {@code tfidf} retriever's options of those names, {@code cacheDirectory} and {@code cacheMaxSize} those of a
 * retriever whose module reads the vector cache ({@code dense}). An option given in {@code retrieverOptions} wins over
 * its top-level alias. Everything after this sees only the retriever's options, which its factory owns (names,
 * defaults, parsing, and what report.json and the baseline record of them).
 */
final class RetrieverAliases {
    /** The tfidf retriever's options that also have a top-level name. */
    static final List<String> TFIDF = List.of(TfidfRetrieverFactory.TOKEN_PATTERN, TfidfRetrieverFactory.LOWERCASE,
            TfidfRetrieverFactory.SUBLINEAR_TF);
    /** The vector cache's options, which a retriever with a vector cache reads whether written or not (it is on). */
    static final List<GoalSetting> MODULE_CACHE = List.of(GoalSettings.CACHE_DIRECTORY, GoalSettings.CACHE_MAX_SIZE);

    private RetrieverAliases() {
    }

    /**
     * @param retriever the retriever's name
     * @param given its options as written
     * @return the options with the aliases this retriever reads added where not given
     */
    static Map<String, String> apply(String retriever, Map<String, String> given, TypedValues values)
            throws ConfigurationException {
        Map<String, String> options = new LinkedHashMap<>(given);
        if (TfidfRetrieverFactory.NAME.equals(retriever)) {
            for (String name : TFIDF) {
                GoalSetting setting = values.setting(name);
                if (values.isWritten(setting)) {
                    options.putIfAbsent(name, name.equals(TfidfRetrieverFactory.TOKEN_PATTERN) ? values.text(setting)
                            : String.valueOf(values.bool(setting)));
                }
            }
        }
        if (RetrieverModules.readsVectorCache(retriever)) {
            // The cache is a build setting with a default, not a ranking one: set whether written or not.
            for (GoalSetting setting : MODULE_CACHE) {
                options.putIfAbsent(setting.name(), values.text(setting).replace("${user.home}",
                        System.getProperty("user.home")));
            }
        }
        return options;
    }
}
