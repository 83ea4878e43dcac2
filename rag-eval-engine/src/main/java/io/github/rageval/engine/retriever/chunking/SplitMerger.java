package io.github.rageval.engine.retriever.chunking;

import io.github.rageval.engine.retriever.text.PythonText;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.function.ToIntFunction;

/**
 * {@code TextSplitter._merge_splits} and {@code _join_docs} of brandonstarxel/chunking_evaluation (commit d451fc4,
 * {@code chunking/fixed_token_chunker.py}, adapted there from LangChain's text splitter), transcribed step for step
 * because the chunks must be the reference's: pieces are joined while the running length (pieces plus separators,
 * as the length function counts them) stays within the chunk size; when a chunk is full it is emitted (stripped,
 * dropped when empty), and pieces leave its front until at most the overlap remains and the next piece fits. A
 * running length already over the size when the next piece comes is the reference's warning case, reported.
 */
final class SplitMerger {
    private final int chunkSize;
    private final int chunkOverlap;
    private final ToIntFunction<String> length;
    private final Consumer<String> warnings;

    SplitMerger(int chunkSize, int chunkOverlap, ToIntFunction<String> length, Consumer<String> warnings) {
        this.chunkSize = chunkSize;
        this.chunkOverlap = chunkOverlap;
        this.length = length;
        this.warnings = warnings;
    }

    List<String> merge(List<String> splits, String separator) {
        int separatorLength = length.applyAsInt(separator);
        List<String> docs = new ArrayList<>();
        Deque<String> current = new ArrayDeque<>();
        int total = 0;
        for (String split : splits) {
            int splitLength = length.applyAsInt(split);
            if (total + splitLength + (current.isEmpty() ? 0 : separatorLength) > chunkSize) {
                if (total > chunkSize) {
                    warnings.accept(String.format(Locale.ROOT,
                            "Created a chunk of size %d, which is longer than the specified %d", total, chunkSize));
                }
                if (!current.isEmpty()) {
                    join(current, separator, docs);
                    while (total > chunkOverlap
                            || (total + splitLength + (current.isEmpty() ? 0 : separatorLength) > chunkSize
                                    && total > 0)) {
                        if (current.isEmpty()) {
                            // the reference fails here (IndexError on current_doc[0]); only a length function
                            // that counts a joined text differently from its parts can get here
                            throw new IllegalStateException("the chunk's pieces are gone while its length is "
                                    + total + "; the length function must count pieces consistently");
                        }
                        total -= length.applyAsInt(current.peekFirst()) + (current.size() > 1 ? separatorLength : 0);
                        current.removeFirst();
                    }
                }
            }
            current.addLast(split);
            total += splitLength + (current.size() > 1 ? separatorLength : 0);
        }
        join(current, separator, docs);
        return docs;
    }

    /** {@code _join_docs} with {@code strip_whitespace=True}: the joined pieces, stripped, unless empty. */
    private static void join(Deque<String> pieces, String separator, List<String> docs) {
        String text = PythonText.strip(String.join(separator, pieces));
        if (!text.isEmpty()) {
            docs.add(text);
        }
    }
}
