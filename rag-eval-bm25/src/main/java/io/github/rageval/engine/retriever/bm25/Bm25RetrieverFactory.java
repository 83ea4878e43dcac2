package io.github.rageval.engine.retriever.bm25;

import io.github.rageval.api.Retriever;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverFactory;
import io.github.rageval.engine.retriever.RetrieverOptions;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.lucene.analysis.Analyzer;

/**
 * The built-in {@code bm25} retriever: Apache Lucene's {@code BM25Similarity} over an in-memory index of the
 * corpus, queried as Anserini queries (each analysed term once, boosted by its count in the query). Options
 * {@code k1} (default {@value #DEFAULT_K1}) and {@code b} (default {@value #DEFAULT_B}), Anserini's defaults, and
 * {@code analyzer}: {@code english} (default, Anserini's), {@code standard}, {@code whitespace}, or the class name of
 * a Lucene {@code Analyzer} on the project's test classpath (a team mirrors its search cluster's analysis chain;
 * Lucene's classes are rag-eval's own, version 9.12.3, so the class must be built against that). Ties are broken
 * by document id ascending, as Anserini breaks them.
 */
public final class Bm25RetrieverFactory implements RetrieverFactory {
    public static final String NAME = "bm25";
    public static final String K1 = "k1";
    public static final String B = "b";
    public static final String ANALYZER = "analyzer";
    public static final String DEFAULT_K1 = "0.9";
    public static final String DEFAULT_B = "0.4";
    /** Lucene's packages are shared with a project's analyzer: it must extend this very {@code Analyzer}. */
    private static final List<String> LUCENE = List.of("org.apache.lucene.");
    /** How equal scores are ordered, as the report states it. */
    public static final String TIES = "doc_id ascending";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public List<String> optionNames() {
        return List.of(K1, B, ANALYZER);
    }

    /** A class name (it has a dot) for {@code analyzer} is loaded from the project's classpath. */
    @Override
    public boolean readsClasspath(RetrieverOptions options) {
        return options.text(ANALYZER, Bm25Analyzer.ENGLISH.key()).contains(".");
    }

    @Override
    public Retriever create(RetrieverOptions options) throws ConfigurationException {
        Bm25Settings settings = settings(options);
        Optional<Bm25Analyzer> builtIn = settings.builtInAnalyzer();
        Analyzer analyzer = builtIn.isPresent() ? builtIn.get().create()
                : options.instance(ANALYZER, settings.analyzer(), Analyzer.class, LUCENE);
        return new Bm25Retriever(settings, analyzer);
    }

    @Override
    public Map<String, Object> describe(RetrieverOptions options) throws ConfigurationException {
        Bm25Settings settings = settings(options);
        Map<String, Object> described = new LinkedHashMap<>();
        described.put("type", NAME);
        // The float Lucene uses, printed as its shortest decimal (0.9, not 0.8999999761581421).
        described.put("k1", Double.parseDouble(Float.toString(settings.k1())));
        described.put("b", Double.parseDouble(Float.toString(settings.b())));
        described.put("analyzer", settings.analyzer());
        // The report states the tie rule: it is Anserini's, not trec_eval's, and the numbers depend on it.
        described.put("ties", TIES);
        return described;
    }

    /** Parses and checks the options, each error naming the option, the value and what to write. */
    static Bm25Settings settings(RetrieverOptions options) throws ConfigurationException {
        float k1 = number(options, K1, DEFAULT_K1);
        if (!(k1 >= 0) || Float.isInfinite(k1)) {
            throw new ConfigurationException(options.words().valued(K1, Shown.value(options.text(K1, DEFAULT_K1)))
                    + " of the bm25"
                    + " retriever is not allowed: k1 saturates term frequency and must be 0 or more (default "
                    + DEFAULT_K1 + ", Anserini's; Lucene's own is 1.2).");
        }
        float b = number(options, B, DEFAULT_B);
        if (!(b >= 0 && b <= 1)) {
            throw new ConfigurationException(options.words().valued(B, Shown.value(options.text(B, DEFAULT_B)))
                    + " of the bm25"
                    + " retriever is not allowed: b weighs document length normalisation and lies in [0, 1] (default "
                    + DEFAULT_B + ", Anserini's; Lucene's own is 0.75).");
        }
        String analyzer = options.text(ANALYZER, Bm25Analyzer.ENGLISH.key()).trim();
        if (analyzer.contains(".")) {
            return new Bm25Settings(k1, b, analyzer);
        }
        Bm25Analyzer chosen = Bm25Analyzer.byKey(analyzer).orElseThrow(() -> new ConfigurationException(
                options.words().valued(ANALYZER, Shown.value(analyzer)) + " of the bm25 retriever is not one it"
                        + " knows. Use "
                        + Bm25Analyzer.keys() + ", or the fully qualified name of a Lucene Analyzer on the test"
                        + " classpath."));
        return new Bm25Settings(k1, b, chosen.key());
    }

    /** The option as Lucene's float; a value beyond a float's range is infinite, which the callers refuse. */
    private static float number(RetrieverOptions options, String name, String fallback) throws ConfigurationException {
        return (float) options.decimal(name, fallback);
    }
}
