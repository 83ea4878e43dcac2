package io.github.rageval.engine.retriever.chunking.tokens;

import io.github.rageval.engine.retriever.chunking.TokenEncoding;
import io.github.rageval.engine.retriever.chunking.TokenEncodings;

/** Makes {@link Cl100kBase} known to the engine by name ({@link TokenEncodings#named}). */
public final class Cl100kBaseProvider implements TokenEncodings.Provider {
    @Override
    public String name() {
        return TokenEncodings.CL100K_BASE;
    }

    @Override
    public TokenEncoding encoding() {
        return Cl100kBase.instance();
    }
}
