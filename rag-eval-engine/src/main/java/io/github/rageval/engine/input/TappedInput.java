package io.github.rageval.engine.input;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A stream that shows a {@link ByteTap} every byte read through it, and can read on to the end for it. Closing it
 * leaves the stream it reads open: the parser closes its input at the end of the last value, before the bytes after
 * it are read for the tap; whoever opened the stream closes it.
 */
final class TappedInput extends FilterInputStream {
    private final ByteTap tap;

    TappedInput(InputStream in, ByteTap tap) {
        super(in);
        this.tap = tap;
    }

    @Override
    public int read() throws IOException {
        int b = super.read();
        if (b >= 0) {
            tap.bytes(new byte[] {(byte) b}, 0, 1);
        }
        return b;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        int read = super.read(buffer, offset, length);
        if (read > 0) {
            tap.bytes(buffer, offset, read);
        }
        return read;
    }

    @Override
    public long skip(long n) throws IOException {
        // Through read, so that no byte passes unseen.
        byte[] skipped = new byte[(int) Math.min(n, 8192)];
        int read = read(skipped, 0, skipped.length);
        return Math.max(read, 0);
    }

    @Override
    public void close() {
        // The opener's to close.
    }

    /** Reads what the parser left (white space after the last value) so that the tap has seen the whole file. */
    void readToEnd() throws IOException {
        byte[] rest = new byte[8192];
        while (read(rest, 0, rest.length) >= 0) {
            // Seen by the tap in read.
        }
    }
}
