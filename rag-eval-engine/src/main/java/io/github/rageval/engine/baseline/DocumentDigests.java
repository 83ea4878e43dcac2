package io.github.rageval.engine.baseline;

import io.github.rageval.api.Document;
import io.github.rageval.engine.evaluation.CorpusRider;
import io.github.rageval.engine.input.Corpus;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.Arrays;
import java.util.HexFormat;
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
 *
 * <p>While the corpus is read, each hash is kept as a number beside its id (16 bytes a document, arrays that grow by
 * half), not as a map of strings: the read is where the heap is tightest, and the map is built only when asked for.
 */
public final class DocumentDigests implements CorpusRider {
    /** The most documents whose hashes are kept: past it, none are. */
    public static final int AT_MOST = 100_000;
    /** Hex digits kept of each SHA-256. */
    static final int HEX_DIGITS = 12;
    private static final int BYTES = HEX_DIGITS / 2;

    private final MessageDigest digest = Fingerprint.sha256Digest();
    private String[] ids = new String[64];
    private long[] hashes = new long[64];
    private int count;
    /** Whether the read ended with every document kept. */
    private boolean ended;

    @Override
    public void document(Document document) {
        if (ids == null) {
            return;
        }
        if (count == AT_MOST) {
            ids = null;
            hashes = null;
            return;
        }
        if (count == ids.length) {
            int grown = Math.min(AT_MOST, count + (count >> 1));
            ids = Arrays.copyOf(ids, grown);
            hashes = Arrays.copyOf(hashes, grown);
        }
        ids[count] = document.id();
        hashes[count] = hash(document.text());
        count++;
    }

    @Override
    public void end(Corpus corpus) {
        ended = ids != null;
    }

    /** Each document's hash by id, sorted; empty when no corpus was read whole, or one too large. */
    public Map<String, String> taken() {
        Map<String, String> taken = new TreeMap<>();
        if (ended) {
            for (int i = 0; i < count; i++) {
                taken.put(ids[i], hex(hashes[i]));
            }
        }
        return taken;
    }

    /** One text's hash, as {@link #taken} gives it. */
    String of(String text) {
        return hex(hash(text));
    }

    private long hash(String text) {
        byte[] sha = digest.digest(text.getBytes(StandardCharsets.UTF_8));
        long value = 0;
        for (int i = 0; i < BYTES; i++) {
            value = value << 8 | sha[i] & 0xFF;
        }
        return value;
    }

    private static String hex(long hash) {
        return HexFormat.of().toHexDigits(hash).substring(16 - HEX_DIGITS);
    }
}
