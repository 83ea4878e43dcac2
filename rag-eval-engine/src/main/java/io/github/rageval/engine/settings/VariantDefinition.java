package io.github.rageval.engine.settings;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.OneLineOptions;
import io.github.rageval.engine.secret.SecretText;
import io.github.rageval.engine.settings.table.GoalSettings;
import io.github.rageval.engine.settings.table.OptionWords;
import io.github.rageval.engine.settings.table.SettingWords;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A variant as written, before its retriever is looked up: in the POM ({@code <variant>} with {@code name},
 * {@code retriever}, {@code options}, {@code chunking}), or on one line for the command line:
 * {@code -Drageval.variants="words2:tfidf|words4:tfidf:tokenPattern=(?u)\b\w{4\,}\b|fused:hybrid:fuse=words2+words4"}.
 * On a line, variants are separated by {@code |} (a {@code |} inside a value as {@code \|}); each is
 * {@code name:retriever}, then optionally {@code :} and its options in the one-line form of {@code retrieverOptions}
 * ({@link OneLineOptions}), where names starting {@code chunking.} set its chunking. An error quotes the line with
 * secrets masked, as {@link OneLineOptions} does.
 *
 * @param name the variant's name
 * @param retriever a built-in name, {@code hybrid}, or a class name
 * @param options the retriever's options, in the order given
 * @param chunking its chunking settings; empty for whole documents
 */
