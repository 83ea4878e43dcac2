package io.github.rageval.engine.goldenset.checks;

/**
 * Whether the corpus checks may run beside the evaluation: only with a processor to spare and a heap far bigger than
 * the corpus. Both at once hold more than either alone (on NFCorpus's 6.2 MB corpus with bm25 the run needed 72 to
 * 80 MB of heap instead of 64 to 72 MB), and on a heap that holds one at a time but not both, whichever thread ran
 * out first would decide between a skipped check and a failed build: an outcome that hangs on thread timing. Below
 * the rule's heap the checks run first, as they did before, and the outcome is the one they always had.
 */
final class AlongsideRule {
    /**
     * The heap needed per byte of corpus file: 32 is about two and a half times what NFCorpus needed with both at
     * once (80 MB for 6.2 MB), a margin for corpora whose texts cost more per byte.
     */
    static final long HEAP_PER_CORPUS_BYTE = 32;

    private AlongsideRule() {
    }

    /**
     * @param processors the processors available
     * @param maxHeap the heap's limit ({@link Runtime#maxMemory()})
     * @param corpusBytes the corpus file's size; negative when it has none to tell (then the checks run first)
     */
    static boolean alongside(int processors, long maxHeap, long corpusBytes) {
        return processors >= 2 && rides(maxHeap, corpusBytes);
    }

    /**
     * Whether the checks may take the corpus from the evaluation's read ({@link RidingChecks}): the heap rule alone,
     * since riding holds the checks' memory beside the evaluation's whatever thread does their work.
     */
    static boolean rides(long maxHeap, long corpusBytes) {
        return corpusBytes >= 0 && corpusBytes <= maxHeap / HEAP_PER_CORPUS_BYTE;
    }
}
