package io.github.rageval.engine.retriever.tfidf;

import io.github.rageval.engine.model.RankingOrder;
import io.github.rageval.engine.retriever.index.IntList;
import io.github.rageval.engine.retriever.index.TermDictionary;
import io.github.rageval.engine.retriever.text.Analyzer;
import io.github.rageval.engine.retriever.text.TokenSink;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Fits {@link TfidfRetriever} one document at a time, so a corpus can stream from its file without being held as
 * texts: each document is tokenized as it arrives and kept only as (term, count) pairs, 8 bytes per distinct term.
 * {@link #build()} then fixes the vocabulary's code point order, weighs each document and lays the postings out
 * in flat arrays. Terms get provisional ids in order of first appearance until then; the result does not depend
 * on them. One build per builder; not thread-safe.
 */
public final class IndexBuilder {
    private final Analyzer analyzer;
    private final boolean sublinearTf;
    private final TermDictionary terms = new TermDictionary();
    private final IntList documentFrequency = new IntList(1 << 12);
    private final List<String> docIds = new ArrayList<>();
    /** The forward index: document d's pairs are entries docStarts[d] .. docStarts[d + 1] of these two. */
    private final IntList forwardTerms = new IntList(1 << 16);
    private final IntList forwardCounts = new IntList(1 << 16);
    private final IntList docStarts = new IntList(1 << 10);
    /** Counts of the document being added, by provisional id, and which ids it has. */
    private int[] countInDocument = new int[1 << 12];
    private final IntList termsInDocument = new IntList(256);
    private final TokenSink counter = this::count;
    private boolean built;

    /**
     * @throws IllegalArgumentException when the token pattern is invalid (see {@link Analyzer#of})
     */
    public IndexBuilder(TfidfOptions options) {
        this.analyzer = options.analyzer();
        this.sublinearTf = options.sublinearTf();
        docStarts.add(0);
    }

    public void add(String docId, String text) {
        requireNotBuilt();
        analyzer.forEachToken(text, counter);
        for (int i = 0; i < termsInDocument.size(); i++) {
            int term = termsInDocument.get(i);
            forwardTerms.add(term);
            forwardCounts.add(countInDocument[term]);
            documentFrequency.increment(term);
            countInDocument[term] = 0;
        }
        termsInDocument.clear();
        docStarts.add(forwardTerms.size());
        docIds.add(docId);
    }

    public int documents() {
        return docIds.size();
    }

    private void count(String text, int start, int end) {
        int term = terms.add(text, start, end);
        if (term == documentFrequency.size()) {
            documentFrequency.add(0);
            if (term == countInDocument.length) {
                countInDocument = Arrays.copyOf(countInDocument, countInDocument.length * 2);
            }
        }
        if (countInDocument[term]++ == 0) {
            termsInDocument.add(term);
        }
    }

    public TfidfRetriever build() {
        requireNotBuilt();
        built = true;
        String[] sorted = terms.terms();
        Arrays.sort(sorted, RankingOrder::compareCodePoints);
        int[] finalIndex = new int[sorted.length];
        int[] df = new int[sorted.length];
        for (int i = 0; i < sorted.length; i++) {
            int provisional = terms.find(sorted[i]);
            finalIndex[provisional] = i;
            df[i] = documentFrequency.get(provisional);
        }
        Vocabulary vocabulary = new Vocabulary(sorted, df, docIds.size());
        return new TfidfRetriever(analyzer, sublinearTf, vocabulary, docIds.toArray(String[]::new),
                postings(finalIndex, df, vocabulary));
    }

    private void requireNotBuilt() {
        if (built) {
            throw new IllegalStateException("this builder has already built its index; use a new one");
        }
    }

    private PostingLists postings(int[] finalIndex, int[] df, Vocabulary vocabulary) {
        int[] offsets = new int[df.length + 1];
        for (int t = 0; t < df.length; t++) {
            offsets[t + 1] = offsets[t] + df[t];
        }
        int[] fill = Arrays.copyOf(offsets, df.length);
        int[] docs = new int[offsets[df.length]];
        double[] weights = new double[docs.length];
        long[] packed = new long[16];
        for (int d = 0; d < docIds.size(); d++) {
            int from = docStarts.get(d);
            int length = docStarts.get(d + 1) - from;
            if (packed.length < length) {
                packed = new long[Math.max(length, packed.length * 2)];
            }
            // (final index, count) in one long each, so one primitive sort puts the pairs in index order.
            for (int i = 0; i < length; i++) {
                packed[i] = ((long) finalIndex[forwardTerms.get(from + i)] << 32) | forwardCounts.get(from + i);
            }
            Arrays.sort(packed, 0, length);
            int[] indices = new int[length];
            int[] counts = new int[length];
            for (int i = 0; i < length; i++) {
                indices[i] = (int) (packed[i] >>> 32);
                counts[i] = (int) packed[i];
            }
            TermVector vector = TermVector.weighed(indices, counts, vocabulary, sublinearTf);
            for (int i = 0; i < length; i++) {
                int slot = fill[indices[i]]++;
                docs[slot] = d;
                weights[slot] = vector.values[i];
            }
        }
        return new PostingLists(offsets, docs, weights);
    }
}
