package io.github.rageval.engine.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.apache.commons.math3.random.Well19937c;
import org.junit.jupiter.api.Test;

/** The block draws are Commons Math's {@code Well19937c.nextInt(n)}, draw for draw: the intervals depend on them. */
class Well19937cBlocksTest {
    private static final int DRAWS = 1 << 20;
    private static final int[] BOUNDS = {1, 2, 3, 7, 64, 1 << 20, 1 << 30, 6980, 1000, 65521, 999_983,
            (1 << 30) + 1, 1_500_000_001, Integer.MAX_VALUE - 1, Integer.MAX_VALUE};

    @Test
    void blocksDrawWhatNextIntDrawsForManyBoundsAndSeeds() {
        for (long seed : new long[] {42, 0, -7, 123_456_789_012L}) {
            for (int n : BOUNDS) {
                Well19937c reference = new Well19937c(seed);
                Well19937cBlocks blocks = new Well19937cBlocks(seed);
                int[] drawn = new int[DRAWS];
                // Uneven blocks: the state's position carries over from one block to the next.
                for (int from = 0, size = 1; from < DRAWS; from += size, size = size * 3 + 1) {
                    blocks.nextInts(n, drawn, from, Math.min(size, DRAWS - from));
                }
                for (int i = 0; i < DRAWS; i++) {
                    int expected = reference.nextInt(n);
                    if (drawn[i] != expected) {
                        throw new AssertionError("seed " + seed + ", n " + n + ", draw " + i + ": " + drawn[i]
                                + " instead of " + expected);
                    }
                }
            }
        }
    }

    @Test
    void blocksAndSingleDrawsMayBeMixed() {
        // A long seed, as the bootstrap's: Well19937c(int) seeds the state otherwise.
        Well19937c reference = new Well19937c(42L);
        Well19937cBlocks mixed = new Well19937cBlocks(42L);
        int[] block = new int[5000];
        for (int round = 0; round < 200; round++) {
            int n = BOUNDS[round % BOUNDS.length];
            mixed.nextInts(n, block, 7, 1000 + round);
            for (int i = 0; i < 1000 + round; i++) {
                assertThat(block[7 + i]).as("round " + round + ", draw " + i).isEqualTo(reference.nextInt(n));
            }
            assertThat(mixed.nextInt(n)).isEqualTo(reference.nextInt(n));
            assertThat(mixed.nextDouble()).isEqualTo(reference.nextDouble());
        }
    }

    @Test
    void theReciprocalDivisionIsExactAtTheEdges() {
        int[] numerators = {0, 1, 2, 6979, 6980, 6981, (1 << 30) - 1, 1 << 30, Integer.MAX_VALUE - 1,
                Integer.MAX_VALUE};
        for (int n : BOUNDS) {
            int shift = Well19937cBlocks.shift(n);
            long reciprocal = Well19937cBlocks.reciprocal(n);
            for (int bits : numerators) {
                assertThat(Well19937cBlocks.quotient(bits, reciprocal, shift)).as(bits + " / " + n)
                        .isEqualTo(bits / n);
            }
            // Just below and at every multiple of n near the top of the range, where a rounding error would show.
            for (long multiple = (Integer.MAX_VALUE / n) * (long) n; multiple > Integer.MAX_VALUE - 3L * n
                    && multiple > 0; multiple -= n) {
                for (long bits = multiple - 1; bits <= multiple; bits++) {
                    assertThat(Well19937cBlocks.quotient((int) bits, reciprocal, shift)).as(bits + " / " + n)
                            .isEqualTo((int) bits / n);
                }
            }
        }
    }

    @Test
    void aBoundBelowOneIsRefused() {
        assertThatThrownBy(() -> new Well19937cBlocks(1).nextInts(0, new int[1], 0, 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("was 0");
    }
}
