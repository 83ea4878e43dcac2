package io.github.rageval.engine.baseline;

import io.github.rageval.engine.evaluation.CorpusRider;
import io.github.rageval.engine.input.Corpus;
import java.security.MessageDigest;

/**
 * The corpus file's SHA-256 for the {@link Fingerprint}, taken on the evaluation's read of it ({@link CorpusRider}):
 * the bytes the loader reads are digested as they pass, so the corpus is not read a second time to be checksummed.
 * The same bytes give the same checksum as {@link Fingerprint#sha256}; a read that did not end gives none.
 */
public final class CorpusChecksum implements CorpusRider {
    private final MessageDigest digest = Fingerprint.sha256Digest();
    /** Null until the read ends. */
    private String sha256;

    @Override
    public void bytes(byte[] bytes, int offset, int length) {
        digest.update(bytes, offset, length);
    }

    @Override
    public void end(Corpus corpus) {
        sha256 = Fingerprint.hex(digest.digest());
    }

    /** The checksum of the corpus the evaluation read whole; null when it read none. */
    public String taken() {
        return sha256;
    }
}
