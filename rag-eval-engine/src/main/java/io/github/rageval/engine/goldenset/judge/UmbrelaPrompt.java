package io.github.rageval.engine.goldenset.judge;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;

/**
 * The question UMBRELA asks a model about one passage: its zero-shot "bing" template ({@code qrel_zeroshot_bing.yaml}
 * of castorini/umbrela, the template of its default judge; stored as UMBRELA's YAML loader reads it, by the generator
 * beside this class's tests), with the query and the passage put in as Python's {@code str.format} puts them: once,
 * so that braces inside a query or a passage stay as written. UMBRELA sends it as the user's message after the system
 * message {@link #SYSTEM}.
 */
public final class UmbrelaPrompt {
    /** The system message UMBRELA's OpenAI judge sends before the prompt. */
    public static final String SYSTEM = "You are a helpful assistant.";
    private static final String QUERY = "{query}";
    private static final String PASSAGE = "{passage}";
    private static final String TEMPLATE = read("qrel_zeroshot_bing.txt");

    private UmbrelaPrompt() {
    }

    /** The prompt for one query and passage. */
    public static String render(String query, String passage) {
        StringBuilder prompt = new StringBuilder(TEMPLATE.length() + query.length() + passage.length());
        int from = 0;
        while (true) {
            int atQuery = TEMPLATE.indexOf(QUERY, from);
            int atPassage = TEMPLATE.indexOf(PASSAGE, from);
            if (atQuery < 0 && atPassage < 0) {
                return prompt.append(TEMPLATE, from, TEMPLATE.length()).toString();
            }
            boolean query1st = atPassage < 0 || (atQuery >= 0 && atQuery < atPassage);
            int at = query1st ? atQuery : atPassage;
            prompt.append(TEMPLATE, from, at).append(query1st ? query : passage);
            from = at + (query1st ? QUERY : PASSAGE).length();
        }
    }

    private static String read(String resource) {
        try (InputStream in = UmbrelaPrompt.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("the prompt template " + resource + " is missing from the engine");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
