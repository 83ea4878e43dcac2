package io.github.rageval.engine.render;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The CSS and the script that report.html inlines, kept as the files {@code report.css} and {@code report.js} beside
 * this class rather than as Java strings, so that they read and change as what they are. Each is read once, when
 * the class is first used, and inlined as it is: a page's bytes are the file's bytes. The files carry no header
 * comment because it would be inlined into every page too.
 */
public final class PageAssets {
    private static final String STYLE = read("report.css");
    private static final String SCRIPT = read("report.js");

    private PageAssets() {
    }

    /** The page's CSS, shared with the aggregate's page so that the two read alike. */
    public static String style() {
        return STYLE;
    }

    /** The script that sorts the per-query table; it only reorders rows already in the page. */
    static String script() {
        return SCRIPT;
    }

    /**
     * A resource of this class's package as UTF-8 text. A missing one means a broken build or jar, not a user's
     * mistake, so it stops the check rather than write a page without its style or script.
     */
    static String read(String name) {
        try (InputStream in = PageAssets.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("The resource " + name + " is missing beside "
                        + PageAssets.class.getName() + ": the rag-eval engine jar is incomplete");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new IllegalStateException("The resource " + name + " beside " + PageAssets.class.getName()
                    + " cannot be read", e);
        }
    }
}
