package io.github.rageval.engine.goldenset.lock;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Collection;
import java.util.HexFormat;

/**
 * The content hash the lock records: SHA-256 of the UTF-8 bytes of a document's text exactly as the corpus loader
 * hands it to the retriever (the {@code text} field; for a BEIR corpus {@code title + " " + text}, or {@code text}
 * alone without a title), in lower-case hex. Metadata fields are not hashed: a judgment is about the text a retriever
 * indexes, and a tag edited beside it does not make the judgment stale.
 */
public final class DocumentHash {
    /** How the lock names the algorithm. */
    public static final String ALGORITHM = "sha-256";

    private DocumentHash() {
    }

    /** The hash of one document's text. */
    public static String of(String text) {
        return HexFormat.of().formatHex(digest().digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    /**
     * The hash of a set of ids, sorted, each followed by a line feed: what the lock records of a corpus too large to
     * list ({@link LockFile#LISTED_IDS_AT_MOST}), so that an unchanged set of ids is still recognised.
     */
    public static String ofIds(Collection<String> sortedIds) {
        MessageDigest digest = digest();
        for (String id : sortedIds) {
            digest.update(id.getBytes(StandardCharsets.UTF_8));
            digest.update((byte) '\n');
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            // Every Java platform must provide SHA-256.
            throw new IllegalStateException(e);
        }
    }
}
