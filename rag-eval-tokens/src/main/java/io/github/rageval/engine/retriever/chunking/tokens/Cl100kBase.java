package io.github.rageval.engine.retriever.chunking.tokens;

import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;
import com.knuddels.jtokkit.api.IntArrayList;
import io.github.rageval.engine.retriever.chunking.TokenEncoding;

/**
 * tiktoken's {@code cl100k_base} as brandonstarxel/chunking_evaluation (commit d451fc4) uses it: encoding is
 * {@code encode(text, disallowed_special=())} ({@code utils.openai_token_count}), jtokkit's {@code encodeOrdinary},
 * which produces no special token; decoding is tiktoken's {@code decode}, the tokens' bytes read as UTF-8 with
 * {@code errors="replace"} ({@link PythonUtf8}), so that a window cutting a character's bytes reads as the
 * reference's does. Thread-safe; one instance serves all.
 */
public final class Cl100kBase implements TokenEncoding {
    private static final Cl100kBase INSTANCE = new Cl100kBase();

    private final Encoding encoding;

    private Cl100kBase() {
        this.encoding = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.CL100K_BASE);
    }

    /** The encoding (its ranks are read from jtokkit's jar on first use). */
    public static Cl100kBase instance() {
        return INSTANCE;
    }

    @Override
    public int[] encode(String text) {
        return encoding.encodeOrdinary(text).toArray();
    }

    @Override
    public String decode(int[] tokens) {
        IntArrayList list = new IntArrayList(tokens.length);
        for (int token : tokens) {
            list.add(token);
        }
        return PythonUtf8.decode(encoding.decodeBytes(list));
    }

    @Override
    public int count(String text) {
        return encoding.countTokensOrdinary(text);
    }
}
