package io.github.rageval.engine.metrics.contexts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The bit-parallel distance equals the textbook dynamic program on seeded random texts of every length around the
 * 64-row block boundaries, over small alphabets (many matches) and large ones (few).
 */
class LevenshteinDistanceTest {
    @Test
    void bitParallelEqualsTheDynamicProgram() {
        SplittableRandom random = new SplittableRandom(64L);
        int compared = 0;
        for (int trial = 0; trial < 3000; trial++) {
            int alphabet = random.nextBoolean() ? 1 + random.nextInt(4) : 1 + random.nextInt(200_000);
            int[] a = text(random, random.nextInt(trial % 3 == 0 ? 300 : 140), alphabet);
            int[] b = random.nextInt(3) == 0 ? text(random, random.nextInt(300), alphabet)
                    : edited(random, a, alphabet);
            assertThat(StringSimilarity.distance(a, b)).as("trial %d", trial).isEqualTo(dynamicProgram(a, b));
            compared++;
        }
        assertThat(compared).isEqualTo(3000);
    }

    @Test
    void codePointsOnBothSidesOfTheLatinTableMix() {
        // Symbols below 256 are looked up in a table, the others searched: texts mixing both, 250 to 261.
        SplittableRandom random = new SplittableRandom(256L);
        for (int trial = 0; trial < 500; trial++) {
            int[] a = text(random, random.nextInt(200), 12);
            for (int i = 0; i < a.length; i++) {
                a[i] += 250;
            }
            int[] b = edited(random, a, 12);
            for (int i = 0; i < b.length; i++) {
                b[i] = b[i] < 250 ? b[i] + 250 : b[i];
            }
            assertThat(StringSimilarity.distance(a, b)).as("trial %d", trial).isEqualTo(dynamicProgram(a, b));
        }
    }

    @Test
    void blockBoundariesAndWholeReplacements() {
        for (int length : new int[] {1, 63, 64, 65, 127, 128, 129, 200}) {
            int[] ones = new int[length];
            int[] twos = new int[length];
            Arrays.fill(ones, 1);
            Arrays.fill(twos, 2);
            assertThat(StringSimilarity.distance(ones, twos)).isEqualTo(length);
            assertThat(StringSimilarity.distance(ones, new int[0])).isEqualTo(length);
            int[] shifted = new int[length + 1];
            System.arraycopy(ones, 0, shifted, 1, length);
            shifted[0] = 2;
            assertThat(StringSimilarity.distance(ones, shifted)).isEqualTo(1);
        }
    }

    private static int[] text(SplittableRandom random, int length, int alphabet) {
        int[] text = new int[length];
        for (int i = 0; i < length; i++) {
            text[i] = random.nextInt(alphabet);
        }
        return text;
    }

    /** a with a few random substitutions, insertions and deletions. */
    private static int[] edited(SplittableRandom random, int[] a, int alphabet) {
        int[] text = a.clone();
        for (int edits = random.nextInt(1 + a.length / 2); edits > 0; edits--) {
            int at = text.length == 0 ? 0 : random.nextInt(text.length);
            int kind = random.nextInt(3);
            if (kind == 0 && text.length > 0) {
                text[at] = random.nextInt(alphabet);
            } else if (kind == 1 || text.length == 0) {
                int[] longer = new int[text.length + 1];
                System.arraycopy(text, 0, longer, 0, at);
                longer[at] = random.nextInt(alphabet);
                System.arraycopy(text, at, longer, at + 1, text.length - at);
                text = longer;
            } else {
                int[] shorter = new int[text.length - 1];
                System.arraycopy(text, 0, shorter, 0, at);
                System.arraycopy(text, at + 1, shorter, at, text.length - at - 1);
                text = shorter;
            }
        }
        return text;
    }

    /** Wagner-Fischer over the whole table: the definition, for comparison. */
    private static int dynamicProgram(int[] a, int[] b) {
        int[][] d = new int[a.length + 1][b.length + 1];
        for (int i = 0; i <= a.length; i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length; j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length; i++) {
            for (int j = 1; j <= b.length; j++) {
                int substitution = d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
                d[i][j] = Math.min(substitution, Math.min(d[i - 1][j], d[i][j - 1]) + 1);
            }
        }
        return d[a.length][b.length];
    }
}
