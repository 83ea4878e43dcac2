package io.github.rageval.engine.metrics.spans;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The range arithmetic of chunking_evaluation's {@code evaluation_framework/base_evaluation.py}
 * (brandonstarxel/chunking_evaluation at d451fc4: {@code sum_of_ranges}, {@code union_ranges},
 * {@code intersect_two_ranges}, {@code difference}), transcribed with its edge cases, since the metrics' last digits
 * depend on them: two ranges that only touch intersect (in an empty range), {@code union} merges touching ranges,
 * and {@code sum} adds overlapping ranges twice. A range is {@code int[] {start, end}}.
 */
final class Ranges {
    private Ranges() {
    }

    /** {@code sum_of_ranges}: the lengths added, overlaps counted once per range. */
    static long sum(List<int[]> ranges) {
        long sum = 0;
        for (int[] range : ranges) {
            sum += range[1] - range[0];
        }
        return sum;
    }

    /**
     * {@code union_ranges}: sorted by start (a stable sort, as Python's), each range merged into the last when it
     * starts at or before the last one's end. Empty for none (where the reference would fail).
     */
    static List<int[]> union(List<int[]> ranges) {
        if (ranges.isEmpty()) {
            return List.of();
        }
        List<int[]> sorted = new ArrayList<>(ranges);
        sorted.sort(Comparator.comparingInt(range -> range[0]));
        List<int[]> merged = new ArrayList<>();
        merged.add(sorted.get(0).clone());
        for (int[] current : sorted.subList(1, sorted.size())) {
            int[] last = merged.get(merged.size() - 1);
            if (current[0] <= last[1]) {
                last[1] = Math.max(last[1], current[1]);
            } else {
                merged.add(current.clone());
            }
        }
        return merged;
    }

    /** {@code intersect_two_ranges}: the common part, empty when they only touch; null when they are apart. */
    static int[] intersect(int[] one, int[] other) {
        int start = Math.max(one[0], other[0]);
        int end = Math.min(one[1], other[1]);
        return start <= end ? new int[] {start, end} : null;
    }

    /** {@code difference}: each range with the target cut out of it, as the reference cuts it. */
    static List<int[]> difference(List<int[]> ranges, int[] target) {
        List<int[]> result = new ArrayList<>();
        int targetStart = target[0];
        int targetEnd = target[1];
        for (int[] range : ranges) {
            int start = range[0];
            int end = range[1];
            if (end < targetStart || start > targetEnd) {
                result.add(range);
            } else if (start < targetStart && end > targetEnd) {
                result.add(new int[] {start, targetStart});
                result.add(new int[] {targetEnd, end});
            } else if (start < targetStart) {
                result.add(new int[] {start, targetStart});
            } else if (end > targetEnd) {
                result.add(new int[] {targetEnd, end});
            }
            // Else the target covers the range, which is removed.
        }
        return result;
    }
}
