package io.github.rageval.engine.settings;

import io.github.rageval.engine.settings.GoalSetting.Goal;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverModules;
import io.github.rageval.engine.retriever.RetrieverSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Settings the user wrote where another setting they wrote makes them unread: a {@code corpus} beside a BEIR folder
 * that holds its own, a {@code goldenDataset} beside {@code qrels} that judge the run instead, a retriever beside a run
 * file that replaces it, anything of an evaluation beside {@code reuseReport}, which evaluates nothing. Most of these
 * settings have defaults, so their values cannot tell whether the user wrote them; what was written can (the command
 * line's options, the POM's elements and the {@code -D} properties). So the rule is about what was written, never
 * about values: {@code --lowercase true} beside a run file is as unread as {@code --no-lowercase}. One rule for the
 * command line and the goals, in their own names for the settings; the first that applies is reported, naming every
 * written setting it leaves unread.
 */
public final class UnreadSettings {
    /** What {@code reuseReport} leaves unread: everything that says what is evaluated and how. */
    private static final List<String> EVALUATION = List.of("corpus", "goldenDataset", "beir", "beirSplit", "run",
            "qrels", "judgments", "k", "cutoffs", "relevanceLevel", "depth", "runMismatch", "countMissingQueries",
            "tieRanges", "unlistedDocuments", "judgedOnly", "retriever", "retrieverOptions", "chunking", "tokenPattern",
            "lowercase", "sublinearTf", "threads",
            "cacheDirectory", "cacheMaxSize", "explain", "latency");
    /** What a run file leaves unread: it replaces the retriever, its corpus, and everything only a retriever reads. */
    private static final List<String> RETRIEVER = List.of("corpus", "retriever", "retrieverOptions", "chunking",
            "variants", "gateVariant", "tokenPattern", "lowercase", "sublinearTf", "threads", "cacheDirectory",
            "cacheMaxSize", "explain", "latency");
    /** What variants leave unread: the build's one retriever, which they replace. */
    private static final List<String> ONE_RETRIEVER = List.of("retriever", "retrieverOptions", "chunking",
            "tokenPattern", "lowercase", "sublinearTf");
    /** The old top-level names of the tfidf retriever's options. */
    private static final List<String> TFIDF = List.of("tokenPattern", "lowercase", "sublinearTf");
    /** The old top-level names of the options of a retriever that ships as a module of its own (dense). */
    private static final List<String> MODULE_CACHE = List.of("cacheDirectory", "cacheMaxSize");
    /** Where a reason's verb agrees with the settings found: "it configures" for one, "they configure" for more. */
    private static final String THEY_CONFIGURE = "{they configure}";

    private UnreadSettings() {
    }

    /**
     * The settings of the checks given where only the aggregate runs ({@code mvn rag-eval:aggregate -Drageval.k=5}):
     * no check runs to read them, and the aggregate reads the reports as the checks wrote them.
     *
     * @param properties the build's properties that set a setting, by name ({@code rageval.thresholds})
     * @return the warning to give, naming them; empty when none is a check's
     */
    public static Optional<String> besideAggregateAlone(Set<String> properties) {
        List<String> checks = GoalSettings.ALL.stream()
                .filter(setting -> !setting.goals().contains(Goal.AGGREGATE) && properties.contains(setting.property()))
                .map(setting -> "-D" + setting.property()).toList();
        if (checks.isEmpty()) {
            return Optional.empty();
        }
        boolean one = checks.size() == 1;
        return Optional.of(String.join(", ", checks) + (one ? " is" : " are") + " set, but rag-eval:aggregate runs"
                + " alone: no check runs to read " + (one ? "it" : "them") + ", and the aggregate shows the reports"
                + " as the checks wrote them, so " + (one ? "it is" : "they are") + " ignored. Run the checks with "
                + (one ? "it" : "them") + ": mvn verify rag-eval:aggregate " + String.join(" ", checks.stream()
                .map(p -> p + "=...").toList()) + ".");
    }

    /**
     * The rules that need no value: as {@link #check(Set, String, List, Function)} for the default retriever and no
     * variants.
     */
    public static void check(Set<String> written, Function<GoalSetting, String> shown)
            throws ConfigurationException {
        check(written, RetrieverSpec.DEFAULT_NAME, List.of(), shown);
    }

