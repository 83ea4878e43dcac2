package io.github.rageval.engine.baseline;

import io.github.rageval.api.Document;
import io.github.rageval.engine.evaluation.CorpusRider;
import io.github.rageval.engine.input.Corpus;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.HashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Each corpus document's text hash, taken on the evaluation's read of the corpus ({@link CorpusRider}), for the
 * baseline: a later run compares them with its own to name the documents edited, added and removed since, and the
 * flips that touch one. The hash is the first {@value #HEX_DIGITS} hex digits of the SHA-256 of the text exactly as
 * the loader hands it to the retriever (metadata aside, as the golden set's lock hashes it): two texts of one id are
 * told apart but for one chance in 2<sup>48</sup>, in a file a team commits. A corpus of more than {@value #AT_MOST}
 * documents gives none: a baseline that lists them would be megabytes to commit, so its changes are said as a
 * changed corpus file only.
 */
public final class DocumentDigests implements CorpusRider {
    /** The most documents whose hashes are kept: past it, none are. */
    public static final int AT_MOST = 100_000;
    /** Hex digits kept of each SHA-256. */
    static final int HEX_DIGITS = 12;

    private final MessageDigest digest = Fingerprint.sha256Digest();
    private Map<String, String> hashes = new HashMap<>();
    /** Null until the read ends, and when it read too many documents. */
    private Map<String, String> taken;

    @Override
    public void document(Document document) {
        if (hashes == null) {
            return;
        }
        if (hashes.size() == AT_MOST) {
            hashes = null;
            return;
        }
        hashes.put(document.id(), of(document.text()));
    }

    @Override
    public void end(Corpus corpus) {
        taken = hashes == null ? null : new TreeMap<>(hashes);
        hashes = null;
    }

    /** Each document's hash by id, sorted; empty when no corpus was read whole, or one too large. */
    public Map<String, String> taken() {
        return taken == null ? Map.of() : taken;
    }

    /** One text's hash, as {@link #taken} gives it. */
    String of(String text) {
        return Fingerprint.hex(digest.digest(text.getBytes(StandardCharsets.UTF_8))).substring(0, HEX_DIGITS);
    }
}
