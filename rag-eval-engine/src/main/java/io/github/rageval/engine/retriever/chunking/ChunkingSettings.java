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
 * How documents are cut into chunks before any retriever indexes them: windows of {@code size} units that start
 * every {@code size - overlap} units, a unit being a word (text between whitespace), a token of the retriever's
 * analyzer (whole words are kept together, counted by the tokens they make), or a sentence (text up to a
 * {@code .}, {@code !} or {@code ?} followed by whitespace).
 *
 * @param size units per chunk, at least 1
 * @param overlap units a chunk shares with the next, at least 0 and below {@code size}
 * @param unit what is counted
 */
public record ChunkingSettings(int size, int overlap, Unit unit) {
    public static final String SIZE = "size";
    public static final String OVERLAP = "overlap";
    public static final String UNIT = "unit";
    private static final List<String> NAMES = List.of(SIZE, OVERLAP, UNIT);
    /** The parameter's own words ({@code chunking size = 0}): what messages say when no front end is at hand. */
    public static final OptionWords PARAMETER = SettingWords.PARAMETERS.entries(GoalSettings.CHUNKING);

    /** What a chunk's size counts. */
    public enum Unit {
        WORDS, TOKENS, SENTENCES;

        public String key() {
            return name().toLowerCase(Locale.ROOT);
        }
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
        String unitText = values.getOrDefault(UNIT, Unit.WORDS.key()).trim();
        Unit unit = Arrays.stream(Unit.values()).filter(u -> u.key().equalsIgnoreCase(unitText)).findFirst()
                .orElseThrow(() -> new ConfigurationException(words.valued(UNIT, Shown.value(unitText)) + " is"
                        + " not allowed. Use "
                        + Arrays.stream(Unit.values()).map(Unit::key).collect(Collectors.joining(", ")) + "."));
        if (size < 1) {
            throw new ConfigurationException(words.entry() + words.stated(SIZE, String.valueOf(size))
                    + " is not allowed. A chunk holds at least one "
                    + unit.key().substring(0, unit.key().length() - 1) + ".");
        }
        if (overlap < 0 || overlap >= size) {
            throw new ConfigurationException(words.entry() + words.stated(OVERLAP, String.valueOf(overlap))
                    + " is not allowed with size " + size
                    + ". Chunks overlap by 0 to size - 1 = " + (size - 1) + " " + unit.key() + ".");
        }
        return new ChunkingSettings(size, overlap, unit);
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
        return described;
    }
}
