package io.github.rageval.engine.retriever.bm25;

import java.io.IOException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.apache.lucene.index.IndexReader;
import org.apache.lucene.index.LeafReaderContext;
import org.apache.lucene.index.PostingsEnum;
import org.apache.lucene.index.TermState;
import org.apache.lucene.index.TermStates;
import org.apache.lucene.index.Terms;
import org.apache.lucene.index.TermsEnum;
import org.apache.lucene.search.BooleanClause;
import org.apache.lucene.search.BooleanQuery;
import org.apache.lucene.search.BoostQuery;
import org.apache.lucene.search.Query;
import org.apache.lucene.search.TermQuery;

/**
 * For the documents an explanation lists, the clauses of the query that each one matches, found in one pass over
 * the clauses' postings. Lucene explains a document by trying every clause of the query on it: for a pasted
 * document of 500,000 distinct words, and up to 60 documents listed, that was the query's length times 60. A query
 * of a document's matching clauses alone, in the same order, with the same boosts and statistics, gives the same
 * per-term explanations, since a clause that does not match adds nothing to a sum, at the cost of the document's
 * own terms.
 */
final class DocumentClauses {
    private DocumentClauses() {
    }

    /**
     * @param query a bag of words whose term queries carry their states ({@link TermLookup#termQuery})
     * @param docs distinct index-wide document numbers
     * @return for each document that matches some clause, a query of those clauses in the query's order
     */
    static Map<Integer, BooleanQuery> of(BooleanQuery query, int[] docs, IndexReader reader, String field)
            throws IOException {
        int[] sorted = docs.clone();
        Arrays.sort(sorted);
        Map<Integer, BooleanQuery.Builder> matching = new HashMap<>();
        for (LeafReaderContext leaf : reader.leaves()) {
            int from = firstAtLeast(sorted, leaf.docBase);
            int to = firstAtLeast(sorted, leaf.docBase + leaf.reader().maxDoc());
            Terms terms = leaf.reader().terms(field);
            if (from == to || terms == null) {
                continue;
            }
            TermsEnum segment = terms.iterator();
            PostingsEnum postings = null;
            for (BooleanClause clause : query.clauses()) {
                TermQuery termQuery = termQuery(clause.getQuery());
                TermState state = states(termQuery).get(leaf);
                if (state == null) {
                    continue;
                }
                segment.seekExact(termQuery.getTerm().bytes(), state);
                postings = segment.postings(postings, PostingsEnum.NONE);
                for (int i = from; i < to && postings.docID() != PostingsEnum.NO_MORE_DOCS; i++) {
                    int target = sorted[i] - leaf.docBase;
                    if (postings.docID() < target) {
                        postings.advance(target);
                    }
                    if (postings.docID() == target) {
                        matching.computeIfAbsent(sorted[i], doc -> new BooleanQuery.Builder()).add(clause);
                    }
                }
            }
        }
        Map<Integer, BooleanQuery> queries = new HashMap<>();
        matching.forEach((doc, builder) -> queries.put(doc, builder.build()));
        return queries;
    }

    private static TermQuery termQuery(Query clause) {
        Query inner = clause instanceof BoostQuery boost ? boost.getQuery() : clause;
        if (!(inner instanceof TermQuery termQuery)) {
            throw new IllegalArgumentException("not a bag of words: clause " + clause);
        }
        return termQuery;
    }

    private static TermStates states(TermQuery termQuery) {
        TermStates states = termQuery.getTermStates();
        if (states == null) {
            throw new IllegalArgumentException("term " + termQuery.getTerm() + " was not looked up ahead");
        }
        return states;
    }

    private static int firstAtLeast(int[] sorted, int doc) {
        int at = Arrays.binarySearch(sorted, doc);
        return at >= 0 ? at : -at - 1;
    }
}
