package io.github.rageval.engine.retriever;

import io.github.rageval.engine.model.ConfigurationException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads {@code retrieverOptions} written on one line, as a command line gives them:
 * {@code -Drageval.retrieverOptions=tokenPattern=(?u)\b\w{4\,}\b,lowercase=false}. Entries are separated by commas
 * or semicolons; a value that holds one writes it as {@code \,} or {@code \;} (any other backslash is kept, so
 * a regular expression's {@code \b} stays as it is). The first {@code =} of an entry ends its name. Spaces after the
 * {@code =} are dropped, those at a value's end kept: {@code queryPrefix=query: } keeps the space E5 needs (readers
 * of numbers, booleans and names ignore them).
 */
public final class OneLineOptions {
    private OneLineOptions() {
    }

    /** @return option values by name, in the order given; empty for a blank line */
    public static Map<String, String> parse(String line) throws ConfigurationException {
        return parse(line, "retrieverOptions", "lowercase=false,sublinearTf=true");
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
        StringBuilder entry = new StringBuilder();
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '\\' && i + 1 < line.length() && (line.charAt(i + 1) == ',' || line.charAt(i + 1) == ';')) {
                entry.append(line.charAt(++i));
            } else if (c == ',' || c == ';') {
                add(options, entry.toString(), line, setting, example);
                entry.setLength(0);
            } else {
                entry.append(c);
            }
        }
        add(options, entry.toString(), line, setting, example);
        return options;
    }

    private static void add(Map<String, String> options, String entry, String line, String setting, String example)
            throws ConfigurationException {
        if (entry.isBlank()) {
            return;
        }
        int equals = entry.indexOf('=');
        if (equals <= 0 || entry.substring(0, equals).isBlank()) {
            throw new ConfigurationException(setting + " entry '" + entry.trim() + "' in '" + line
                    + "' is not of the form name=value. Write e.g. " + example + " (a comma inside a value as \\,).");
        }
        String name = entry.substring(0, equals).trim();
        if (options.containsKey(name)) {
            throw new ConfigurationException(setting + " names '" + name + "' twice in '" + line
                    + "'. Give each once.");
        }
        options.put(name, entry.substring(equals + 1).stripLeading());
    }
}
