package io.github.rageval.engine.retriever.chunking.tokens;

/**
 * Python's {@code bytes.decode("utf-8", errors="replace")}, which tiktoken's {@code decode} returns: valid UTF-8 as
 * it is, and one U+FFFD for each maximal subpart of an ill-formed sequence (the Unicode Standard's practice, chapter
 * 3, "U+FFFD Substitution of Maximal Subparts", which CPython's decoder follows): a lead byte and the continuation
 * bytes that can still follow it make one U+FFFD, a byte that can start nothing makes its own. Written out rather
 * than left to Java's decoder so that a chunk cut inside an emoji has exactly the reference's replacement marks.
 */
final class PythonUtf8 {
    private static final char REPLACEMENT = '\uFFFD';

    private PythonUtf8() {
    }

    static String decode(byte[] bytes) {
        StringBuilder text = new StringBuilder(bytes.length);
        int i = 0;
        while (i < bytes.length) {
            int lead = bytes[i] & 0xFF;
            if (lead < 0x80) {
                text.append((char) lead);
                i++;
                continue;
            }
            int needed = lead >= 0xC2 && lead <= 0xDF ? 1 : lead >= 0xE0 && lead <= 0xEF ? 2
                    : lead >= 0xF0 && lead <= 0xF4 ? 3 : 0;
            int codePoint = lead & (needed == 1 ? 0x1F : needed == 2 ? 0x0F : 0x07);
            int taken = 1;
            while (needed > 0 && taken <= needed && i + taken < bytes.length
                    && continues(lead, taken, bytes[i + taken] & 0xFF)) {
                codePoint = codePoint << 6 | bytes[i + taken] & 0x3F;
                taken++;
            }
            if (needed > 0 && taken == needed + 1) {
                text.appendCodePoint(codePoint);
            } else {
                text.append(REPLACEMENT);
            }
            i += taken;
        }
        return text.toString();
    }

    /** Whether the byte can stand at this place after the lead byte in a well-formed sequence (Table 3-7). */
    private static boolean continues(int lead, int place, int value) {
        int low = 0x80;
        int high = 0xBF;
        if (place == 1) {
            switch (lead) {
                case 0xE0 -> low = 0xA0;
                case 0xED -> high = 0x9F;
                case 0xF0 -> low = 0x90;
                case 0xF4 -> high = 0x8F;
                default -> {
                }
            }
        }
        return value >= low && value <= high;
    }
}
