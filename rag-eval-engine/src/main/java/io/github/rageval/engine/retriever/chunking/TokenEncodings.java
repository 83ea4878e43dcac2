package io.github.rageval.engine.retriever.chunking;

import io.github.rageval.engine.model.ConfigurationException;
import java.util.ServiceLoader;

/**
 * The token encodings on the class path, found by name through {@link java.util.ServiceLoader}: the engine counts in
 * OpenAI's {@code cl100k_base} only when the module {@code rag-eval-tokens} (which holds it, on jtokkit) is there, so
 * that a build that never chunks in those tokens carries no tokenizer.
 */
public final class TokenEncodings {
    /** OpenAI's encoding of GPT-4 and text-embedding-3, which Chroma's chunking evaluation counts in. */
    public static final String CL100K_BASE = "cl100k_base";

    private TokenEncodings() {
    }

    /** An encoding rag-eval can count and cut in. */
    public interface Provider {
        /** The encoding's name, as tiktoken names it: {@code cl100k_base}. */
        String name();

        /** The encoding; thread-safe. */
        TokenEncoding encoding();
    }

    /**
     * The encoding of that name.
     *
     * @throws ConfigurationException when no module on the class path provides it, saying which to add
     */
    public static TokenEncoding named(String name) throws ConfigurationException {
        for (Provider provider : ServiceLoader.load(Provider.class, TokenEncodings.class.getClassLoader())) {
            if (provider.name().equals(name)) {
                return provider.encoding();
            }
        }
        throw new ConfigurationException("chunking in " + name + " tokens needs the module rag-eval-tokens"
                + " (io.github.rageval:rag-eval-tokens), which holds the encoding, on the class path: the Maven plugin"
                + " and the command line have it; with rag-eval-junit, add it as a test dependency.");
    }
}
