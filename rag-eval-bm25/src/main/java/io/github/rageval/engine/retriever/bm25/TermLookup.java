package io.github.rageval.engine.retriever.bm25;

import java.io.IOException;
import java.util.List;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.IndexReaderContext;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.Term;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.TermQuery;

/**
 * Looks terms up in the index for many terms in a row, through one terms enumeration per segment, reused. Lucene
 * opens a new enumeration for every term a weight or {@link IndexReader#docFreq} looks up, copying the segment's
 * terms input each time (for an in-memory index, its list of buffers): for the 500,000 distinct words of a pasted
 * document that copying was most of the explanation's time. What is found is what Lucene finds: the same document
 * frequencies, and the same per-segment states and statistics as {@link TermStates#build} registers, so a
 * {@link TermQuery} given them scores and explains as one that looks its term up itself. Not thread-safe: one per
 * explanation.
 */
final class TermLookup {
    private final IndexReaderContext top;
    private final List<LeafReaderContext> leaves;
    /** Each leaf's enumeration, null for a leaf without the field. */
    private final TermsEnum[] segments;

    TermLookup(IndexReader reader, String field) throws IOException {
        top = reader.getContext();
        leaves = top.leaves();
        segments = new TermsEnum[leaves.size()];
        for (int i = 0; i < segments.length; i++) {
            Terms terms = leaves.get(i).reader().terms(field);
            segments[i] = terms == null ? null : terms.iterator();
        }
    }

    /** How many documents hold the term, summed over the segments as {@link IndexReader#docFreq} sums them. */
    int documentFrequency(Term term) throws IOException {
        int documents = 0;
        for (TermsEnum segment : segments) {
            if (segment != null && segment.seekExact(term.bytes())) {
                documents += segment.docFreq();
            }
        }
        return documents;
    }

    /** A query for the term with its states and statistics already found, as {@link TermStates#build} finds them. */
    TermQuery termQuery(Term term) throws IOException {
        TermStates states = new TermStates(top);
        for (int i = 0; i < segments.length; i++) {
            TermsEnum segment = segments[i];
            if (segment != null && segment.seekExact(term.bytes())) {
                states.register(segment.termState(), leaves.get(i).ord, segment.docFreq(), segment.totalTermFreq());
            }
        }
        return new TermQuery(term, states);
    }
}