public record VariantDefinition(String name, String retriever, Map<String, String> options,
                                Map<String, String> chunking) {
    private static final String EXAMPLE = "bm25:bm25|dense:dense|both:hybrid:fuse=bm25+dense";
    private static final String CHUNKING_PREFIX = "chunking.";
    /** The setting's own name, which errors give when the caller does not say how the user wrote it. */
    private static final String SETTING = GoalSettings.VARIANTS.name();

    public VariantDefinition {
        name = name == null ? "" : name.trim();
        retriever = retriever == null ? "" : retriever.trim();
        options = options == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(options));
        chunking = chunking == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(chunking));
    }

    /**
     * How messages name this variant's options in the user's words: Maven's {@code retrieverOptions k1 = 'abc'}
     * (unchanged for a variant's, written as the same elements), else the entry of the variants line
     * ({@code --variants b:bm25:k1=abc}).
     */
    public OptionWords optionWords(SettingWords words) {
        if (words.readsPom()) {
            return words.entries(GoalSettings.RETRIEVER_OPTIONS);
        }
        String entry = lineEntry(words);
        return new OptionWords(entry, entry + ":", false);
    }

    /**
     * How messages name this variant's chunking: {@code chunking size = 0},
     * {@code --variants b:bm25:chunking.size=0}.
     */
    public OptionWords chunkingWords(SettingWords words) {
        if (words.readsPom()) {
            return words.entries(GoalSettings.CHUNKING);
        }
        String entry = lineEntry(words) + ":" + CHUNKING_PREFIX;
        return new OptionWords(entry + "*", entry, false);
    }

    private String lineEntry(SettingWords words) {
        return words.name(GoalSettings.VARIANTS) + " " + name + ":" + retriever;
    }

    /**
     * The POM's variants with a line's applied over them, variant by variant: a name on the line replaces the POM's
     * variant of that name in its place, a new name is added at the end.
     */
    public static List<VariantDefinition> merge(List<VariantDefinition> pom, String line)
            throws ConfigurationException {
        return merge(pom, line, SETTING);
    }

    /**
     * As {@link #merge(List, String)}, the line's errors naming the setting as the user wrote it ({@code variants},
     * {@code --variants}).
     */
    public static List<VariantDefinition> merge(List<VariantDefinition> pom, String line, String setting)
            throws ConfigurationException {
        List<VariantDefinition> merged = new ArrayList<>(pom == null ? List.of() : pom);
        for (VariantDefinition given : parse(line, setting)) {
            int at = -1;
            for (int i = 0; i < merged.size(); i++) {
                if (merged.get(i).name().equals(given.name())) {
                    at = i;
                }
            }
            if (at >= 0) {
                merged.set(at, given);
            } else {
                merged.add(given);
            }
        }
        return merged;
    }

    /** The variants of one line, in the order given; none for a blank line. */
    public static List<VariantDefinition> parse(String line) throws ConfigurationException {
        return parse(line, SETTING);
    }

    /** As {@link #parse(String)}, errors naming the setting as the user wrote it ({@code --variants}). */
    public static List<VariantDefinition> parse(String line, String setting) throws ConfigurationException {
        List<VariantDefinition> variants = new ArrayList<>();
        if (line == null || line.isBlank()) {
            return variants;
        }
        List<String[]> entries = split(line);
        for (int i = 0; i < entries.size(); i++) {
            add(variants, entries, i, setting);
        }
        return variants;
    }

    /** Each entry of the line as {text with escapes resolved, text as written}. */
    private static List<String[]> split(String line) {
        List<String[]> entries = new ArrayList<>();
        StringBuilder entry = new StringBuilder();
        int start = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\\' && i + 1 < line.length() && line.charAt(i + 1) == '|') {
                entry.append(line.charAt(++i));
            } else if (c == '|') {
                entries.add(new String[] {entry.toString(), line.substring(start, i)});
                entry.setLength(0);
                start = i + 1;
            } else {
                entry.append(c);
            }
        }
        entries.add(new String[] {entry.toString(), line.substring(start)});
        return entries;
    }

    /**
     * An entry as a message may quote it: its options with secrets masked ({@link OneLineOptions#shown}), and
     * masked whole when it is not of the form name:retriever and follows a masked secret (it may be that secret's
     * rest, cut at a {@code |} written without its backslash).
     */
    private static String shown(List<String[]> entries, int index) {
        String raw = entries.get(index)[1];
        int options = optionsStart(raw);
        if (options >= 0) {
            return raw.substring(0, options) + OneLineOptions.shown(raw.substring(options));
        }
        return hidden(entries, index) ? SecretText.MASK : raw;
    }

    /** Whether an entry is masked whole: no name:retriever, right after a secret's value. */
    private static boolean hidden(List<String[]> entries, int index) {
        String raw = entries.get(index)[1];
        int first = raw.indexOf(':');
        return !raw.isBlank() && (first < 0 || raw.substring(0, first).isBlank()) && index > 0
                && endsInSecret(entries, index - 1);
    }

    /** Whether an entry ends with a masked value, whose rest the next entry may be. */
    private static boolean endsInSecret(List<String[]> entries, int index) {
        String raw = entries.get(index)[1];
        int options = optionsStart(raw);
        return options >= 0 ? OneLineOptions.endsInSecret(raw.substring(options)) : hidden(entries, index);
    }

    /** Where an entry's options start (after its second {@code :}), or -1 when it has none. */
    private static int optionsStart(String entry) {
        int first = entry.indexOf(':');
        int second = first < 0 ? -1 : entry.indexOf(':', first + 1);
        return second < 0 ? -1 : second + 1;
    }

    /** The line as a message may quote it. */
    private static String shown(List<String[]> entries) {
        List<String> shown = new ArrayList<>();
        for (int i = 0; i < entries.size(); i++) {
            shown.add(shown(entries, i));
        }
        return String.join("|", shown);
    }

    private static void add(List<VariantDefinition> variants, List<String[]> entries, int index, String setting)
            throws ConfigurationException {
        String entry = entries.get(index)[0];
        if (entry.isBlank()) {
            return;
        }
        int first = entry.indexOf(':');
        if (first <= 0 || entry.substring(0, first).isBlank()) {
            throw new ConfigurationException(setting + " entry '" + shown(entries, index).trim() + "' in '"
                    + shown(entries) + "' is not of the form name:retriever[:options]. Write e.g. " + EXAMPLE + ".");
        }
        int second = entry.indexOf(':', first + 1);
        String retriever = (second < 0 ? entry.substring(first + 1) : entry.substring(first + 1, second)).trim();
        if (retriever.isEmpty()) {
            throw new ConfigurationException(setting + " entry '" + shown(entries, index).trim() + "' in '"
                    + shown(entries) + "' names no retriever. Write e.g. " + EXAMPLE + ".");
        }
        Map<String, String> options = new LinkedHashMap<>();
        Map<String, String> chunking = new LinkedHashMap<>();
        if (second >= 0) {
            OneLineOptions.parse(entry.substring(second + 1), setting + " options",
                    "fuse=bm25+dense,rrfK=60")
                    .forEach((key, value) -> {
                        if (key.startsWith(CHUNKING_PREFIX)) {
                            chunking.put(key.substring(CHUNKING_PREFIX.length()), value);
                        } else {
                            options.put(key, value);
                        }
                    });
        }
        String name = entry.substring(0, first).trim();
        if (variants.stream().anyMatch(v -> v.name().equals(name))) {
            throw new ConfigurationException(setting + " names '" + name + "' twice in '" + shown(entries) + "'. Give"
                    + " each variant once.");
        }
        variants.add(new VariantDefinition(name, retriever, options, chunking));
    }
}
