package io.github.rageval.engine.retriever;

import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.secret.SecretNames;
import io.github.rageval.engine.secret.SecretText;
import io.github.rageval.engine.secret.SecretUrls;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads {@code retrieverOptions} written on one line, as a command line gives them:
 * {@code -Drageval.retrieverOptions=tokenPattern=(?u)\b\w{4\,}\b,lowercase=false}. Entries are separated by commas
 * or semicolons; a value that holds one writes it as {@code \,} or {@code \;} (any other backslash is kept, so
 * a regular expression's {@code \b} stays as it is). The first {@code =} of an entry ends its name. Spaces after the
 * {@code =} are dropped, those at a value's end kept: {@code queryPrefix=query: } keeps the space E5 needs (readers
 * of numbers, booleans and names ignore them).
 *
 * <p>An error quotes the line with each secret's value masked ({@link SecretNames}), and the entries without
 * {@code =} right after a secret masked too: they are most likely the rest of that secret, cut at a comma written
 * without its backslash.
 */
public final class OneLineOptions {
    private OneLineOptions() {
    }

    /** @return option values by name, in the order given; empty for a blank line */
    public static Map<String, String> parse(String line) throws ConfigurationException {
        return parse(line, GoalSettings.RETRIEVER_OPTIONS.name(), "lowercase=false,sublinearTf=true");
    }

    /**
     * The same one-line form for another setting of names and values ({@code chunking}).
     *
     * @param setting the setting's name in messages
     * @param example a valid line to show
     */
    public static Map<String, String> parse(String line, String setting, String example)
            throws ConfigurationException {
        Map<String, String> options = new LinkedHashMap<>();
        if (line == null || line.isBlank()) {
            return options;
        }
        List<Entry> entries = split(line);
        for (int i = 0; i < entries.size(); i++) {
            add(options, entries, i, setting, example);
        }
        return options;
    }

    /** The line as a message may quote it: as written, with secrets' values (and what may be their rest) masked. */
    public static String shown(String line) {
        return shown(split(line));
    }

    /** Whether the line's last entry is masked in messages: what follows it on a longer line may be its rest. */
    public static boolean endsInSecret(String line) {
        List<Entry> entries = split(line);
        return hidden(entries, entries.size() - 1);
    }

    /**
     * One entry: its text with escapes resolved, as written, and the separator after it (empty for the last).
     */
    private record Entry(String text, String raw, String separator) {
        boolean hasName() {
            int equals = text.indexOf('=');
            return equals > 0 && !text.substring(0, equals).isBlank();
        }

        String name() {
            return text.substring(0, text.indexOf('=')).trim();
        }

        boolean isSecret() {
            return hasName() && SecretNames.isSecret(name());
        }
    }

    private static List<Entry> split(String line) {
        List<Entry> entries = new ArrayList<>();
        StringBuilder text = new StringBuilder();
        int start = 0;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\\' && i + 1 < line.length() && (line.charAt(i + 1) == ',' || line.charAt(i + 1) == ';')) {
                text.append(line.charAt(++i));
            } else if (c == ',' || c == ';') {
                entries.add(new Entry(text.toString(), line.substring(start, i), String.valueOf(c)));
                text.setLength(0);
                start = i + 1;
            } else {
                text.append(c);
            }
        }
        entries.add(new Entry(text.toString(), line.substring(start), ""));
        return entries;
    }

    /**
     * Whether a message masks the entry: a secret's, or one without a name after a masked one (the rest of a secret
     * whose comma lacks its backslash).
     */
    private static boolean hidden(List<Entry> entries, int index) {
        Entry entry = entries.get(index);
        return entry.isSecret() || !entry.hasName() && index > 0 && hidden(entries, index - 1);
    }

    /** An entry as a message may quote it. */
    private static String shown(List<Entry> entries, int index) {
        Entry entry = entries.get(index);
        if (!hidden(entries, index) || entry.text().isBlank()) {
            // A URL's password or ?api_key=... inside an option that is no secret by its name.
            return SecretUrls.masked(entry.raw());
        }
        return entry.isSecret() ? entry.raw().substring(0, entry.raw().indexOf('=') + 1) + SecretText.MASK
                : SecretText.MASK;
    }

    private static void add(Map<String, String> options, List<Entry> entries, int index, String setting,
                            String example) throws ConfigurationException {
        Entry entry = entries.get(index);
        if (entry.text().isBlank()) {
            return;
        }
        if (!entry.hasName()) {
            throw new ConfigurationException(setting + " entry '" + shown(entries, index).trim() + "' in '"
                    + shown(entries)
                    + "' is not of the form name=value. Write e.g. " + example + " (entries are separated by , or ;, so a"
                    + " comma or semicolon inside a value is written \\, or \\;).");
        }
        String name = entry.name();
        if (options.containsKey(name)) {
            throw new ConfigurationException(setting + " names '" + name + "' twice in '" + shown(entries)
                    + "'. Give each once.");
        }
        options.put(name, entry.text().substring(entry.text().indexOf('=') + 1).stripLeading());
    }

    private static String shown(List<Entry> entries) {
        StringBuilder shown = new StringBuilder();
        for (int i = 0; i < entries.size(); i++) {
            shown.append(shown(entries, i)).append(entries.get(i).separator());
        }
        return shown.toString();
    }
}
