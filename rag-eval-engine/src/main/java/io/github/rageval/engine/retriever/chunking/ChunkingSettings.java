package io.github.rageval.engine.retriever.chunking;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.format.WholeNumbers;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.settings.table.SettingWords;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * How documents are cut into chunks before any retriever indexes them. By {@code windows} (the default): windows of
 * {@code size} units that start every {@code size - overlap} units, a unit being a word (text between whitespace), a
 * token of the retriever's analyzer (whole words are kept together, counted by the tokens they make), a sentence
 * (text up to a {@code .}, {@code !} or {@code ?} followed by whitespace), or a {@code cl100k} token (OpenAI's
 * {@code cl100k_base}, windows cut as Chroma's {@code FixedTokenChunker} cuts them). By {@code recursive}: Chroma's
 * {@code RecursiveTokenChunker}, chunks of at most {@code size} characters or {@code cl100k} tokens cut at the
 * coarsest separator (paragraph, line, sentence end, word) that keeps them so.
 *
 * @param size units per chunk, at least 1
 * @param overlap units a chunk shares with the next, at least 0 and below {@code size}
 * @param unit what is counted
 * @param method how the text is cut
 */
public record ChunkingSettings(int size, int overlap, Unit unit, Method method) {
    public static final String SIZE = "size";
    public static final String OVERLAP = "overlap";
    public static final String UNIT = "unit";
    public static final String METHOD = "method";
    private static final List<String> NAMES = List.of(SIZE, OVERLAP, UNIT, METHOD);
    /** The parameter's own words ({@code chunking size = 0}): what messages say when no front end is at hand. */
    public static final OptionWords PARAMETER = SettingWords.PARAMETERS.entries(GoalSettings.CHUNKING);

    /** Chunks by words, cut as the built-in chunking always did. */
    public ChunkingSettings(int size, int overlap, Unit unit) {
        this(size, overlap, unit, Method.WINDOWS);
    }

    /** What a chunk's size counts. */
    public enum Unit {
        WORDS, TOKENS, SENTENCES, CL100K, CHARACTERS;

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The unit's name in a message: a word, a sentence, a cl100k token. */
        String one() {
            return switch (this) {
                case WORDS -> "word";
                case TOKENS -> "token";
                case SENTENCES -> "sentence";
                case CL100K -> "cl100k token";
                case CHARACTERS -> "character";
            };
        }
    }

    /** How the text is cut. */
    public enum Method {
        /** Windows of a fixed size, moving by size - overlap. */
        WINDOWS(List.of(Unit.WORDS, Unit.TOKENS, Unit.SENTENCES, Unit.CL100K)),
        /** Chroma's recursive splitter, at the coarsest separator that keeps a chunk within the size. */
        RECURSIVE(List.of(Unit.CHARACTERS, Unit.CL100K));

        private final List<Unit> units;

        Method(List<Unit> units) {
            this.units = units;
        }

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }

        /** The units this method counts in; the first is the one it counts in when none is given. */
        public List<Unit> units() {
            return units;
        }
    }

    /** Whether the chunks are cut from the text by one of Chroma's chunkers, which need their places found. */
    public boolean cutsText() {
        return method == Method.RECURSIVE || unit == Unit.CL100K;
    }

    /**
     * The settings a {@code chunking} map describes, or null when it is empty (no chunking).
     *
     * @throws ConfigurationException naming the entry, the value and what to write
     */
    public static ChunkingSettings parse(Map<String, String> values) throws ConfigurationException {
        return parse(values, PARAMETER);
    }

    /**
     * As {@link #parse(Map)}, errors naming an entry as the user wrote it: {@code chunking size = 0} in a POM,
     * {@code --chunking size=0}, or a variant's {@code --variants b:bm25:chunking.size=0}.
     */
    public static ChunkingSettings parse(Map<String, String> values, OptionWords words)
            throws ConfigurationException {
        if (values == null || values.isEmpty()) {
            return null;
        }
        for (String name : values.keySet()) {
            if (!NAMES.contains(name)) {
                throw new ConfigurationException(words.options() + " has '" + name + "', which is not a chunking setting. Use "
                        + String.join(", ", NAMES) + ", e.g. size=200,overlap=40,unit=words.");
            }
        }
        if (!values.containsKey(SIZE)) {
            throw new ConfigurationException(words.options() + " is set without a size. Give the chunk size, e.g."
                    + " size=200,overlap=40 (words), or size=3,unit=sentences.");
        }
        int size = whole(values, SIZE, words);
        int overlap = values.containsKey(OVERLAP) ? whole(values, OVERLAP, words) : 0;
        String methodText = values.getOrDefault(METHOD, Method.WINDOWS.key()).trim();
        Method method = Arrays.stream(Method.values()).filter(m -> m.key().equalsIgnoreCase(methodText)).findFirst()
                .orElseThrow(() -> new ConfigurationException(words.valued(METHOD, Shown.value(methodText)) + " is"
                        + " not allowed. Use " + keys(Arrays.asList(Method.values()), Method::key) + "."));
        String unitText = values.getOrDefault(UNIT, method.units().get(0).key()).trim();
        Unit unit = Arrays.stream(Unit.values()).filter(u -> u.key().equalsIgnoreCase(unitText)).findFirst()
                .orElseThrow(() -> new ConfigurationException(words.valued(UNIT, Shown.value(unitText)) + " is"
                        + " not allowed. Use " + keys(Arrays.asList(Unit.values()), Unit::key) + "."));
        if (!method.units().contains(unit)) {
            throw new ConfigurationException(words.entry() + words.stated(UNIT, unit.key()) + " does not go with "
                    + words.stated(METHOD, method.key()) + ", which counts in " + keys(method.units(), Unit::key)
                    + ".");
        }
        if (size < 1) {
            throw new ConfigurationException(words.entry() + words.stated(SIZE, String.valueOf(size))
                    + " is not allowed. A chunk holds at least one " + unit.one() + ".");
        }
        if (overlap < 0 || overlap >= size) {
            throw new ConfigurationException(words.entry() + words.stated(OVERLAP, String.valueOf(overlap))
                    + " is not allowed with size " + size
                    + ". Chunks overlap by 0 to size - 1 = " + (size - 1) + " " + unit.key() + ".");
        }
        return new ChunkingSettings(size, overlap, unit, method);
    }

    private static <T> String keys(List<T> values, java.util.function.Function<T, String> key) {
        return values.stream().map(key).collect(Collectors.joining(", "));
    }

    private static int whole(Map<String, String> values, String name, OptionWords words)
            throws ConfigurationException {
        String text = values.get(name) == null ? "" : values.get(name).trim();
        try {
            return WholeNumbers.parseInt(text);
        } catch (NumberFormatException e) {
            throw new ConfigurationException(words.valued(name, Shown.value(text)) + " "
                    + WholeNumbers.settingProblem(text, name) + ".", e);
        }
    }

    /** The settings as report.json and the baseline record them, beside the retriever's own. */
    public Map<String, Object> describe() {
        Map<String, Object> described = new LinkedHashMap<>();
        described.put("chunking.size", size);
        described.put("chunking.overlap", overlap);
        described.put("chunking.unit", unit.key());
        if (method != Method.WINDOWS) {
            // Only when not the default: a baseline recorded before there was a choice keeps its fingerprint.
            described.put("chunking.method", method.key());
        }
        return described;
    }
}