    /**
     * @param written the names ({@link GoalSetting#name()}) of the settings the user wrote, default value or not
     * @param retriever the retriever's name as given, or the default: the tfidf retriever's old top-level options
     *     are read only by it, the cache options only by a retriever that ships as a module of its own
     * @param variantRetrievers the retrievers the variants name, if any
     * @param shown how a setting is named in the message: its option on the command line, its parameter in Maven
     * @throws ConfigurationException for the first rule a written setting breaks
     */
    public static void check(Set<String> written, String retriever, List<String> variantRetrievers,
                             Function<GoalSetting, String> shown) throws ConfigurationException {
        Function<String, String> name = setting -> shown.apply(GoalSettings.named(setting).orElseThrow());
        if (written.contains("reuseReport")) {
            unread(written, EVALUATION, name, name.apply("reuseReport") + " re-gates the report.json already"
                    + " written and evaluates nothing again", "evaluate again without " + name.apply("reuseReport"));
        }
        if (written.contains("beir") && (written.contains("corpus") || written.contains("goldenDataset"))) {
            throw new ConfigurationException(name.apply("beir") + " names a folder holding both the corpus and the"
                    + " judgments: give it without " + name.apply("corpus") + " and " + name.apply("goldenDataset")
                    + ".");
        }
        if (written.contains("beirSplit") && !written.contains("beir")) {
            throw new ConfigurationException(name.apply("beirSplit") + " names a qrels split of a BEIR folder, but "
                    + name.apply("beir") + " is not given: the split would be ignored. Give " + name.apply("beir")
                    + " too, or remove " + name.apply("beirSplit") + ".");
        }
        if (written.contains("qrels") && written.contains("beir")) {
            throw new ConfigurationException(name.apply("qrels") + " and " + name.apply("beir") + " both give the"
                    + " judgments of the run, and a run reads nothing else of a BEIR folder: "
                    + name.apply("beir") + " would be ignored. Give one of them.");
        }
        if (written.contains("qrels") && written.contains("goldenDataset")) {
            throw new ConfigurationException(name.apply("qrels") + " and " + name.apply("goldenDataset") + " both"
                    + " give the judgments of the run: " + name.apply("goldenDataset") + " would be ignored. Give"
                    + " one of them.");
        }
        if (written.contains("qrels") && !written.contains("run")) {
            throw new ConfigurationException(name.apply("qrels") + " judges the results of a run file, but "
                    + name.apply("run") + " is not given: the qrels would be ignored. Give " + name.apply("run")
                    + " too, or judge with the golden dataset or a BEIR folder (" + name.apply("beir") + ").");
        }
        if (written.contains("run")) {
            unread(written, RETRIEVER, name, name.apply("run") + " is evaluated instead of a retriever, as its"
                    + " results are", "evaluate a retriever without " + name.apply("run"));
        }
        if (written.contains("runMismatch") && !written.contains("run")) {
            unread(written, List.of("runMismatch"), name, "it says what a run file missing judged queries does, and "
                    + name.apply("run") + " is not given", "give " + name.apply("run") + " too");
        }
        boolean variants = written.contains("variants");
        if (variants) {
            unread(written, ONE_RETRIEVER, name, name.apply("variants") + " replace the build's one retriever (each"
                    + " variant has its own retriever, options and chunking)", "give them to each variant");
        }
        if (written.contains("gateVariant") && !variants) {
            unread(written, List.of("gateVariant"), name, "it names the variant the gate holds, and "
                    + name.apply("variants") + " is not given", "configure " + name.apply("variants") + " too");
        }
        if (!variants && !RetrieverSpec.DEFAULT_NAME.equals(retriever)) {
            unread(written, TFIDF, name, THEY_CONFIGURE + " the " + RetrieverSpec.DEFAULT_NAME + " retriever, and "
                    + name.apply("retriever") + " is " + retriever, "give " + retriever + " its own settings in "
                    + name.apply("retrieverOptions"));
        }
        List<String> retrievers = variants ? variantRetrievers : List.of(retriever);
        if (retrievers.stream().noneMatch(RetrieverModules::readsVectorCache)) {
            unread(written, MODULE_CACHE, name, THEY_CONFIGURE + " the vector cache of the "
                    + String.join(" and ", RetrieverModules.vectorCacheNames()) + " retriever, and no retriever of this build is"
                    + " one (" + String.join(", ", retrievers) + ")", "name that retriever");
        }
    }

    /** Fails naming every written setting of {@code settings}, when there is one. */
    private static void unread(Set<String> written, List<String> settings, Function<String, String> name,
                               String because, String instead) throws ConfigurationException {
        List<String> found = new ArrayList<>();
        for (String setting : settings) {
            if (written.contains(setting)) {
                found.add(name.apply(setting));
            }
        }
        if (found.isEmpty()) {
            return;
        }
        boolean one = found.size() == 1;
        throw new ConfigurationException(String.join(", ", found) + (one ? " is" : " are") + " set, but "
                + because.replace(THEY_CONFIGURE, one ? "it configures" : "they configure") + ": " + (one ? "it" : "they") + " would be ignored. Remove " + (one ? "it" : "them")
                + ", or " + instead + ".");
    }
}
