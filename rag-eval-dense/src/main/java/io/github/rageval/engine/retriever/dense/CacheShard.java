package io.github.rageval.engine.retriever.dense;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

/**
 * One file of the embedding cache: the vectors one build encoded, checked on read.
 *
 * <p>Layout (big-endian): the magic {@code RAGEVEC1}; the model key (a UTF-8 string, length-prefixed); the vector
 * size d and the entry count n; n entries of 32 bytes of text SHA-256, the text's token count (int) and d floats;
 * then the SHA-256 of everything before it. A file that is short, has another magic or model key, or whose checksum
 * does not match is corrupt or foreign; so is one that holds a NaN or infinite component or a negative token count.
 */
final class CacheShard {
    static final String SUFFIX = ".vec";
    private static final byte[] MAGIC = "RAGEVEC1".getBytes(StandardCharsets.US_ASCII);
    private static final int HASH = 32;

    private CacheShard() {
    }

    /**
     * A cached text.
     *
     * @param textKey the text's SHA-256, hex
     * @param tokens how many tokens the whole text makes (for the truncation warning, without tokenizing again)
     * @param vector its vector
     */
    record Entry(String textKey, int tokens, float[] vector) {
    }

    /**
     * A shard's entries.
     *
     * @param dimensions the size of every vector in it
     */
    record Content(int dimensions, List<Entry> entries) {
    }

    /** A shard that cannot be trusted. */
    static final class CorruptShardException extends Exception {
        CorruptShardException(String message) {
            super(message);
        }
    }

    static void write(Path file, String modelKey, List<Entry> entries) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (DataOutputStream out = new DataOutputStream(bytes)) {
            out.write(MAGIC);
            out.writeUTF(modelKey);
            int dimensions = entries.get(0).vector().length;
            out.writeInt(dimensions);
            out.writeInt(entries.size());
            for (Entry entry : entries) {
                out.write(HexFormat.of().parseHex(entry.textKey()));
                out.writeInt(entry.tokens());
                for (float component : entry.vector()) {
                    out.writeFloat(component);
                }
            }
        }
        byte[] body = bytes.toByteArray();
        byte[] content = Arrays.copyOf(body, body.length + HASH);
        System.arraycopy(sha256(body, body.length), 0, content, body.length, HASH);
        Files.write(file, content);
    }

    static Content read(Path file, String modelKey) throws IOException, CorruptShardException {
        byte[] all = Files.readAllBytes(file);
        if (all.length < MAGIC.length + HASH
                || !Arrays.equals(Arrays.copyOfRange(all, all.length - HASH, all.length),
                sha256(all, all.length - HASH))) {
            throw new CorruptShardException("checksum mismatch");
        }
        ByteBuffer in = ByteBuffer.wrap(all, 0, all.length - HASH);
        byte[] magic = new byte[MAGIC.length];
        in.get(magic);
        if (!Arrays.equals(magic, MAGIC)) {
            throw new CorruptShardException("not a rag-eval vector file");
        }
        int keyLength = Short.toUnsignedInt(in.getShort());
        byte[] key = new byte[keyLength];
        in.get(key);
        if (!new String(key, StandardCharsets.UTF_8).equals(modelKey)) {
            throw new CorruptShardException("written for another model key");
        }
        int dimensions = in.getInt();
        int count = in.getInt();
        if (dimensions <= 0 || count < 0 || (long) count * (HASH + 4 + 4L * dimensions) != in.remaining()) {
            throw new CorruptShardException("its size does not match its header");
        }
        List<Entry> entries = new ArrayList<>(count);
        byte[] hash = new byte[HASH];
        for (int i = 0; i < count; i++) {
            in.get(hash);
            int tokens = in.getInt();
            if (tokens < 0) {
                throw new CorruptShardException("a text's token count is negative");
            }
            float[] vector = new float[dimensions];
            for (int d = 0; d < dimensions; d++) {
                vector[d] = in.getFloat();
                if (!Float.isFinite(vector[d])) {
                    // A checksum only says the file is as written; a model run gone wrong writes NaN too.
                    throw new CorruptShardException("a vector holds " + vector[d]);
                }
            }
            entries.add(new Entry(HexFormat.of().formatHex(hash), tokens, vector));
        }
        return new Content(dimensions, entries);
    }

    private static byte[] sha256(byte[] bytes, int length) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            digest.update(bytes, 0, length);
            return digest.digest();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
