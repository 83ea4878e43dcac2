package io.github.rageval.engine.settings;

import static io.github.rageval.engine.settings.table.GoalSettings.BEIR;
import static io.github.rageval.engine.settings.table.GoalSettings.BEIR_SPLIT;
import static io.github.rageval.engine.settings.table.GoalSettings.CACHE_DIRECTORY;
import static io.github.rageval.engine.settings.table.GoalSettings.CACHE_MAX_SIZE;
import static io.github.rageval.engine.settings.table.GoalSettings.CHUNKING;
import static io.github.rageval.engine.settings.table.GoalSettings.CORPUS;
import static io.github.rageval.engine.settings.table.GoalSettings.COUNT_MISSING_QUERIES;
import static io.github.rageval.engine.settings.table.GoalSettings.CUTOFFS;
import static io.github.rageval.engine.settings.table.GoalSettings.DEPTH;
import static io.github.rageval.engine.settings.table.GoalSettings.EXPLAIN;
import static io.github.rageval.engine.settings.table.GoalSettings.GATE_VARIANT;
import static io.github.rageval.engine.settings.table.GoalSettings.GOLDEN_DATASET;
import static io.github.rageval.engine.settings.table.GoalSettings.JUDGED_ONLY;
import static io.github.rageval.engine.settings.table.GoalSettings.JUDGMENTS;
import static io.github.rageval.engine.settings.table.GoalSettings.K;
import static io.github.rageval.engine.settings.table.GoalSettings.LATENCY;
import static io.github.rageval.engine.settings.table.GoalSettings.LOWERCASE;
import static io.github.rageval.engine.settings.table.GoalSettings.QRELS;
import static io.github.rageval.engine.settings.table.GoalSettings.RELEVANCE_LEVEL;
import static io.github.rageval.engine.settings.table.GoalSettings.RETRIEVER;
import static io.github.rageval.engine.settings.table.GoalSettings.RETRIEVER_OPTIONS;
import static io.github.rageval.engine.settings.table.GoalSettings.REUSE_REPORT;
import static io.github.rageval.engine.settings.table.GoalSettings.RUN;
import static io.github.rageval.engine.settings.table.GoalSettings.RUN_MISMATCH;
import static io.github.rageval.engine.settings.table.GoalSettings.SUBLINEAR_TF;
import static io.github.rageval.engine.settings.table.GoalSettings.THREADS;
import static io.github.rageval.engine.settings.table.GoalSettings.TIE_RANGES;
import static io.github.rageval.engine.settings.table.GoalSettings.TOKEN_PATTERN;
import static io.github.rageval.engine.settings.table.GoalSettings.UNLISTED_DOCUMENTS;
import static io.github.rageval.engine.settings.table.GoalSettings.VARIANTS;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverModules;
import io.github.rageval.engine.retriever.RetrieverSpec;
import io.github.rageval.engine.settings.table.GoalSetting.Goal;
import io.github.rageval.engine.settings.table.GoalSetting;
import io.github.rageval.engine.settings.table.GoalSettings;
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
    private static final List<GoalSetting> REUSE_LEAVES_UNREAD = List.of(CORPUS, GOLDEN_DATASET, BEIR, BEIR_SPLIT,
            RUN, QRELS, JUDGMENTS, K, CUTOFFS, RELEVANCE_LEVEL, DEPTH, RUN_MISMATCH, COUNT_MISSING_QUERIES,
            TIE_RANGES, UNLISTED_DOCUMENTS, JUDGED_ONLY, RETRIEVER, RETRIEVER_OPTIONS, CHUNKING,
            TOKEN_PATTERN, LOWERCASE, SUBLINEAR_TF, THREADS, CACHE_DIRECTORY, CACHE_MAX_SIZE,
            EXPLAIN, LATENCY);
    /** What a run file leaves unread: it replaces the retriever, its corpus, and everything only a retriever reads. */
    private static final List<GoalSetting> RUN_LEAVES_UNREAD = List.of(CORPUS, RETRIEVER, RETRIEVER_OPTIONS,
            CHUNKING, VARIANTS, GATE_VARIANT, TOKEN_PATTERN, LOWERCASE, SUBLINEAR_TF, THREADS, CACHE_DIRECTORY,
            CACHE_MAX_SIZE, EXPLAIN, LATENCY);
    /** What variants leave unread: the build's one retriever, which they replace. */
    private static final List<GoalSetting> VARIANTS_LEAVE_UNREAD = List.of(RETRIEVER, RETRIEVER_OPTIONS, CHUNKING,
            TOKEN_PATTERN, LOWERCASE, SUBLINEAR_TF);
    /** The old top-level names of the tfidf retriever's options. */
    private static final List<GoalSetting> TFIDF_OPTIONS = List.of(TOKEN_PATTERN, LOWERCASE, SUBLINEAR_TF);
    /** The old top-level names of the options of a retriever that ships as a module of its own (dense). */
    private static final List<GoalSetting> VECTOR_CACHE = List.of(CACHE_DIRECTORY, CACHE_MAX_SIZE);
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
        if (wrote(written, REUSE_REPORT)) {
            unread(written, REUSE_LEAVES_UNREAD, shown, shown.apply(REUSE_REPORT) + " re-gates the report.json already"
                    + " written and evaluates nothing again", "evaluate again without " + shown.apply(REUSE_REPORT));
        }
        if (wrote(written, BEIR) && (wrote(written, CORPUS) || wrote(written, GOLDEN_DATASET))) {
            throw new ConfigurationException(shown.apply(BEIR) + " names a folder holding both the corpus and the"
                    + " judgments: give it without " + shown.apply(CORPUS) + " and " + shown.apply(GOLDEN_DATASET)
                    + ".");
        }
        if (wrote(written, BEIR_SPLIT) && !wrote(written, BEIR)) {
            throw new ConfigurationException(shown.apply(BEIR_SPLIT) + " names a qrels split of a BEIR folder, but "
                    + shown.apply(BEIR) + " is not given: the split would be ignored. Give " + shown.apply(BEIR)
                    + " too, or remove " + shown.apply(BEIR_SPLIT) + ".");
        }
        if (wrote(written, QRELS) && wrote(written, BEIR)) {
            throw new ConfigurationException(shown.apply(QRELS) + " and " + shown.apply(BEIR) + " both give the"
                    + " judgments of the run, and a run reads nothing else of a BEIR folder: "
                    + shown.apply(BEIR) + " would be ignored. Give one of them.");
        }
        if (wrote(written, QRELS) && wrote(written, GOLDEN_DATASET)) {
            throw new ConfigurationException(shown.apply(QRELS) + " and " + shown.apply(GOLDEN_DATASET) + " both"
                    + " give the judgments of the run: " + shown.apply(GOLDEN_DATASET) + " would be ignored. Give"
                    + " one of them.");
        }
        if (wrote(written, QRELS) && !wrote(written, RUN)) {
            throw new ConfigurationException(shown.apply(QRELS) + " judges the results of a run file, but "
                    + shown.apply(RUN) + " is not given: the qrels would be ignored. Give " + shown.apply(RUN)
                    + " too, or judge with the golden dataset or a BEIR folder (" + shown.apply(BEIR) + ").");
        }
        if (wrote(written, RUN)) {
            unread(written, RUN_LEAVES_UNREAD, shown, shown.apply(RUN) + " is evaluated instead of a retriever, as its"
                    + " results are", "evaluate a retriever without " + shown.apply(RUN));
        }
        if (wrote(written, RUN_MISMATCH) && !wrote(written, RUN)) {
            unread(written, List.of(RUN_MISMATCH), shown, "it says what a run file missing judged queries does, and "
                    + shown.apply(RUN) + " is not given", "give " + shown.apply(RUN) + " too");
        }
        boolean variants = wrote(written, VARIANTS);
        if (variants) {
            unread(written, VARIANTS_LEAVE_UNREAD, shown, shown.apply(VARIANTS) + " replace the build's one retriever"
                    + " (each variant has its own retriever, options and chunking)", "give them to each variant");
        }
        if (wrote(written, GATE_VARIANT) && !variants) {
            unread(written, List.of(GATE_VARIANT), shown, "it names the variant the gate holds, and "
                    + shown.apply(VARIANTS) + " is not given", "configure " + shown.apply(VARIANTS) + " too");
        }
        if (!variants && !RetrieverSpec.DEFAULT_NAME.equals(retriever)) {
            unread(written, TFIDF_OPTIONS, shown, THEY_CONFIGURE + " the " + RetrieverSpec.DEFAULT_NAME
                    + " retriever, and " + shown.apply(RETRIEVER) + " is " + retriever, "give " + retriever
                    + " its own settings in "
                    + shown.apply(RETRIEVER_OPTIONS));
        }
        List<String> retrievers = variants ? variantRetrievers : List.of(retriever);
        if (retrievers.stream().noneMatch(RetrieverModules::readsVectorCache)) {
            unread(written, VECTOR_CACHE, shown, THEY_CONFIGURE + " the vector cache of the "
                    + String.join(" and ", RetrieverModules.vectorCacheNames()) + " retriever, and no retriever of this"
                    + " build is one (" + String.join(", ", retrievers) + ")", "name that retriever");
        }
    }

    private static boolean wrote(Set<String> written, GoalSetting setting) {
        return written.contains(setting.name());
    }

    /** Fails naming every written setting of {@code settings}, when there is one. */
    private static void unread(Set<String> written, List<GoalSetting> settings, Function<GoalSetting, String> shown,
                               String because, String instead) throws ConfigurationException {
        List<String> found = new ArrayList<>();
        for (GoalSetting setting : settings) {
            if (wrote(written, setting)) {
                found.add(shown.apply(setting));
            }
        }
        if (found.isEmpty()) {
            return;
        }
        boolean one = found.size() == 1;
        throw new ConfigurationException(String.join(", ", found) + (one ? " is" : " are") + " set, but "
                + because.replace(THEY_CONFIGURE, one ? "it configures" : "they configure") + ": "
                + (one ? "it" : "they") + " would be ignored. Remove " + (one ? "it" : "them")
                + ", or " + instead + ".");
    }
}
