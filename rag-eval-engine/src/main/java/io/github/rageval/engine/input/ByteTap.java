package io.github.rageval.engine.input;

/**
 * Sees the raw bytes of a file as a loader reads them, in order, every byte once: so that whoever needs them too
 * (a checksum) takes them from that read instead of reading the file again.
 */
@FunctionalInterface
public interface ByteTap {
    /** Sees nothing. */
    ByteTap NONE = (bytes, offset, length) -> { };

    /** @param bytes holds the bytes read at {@code [offset, offset + length)}, valid only during the call */
    void bytes(byte[] bytes, int offset, int length);
}
