package io.github.rageval.engine.baseline;

import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.input.BeirDataset;
import io.github.rageval.engine.input.PathProblems;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.retriever.Retrievers;
import io.github.rageval.engine.settings.DataSources;
import io.github.rageval.engine.settings.EvaluationSettings;
import io.github.rageval.engine.settings.ScoringOptions;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.SettingWords;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * What a run was measured on. Two runs are comparable when what defines their numbers agrees: k, the relevance
 * level, the depth evaluated and whether unjudged documents were condensed away. The SHA-256 of the corpus and
 * judgment files (their bytes: any edit counts) tell whether the inputs were edited since, which does not stop a
 * comparison: it is made on the queries both runs share, and the edits are named beside it ({@link SinceBaseline}).
 * The retriever settings are what a change under test varies, so they are recorded and reported, not required to
 * match.
 *
 * @param k the cutoff
 * @param retriever the retriever's settings by name, in a fixed order (values are strings, booleans or numbers)
 * @param corpusSha256 lowercase hex SHA-256 of the corpus file, or {@value #NO_CORPUS} for a run file or a
 *     retriever evaluated without a corpus
 * @param goldenSha256 lowercase hex SHA-256 of the judgments: the golden dataset file, or the qrels (and a BEIR
 *     folder's queries, joined by '+')
 * @param relevanceLevel the least grade that counted as relevant: another one judges the same lists otherwise
 * @param depth the results per query evaluated (trec_eval -M), 0 for all: another one scores other lists
 * @param judgedOnly whether the lists were condensed to their judged documents (trec_eval -J): the same lists score
 *     otherwise
 * @param judgments the judgment files merged with the golden set ({@code judgments}), each file's name and the
 *     SHA-256 of its bytes, in the order given; empty for none. A grade added changes what every metric counts
 */
public record Fingerprint(int k, Map<String, Object> retriever, String corpusSha256, String goldenSha256,
                          int relevanceLevel, int depth, boolean judgedOnly, Map<String, String> judgments) {
    public Fingerprint {
        retriever = Collections.unmodifiableMap(new LinkedHashMap<>(retriever));
        Objects.requireNonNull(corpusSha256, "corpusSha256");
        Objects.requireNonNull(goldenSha256, "goldenSha256");
        judgments = Collections.unmodifiableMap(new LinkedHashMap<>(judgments));
    }

    /** A fingerprint without judgment files merged. */
    public Fingerprint(int k, Map<String, Object> retriever, String corpusSha256, String goldenSha256,
                       int relevanceLevel, int depth, boolean judgedOnly) {
        this(k, retriever, corpusSha256, goldenSha256, relevanceLevel, depth, judgedOnly, Map.of());
    }

    /** A fingerprint at the default relevance level (1) and every result evaluated, judged or not. */
    public Fingerprint(int k, Map<String, Object> retriever, String corpusSha256, String goldenSha256) {
        this(k, retriever, corpusSha256, goldenSha256, ScoringOptions.DEFAULT_RELEVANCE_LEVEL, 0, false);
    }

    /** Recorded as the corpus checksum when no corpus is read: a run file's evaluation. */
    public static final String NO_CORPUS = "none";
    /** Bytes read and digested at a time when checksumming a file. */
    private static final int DIGEST_BUFFER = 1 << 16;

    /** What a judgments file's name in the fingerprint says when a machine's grades in it were counted. */
    public static final String MACHINE_GRADES_COUNTED = " (machine grades counted)";

    /**
     * The fingerprint of the run these settings describe, from the files it reads: the corpus (the specification's
     * file, or a BEIR folder's corpus.jsonl; none for a run file) and the judgments (the golden dataset, a qrels
     * file, or a BEIR folder's queries and qrels split). A run file is what a change under test varies, as the
     * retriever settings are, so it is recorded with them: its name and checksum.
     */
    public static Fingerprint of(EvaluationSettings settings) throws ConfigurationException, InputException {
        return of(settings, null);
    }

    /**
     * As {@link #of(EvaluationSettings)}, with the corpus file's checksum taken on the evaluation's read of it
     * ({@link CorpusChecksum}), so that the corpus is not read again.
     *
     * @param corpusSha256 the corpus file's checksum as read; null to read the file for it
     */
    public static Fingerprint of(EvaluationSettings settings, String corpusSha256)
            throws ConfigurationException, InputException {
        DataSources sources = settings.sources();
        BeirDataset beir = sources.beirFolder() == null ? null
                : new BeirDataset(sources.beirFolder(), sources.beirSplit());
        String judgments;
        if (sources.qrels() != null) {
            judgments = sha256(sources.qrels(), "qrels");
        } else if (beir != null) {
            judgments = sha256(beir.qrelsFile(), "qrels") + (sources.run() == null
                    ? "+" + sha256(beir.queriesFile(), "queries") : "");
        } else {
            judgments = sha256(settings.goldenDataset(), "golden dataset");
        }
        if (sources.run() != null) {
            Map<String, Object> run = new LinkedHashMap<>();
            run.put("type", "run");
            run.put("file", sources.run().getFileName().toString());
            run.put("sha256", sha256(sources.run(), "run"));
            answers(run, settings);
            return new Fingerprint(settings.k(), run, NO_CORPUS, judgments, settings.scoring().relevanceLevel(),
                    depth(settings), settings.scoring().judgedOnly(), merged(sources));
        }
        Map<String, Object> retriever = new LinkedHashMap<>(settings.describeRetriever());
        answers(retriever, settings);
        String corpus;
        if (beir != null) {
            corpus = corpusSha256 != null ? corpusSha256 : sha256(beir.corpusFile(), "corpus");
        } else if (settings.corpus() == null || settings.corpusOptional()
                && !Files.exists(settings.corpus(), LinkOption.NOFOLLOW_LINKS)
                && !builtInRetrieverRuns(settings)) {
            corpus = NO_CORPUS;
        } else {
            corpus = corpusSha256 != null ? corpusSha256 : sha256(settings.corpus(), "corpus");
        }
        return new Fingerprint(settings.k(), retriever, corpus, judgments, settings.scoring().relevanceLevel(),
                depth(settings), settings.scoring().judgedOnly(), merged(sources));
    }

    /**
     * Each judgments file's name and checksum; a file named as another is keyed by its path as given, so that
     * neither hides the other. With {@code acceptMachineJudgments} each name says {@link #MACHINE_GRADES_COUNTED}:
     * the same file gives other grades then (a machine's counted), so a baseline recorded the other way is not
     * compared as if its judgments were these.
     */
    private static Map<String, String> merged(DataSources sources) throws InputException {
        Map<String, String> files = new LinkedHashMap<>();
        String accepted = sources.acceptMachineJudgments() ? MACHINE_GRADES_COUNTED : "";
        for (Path file : sources.judgments()) {
            String name = file.getFileName().toString() + accepted;
            files.put(files.containsKey(name) ? file + accepted : name, sha256(file, "judgments"));
        }
        return files;
    }

    /**
     * The recorded answers, when read ({@code recordedAnswers}: their file's name and checksum), and the judge whose
     * replies give their faithfulness, when a rule reads it: what the pipeline answered is, like the retriever, what a
     * change under test varies, so a comparison names it when it changed (another prompt, another model), and so does
     * another judge, which gives other values for the same answers.
     */
    private static void answers(Map<String, Object> described, EvaluationSettings settings) throws InputException {
        DataSources sources = settings.sources();
        if (sources.recordedAnswers() == null) {
            return;
        }
        described.put("recorded_answers", sources.recordedAnswers().getFileName().toString());
        described.put("recorded_answers_sha256", sha256(sources.recordedAnswers(), "recorded answers"));
        if (sources.faithfulness() != null
                && settings.rules().metrics().stream().anyMatch(m -> m.family().readsJudgeReplies())) {
            described.put("faithfulness_judge", sources.faithfulness().model());
        }
    }

    /** The depth evaluated, 0 when every result is. */
    private static int depth(EvaluationSettings settings) {
        Integer depth = settings.scoring().depth();
        return depth == null ? 0 : depth;
    }

    /**
     * Whether a built-in retriever that reads the corpus is evaluated, alone or as a variant: solr and opensearch
     * search their cluster's index, and their corpus left at its default may be absent.
     */
    private static boolean builtInRetrieverRuns(EvaluationSettings settings) {
        if (settings.variants().isEmpty()) {
            return Retrievers.needsCorpus(settings.retriever());
        }
        return settings.variants().list().stream().anyMatch(v -> !v.isHybrid()
                && Retrievers.needsCorpus(v.retriever()));
    }

    static String sha256(Path file, String what) throws InputException {
        Optional<String> problem = PathProblems.ofFile(file);
        if (problem.isPresent()) {
            throw new InputException("cannot read the " + what + " file " + file + " to checksum it: it "
                    + problem.get() + ". Point the configuration at the right file.");
        }
        // Read and digested a buffer at a time: a run file of millions of lines is hundreds of megabytes, which read
        // whole into one new array cost more than the checksum itself (for 276 MB in a fresh JVM, 4 s to read where
        // the digest takes 0.3 to 0.6 s: the array's memory is allocated and touched first), and which need not be
        // held in memory at once (nor could be past 2 GB, the largest byte array).
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest digest = sha256Digest();
            byte[] buffer = new byte[DIGEST_BUFFER];
            for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                digest.update(buffer, 0, read);
            }
            return hex(digest.digest());
        } catch (IOException e) {
            throw new InputException("cannot read the " + what + " file " + file + " to checksum it: "
                    + FileError.reason(e)
                    + ". Check that it exists and is readable.", e);
        }
    }

    /** A new SHA-256 digest. */
    static MessageDigest sha256Digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime provides SHA-256", e);
        }
    }

    /** A digest as the fingerprint records it: lower-case hex. */
    static String hex(byte[] digest) {
        return HexFormat.of().formatHex(digest);
    }

    /**
     * What makes a baseline recorded with {@code this} incomparable with a run of {@code current}: another k,
     * relevance level, depth or condensing of unjudged documents scores other numbers from the same rankings. An
     * edited corpus or golden set is no such difference ({@link SinceBaseline}).
     */
    public List<Difference> mismatches(Fingerprint current) {
        List<Difference> differences = new ArrayList<>();
        if (k != current.k) {
            differences.add(new Difference("k", String.valueOf(k), String.valueOf(current.k)));
        }
        if (relevanceLevel != current.relevanceLevel) {
            differences.add(new Difference("relevance_level", String.valueOf(relevanceLevel),
                    String.valueOf(current.relevanceLevel)));
        }
        if (depth != current.depth) {
            differences.add(new Difference("depth", depth == 0 ? "all" : String.valueOf(depth),
                    current.depth == 0 ? "all" : String.valueOf(current.depth)));
        }
        if (judgedOnly != current.judgedOnly) {
            differences.add(new Difference("judged_only", String.valueOf(judgedOnly),
                    String.valueOf(current.judgedOnly)));
        }
        return differences;
    }

    /** The judgment files merged, as the reports name them: {@code pool.jsonl (sha256 1a2b3c4d5e6f)}, ... */
    public String judgmentFiles() {
        return describe(judgments);
    }

    /** {@code pool.jsonl (sha256 1a2b3c4d5e6f)}, the files joined by commas; {@code none} for none. */
    private static String describe(Map<String, String> files) {
        if (files.isEmpty()) {
            return "none";
        }
        List<String> described = new ArrayList<>();
        files.forEach((name, sha) -> described.add(name + " (sha256 " + Difference.shortHash(sha) + ")"));
        return String.join(", ", described);
    }

    /** The retriever settings that differ between {@code this} (the baseline) and {@code current}. */
    public List<Difference> retrieverChanges(Fingerprint current) {
        Set<String> names = new LinkedHashSet<>(current.retriever.keySet());
        names.addAll(retriever.keySet());
        List<Difference> differences = new ArrayList<>();
        for (String name : names) {
            String before = retriever.containsKey(name) ? String.valueOf(retriever.get(name)) : null;
            String after = current.retriever.containsKey(name) ? String.valueOf(current.retriever.get(name)) : null;
            if (!Objects.equals(before, after)) {
                differences.add(new Difference(name, before, after));
            }
        }
        return differences;
    }

    /**
     * One field that differs.
     *
     * @param field the name as in baseline.json ({@code k}, {@code corpus_sha256}, {@code token_pattern})
     * @param baseline its value in the baseline; null when the baseline does not have it
     * @param current its value now; null when the current run does not have it
     */
    public record Difference(String field, String baseline, String current) {

        /** {@code golden dataset changed (sha256 1a2b3c4d5e6f in the baseline, 9f8e7d6c5b4a now)}. */
        public String describe() {
            return describe(SettingWords.PARAMETERS);
        }

        /** As {@link #describe()}, the settings named in the words of the front end that set them. */
        public String describe(SettingWords words) {
            String maxDrop = words.name(GoalSettings.MAX_DROP);
            return switch (field) {
                case "k" -> "k differs (" + baseline + " in the baseline, " + current + " now)";
                case "relevance_level" -> "relevance level differs (" + baseline + " in the baseline, " + current
                        + " now)";
                case "depth" -> "depth differs (" + baseline + " in the baseline, " + current + " now)";
                case "judged_only" -> words.name(GoalSettings.JUDGED_ONLY) + " differs (" + baseline
                        + " in the baseline, " + current + " now)";
                case "max_drop" -> "the baseline holds no " + baseline + ", which a " + maxDrop + " holds (record"
                        + " the baseline again with it computed, naming it in "
                                + words.name(GoalSettings.THRESHOLDS)
                        + " or its cutoff in " + words.name(GoalSettings.CUTOFFS) + ", or remove that "
                                + maxDrop + ")";
                case "max_drop_now" -> "this run computes no " + current + ", which a " + maxDrop + " holds (name"
                        + " it in " + words.name(GoalSettings.THRESHOLDS) + " too, or its cutoff in "
                                + words.name(GoalSettings.CUTOFFS)
                        + ", so that it is computed)";
                case "queries" -> "the baseline shares no query with the golden dataset (" + baseline
                        + " in the baseline; " + current + " now): it is the baseline of another golden set";
                default -> field + " " + shown(baseline) + " -> " + shown(current);
            };
        }

        private static String shortHash(String hash) {
            return hash.length() > 12 ? hash.substring(0, 12) : hash;
        }

        private static String shown(String value) {
            return value == null ? "(unset)" : value;
        }
    }
}
