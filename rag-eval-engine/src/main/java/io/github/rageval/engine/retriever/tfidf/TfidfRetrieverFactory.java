package io.github.rageval.engine.retriever.tfidf;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.format.Sentences;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverFactory;
import io.github.rageval.engine.retriever.RetrieverOptions;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The built-in {@code tfidf} retriever: scikit-learn's {@code TfidfVectorizer} and cosine similarity, exact. Options
 * {@code tokenPattern} (a Python regular expression, default {@value TfidfOptions#DEFAULT_TOKEN_PATTERN}),
 * {@code lowercase} (default true) and {@code sublinearTf} (default false). Ties are broken by document id
 * descending (trec_eval's rule).
 */
public final class TfidfRetrieverFactory implements RetrieverFactory {
    public static final String NAME = "tfidf";
    // The options the settings of the same names set (a setting that is an option's shortcut, named once).
    public static final String TOKEN_PATTERN = GoalSettings.TOKEN_PATTERN.name();
    public static final String LOWERCASE = GoalSettings.LOWERCASE.name();
    public static final String SUBLINEAR_TF = GoalSettings.SUBLINEAR_TF.name();

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> optionNames() {
        return List.of(TOKEN_PATTERN, LOWERCASE, SUBLINEAR_TF);
    }

    @Override
    public Retriever create(RetrieverOptions options) throws ConfigurationException {
        return new TfidfBuiltIn(options(options));
    }

    @Override
    public Map<String, Object> describe(RetrieverOptions options) throws ConfigurationException {
        return settings(options(options));
    }

    /** The options as the report and the baseline name them: scikit-learn's parameter names. */
    public static Map<String, Object> settings(TfidfOptions tfidf) {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("type", NAME);
        settings.put("token_pattern", tfidf.tokenPattern());
        settings.put("lowercase", tfidf.lowercase());
        settings.put("sublinear_tf", tfidf.sublinearTf());
        return settings;
    }

    /** Parses and checks the options: a bad token pattern is reported before any file is read. */
    public static TfidfOptions options(RetrieverOptions options) throws ConfigurationException {
        TfidfOptions tfidf = new TfidfOptions(options.text(TOKEN_PATTERN, TfidfOptions.DEFAULT_TOKEN_PATTERN),
                options.bool(LOWERCASE, true), options.bool(SUBLINEAR_TF, false));
        try {
            tfidf.analyzer();
        } catch (IllegalArgumentException e) {
            throw new ConfigurationException(Sentences.join(e.getMessage(),
                    "Write the pattern in Python's regular expression syntax, as for scikit-learn."), e);
        }
        return tfidf;
    }

    /** The options map that gives these settings. */
    public static Map<String, String> optionsOf(TfidfOptions tfidf) {
        Map<String, String> options = new LinkedHashMap<>();
        options.put(TOKEN_PATTERN, tfidf.tokenPattern());
        options.put(LOWERCASE, String.valueOf(tfidf.lowercase()));
        options.put(SUBLINEAR_TF, String.valueOf(tfidf.sublinearTf()));
        return options;
    }
}
