package io.github.rageval.engine.render;

import io.github.rageval.engine.format.Escape;
import java.util.Map;

/**
 * report.html's table of the retriever's settings, one row per setting, under the header's summary line: a long list
 * of options (a cluster's, a class of one's own) run together on one line could not be read. The settings are the
 * configuration fingerprint's, in its order, with secrets already redacted there; every name and value escaped.
 */
final class RetrieverSettingsTable {
    private RetrieverSettingsTable() {
    }

    /** Appends the table; nothing when the fingerprint holds no retriever setting (a run file). */
    static void render(StringBuilder out, Map<String, Object> settings) {
        if (settings.isEmpty()) {
            return;
        }
        out.append("<table class=\"settings\">\n<thead><tr><th>retriever setting</th><th>value</th></tr></thead>\n")
                .append("<tbody>\n");
        settings.forEach((name, value) -> out.append("<tr><td><code>").append(Escape.html(name))
                .append("</code></td><td><code>").append(Escape.html(String.valueOf(value)))
                .append("</code></td></tr>\n"));
        out.append("</tbody>\n</table>\n");
    }
}
