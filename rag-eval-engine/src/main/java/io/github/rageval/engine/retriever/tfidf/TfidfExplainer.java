package io.github.rageval.engine.retriever.tfidf;

import io.github.rageval.engine.explain.DocumentExplanation;
import io.github.rageval.engine.explain.DocumentWords;
import io.github.rageval.engine.explain.DroppedWord;
import io.github.rageval.engine.explain.DroppedWords;
import io.github.rageval.engine.explain.ExplainedDocuments;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.explain.TermContribution;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.retriever.capability.ExplainingRetriever;
import io.github.rageval.engine.retriever.text.PythonWords;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * Explains the built-in retriever's answer to a golden query: which words of the query never became terms and
 * why, and for the retrieved documents and every relevant one, the rank, the score and each shared term's
 * contribution. Document weights are read from the index, the very numbers the score was summed from, so the
 * contributions add up to the score; ranks are counted over the documents the query touches. Only the texts of
 * judged documents are needed (to tell whether a dropped word occurs in a relevant one), so the corpus can stream
 * past without being kept.
 *
 * <p>An explanation costs about what the query does: the query is analysed once ({@link AnalysedQuery}), and its
 * vector, its ranking and the lookups of its words in its tokens ({@link WordsInTokens}) are made from that one
 * analysis; each judged document's words are read once per run
 * ({@link DocumentWords}), a dropped word's reason is probed once per word length, and what is explained is cut to
 * the limits of {@link io.github.rageval.engine.explain.ExplanationLimits}.
 */
public final class TfidfExplainer implements ExplainingRetriever.Explainer {
    private final TfidfRetriever retriever;
    private final DocumentWords documentWords;
    private final int k;
    /** The token pattern's reason for dropping a word, by the word's length: the same for every such word. */
    private final Map<Integer, String> reasonsByLength = new ConcurrentHashMap<>();
    private final LongAdder analyserPasses = new LongAdder();
    private final LongAdder wordLookups = new LongAdder();

    /**
     * @param judgedTexts the text of every judged document, by id
     * @param k the cutoff the query is judged at: its top k documents are explained, with the relevant ones
     */
    public TfidfExplainer(TfidfRetriever retriever, Map<String, String> judgedTexts, int k) {
        this(retriever, documentWords(retriever, judgedTexts), k);
    }

    /** The judged documents' words, as the explanation compares them with a query's. */
    static DocumentWords documentWords(TfidfRetriever retriever, Map<String, String> judgedTexts) {
        return new DocumentWords(judgedTexts, text -> PythonWords.set(retriever.analyzer().normalize(text)));
    }

    TfidfExplainer(TfidfRetriever retriever, DocumentWords documentWords, int k) {
        this.retriever = retriever;
        this.documentWords = documentWords;
        this.k = k;
    }

    @Override
    public QueryExplanation explain(int caseIndex, CaseResult result) {
        return explain(caseIndex, result, () -> { });
    }

    /** Tells {@code stillWorking} after each step: analysing the query, its dropped words, each document. */
    @Override
    public QueryExplanation explain(int caseIndex, CaseResult result, Runnable stillWorking) {
        ExplainedDocuments explained = ExplainedDocuments.of(result, k);
        analyserPasses.increment();
        AnalysedQuery query = AnalysedQuery.of(result.query(), retriever);
        stillWorking.run();
        DroppedWords dropped = droppedWords(query, explained.relevant());
        stillWorking.run();
        return new QueryExplanation(caseIndex, dropped.listed(),
                documents(retriever.weigh(query), explained, stillWorking), dropped.omitted(), explained.omitted());
    }

    /** Passes of the analyser over a text (the query, a probe), for tests of the work an explanation does. */
    long analyserPasses() {
        return analyserPasses.sum();
    }

    /** Lookups of query words in query tokens, for tests of the work an explanation does. */
    long wordLookups() {
        return wordLookups.sum();
    }

    private DroppedWords droppedWords(AnalysedQuery query, Set<String> relevant) {
        WordsInTokens inTokens = new WordsInTokens(query);
        wordLookups.add(inTokens.lookups());
        DroppedWords dropped = new DroppedWords();
        for (int id = 0; id < query.words.size(); id++) {
            String word = query.words.term(id);
            String reason = !inTokens.held(id) ? reasonNotMatched(word)
                    : inTokens.heldByTerm(id) ? null : reasonNotATerm(word);
            if (reason != null) {
                dropped.add(new DroppedWord(word, reason, documentWords.holding(word, relevant)));
            }
        }
        return dropped;
    }

    /**
     * Why a word the pattern covers is no term: no document holds it as a token, or the pattern kept it inside a
     * longer token of this query ("mail" in "e-mail") that no document holds, though documents hold the word itself.
     */
    private String reasonNotATerm(String word) {
        return retriever.vocabulary().indexOf(word) >= 0
                ? "not a term here (the token pattern keeps it inside a longer token, which no document contains)"
                : "not in vocabulary (no document contains it)";
    }

    /** Why the token pattern never matched a word: probed with a word of its length. */
    private String reasonNotMatched(String word) {
        int length = word.codePointCount(0, word.length());
        return reasonsByLength.computeIfAbsent(length, l -> {
            String probe = "x".repeat(l);
            analyserPasses.increment();
            return retriever.analyzer().tokens(probe).contains(probe)
                    ? "not in vocabulary (the token pattern does not match it)"
                    : "not in vocabulary (token pattern drops " + l + "-letter words)";
        });
    }

    private List<DocumentExplanation> documents(TermVector query, ExplainedDocuments explained,
                                                Runnable stillWorking) {
        SortedMap<String, Double> queryWeights = retriever.termWeights(query);
        Map<String, TfidfRetriever.Placement> placements = retriever.placements(query, explained.ids());
        List<DocumentExplanation> out = new ArrayList<>();
        for (String id : explained.ids()) {
            TfidfRetriever.Placement placement = placements.get(id);
            if (placement != null) {
                out.add(DocumentExplanation.ofTerms(id, explained.relevant().contains(id), placement.rank(),
                        placement.score(), contributions(queryWeights, id)));
                stillWorking.run();
            }
        }
        return out;
    }

    private List<TermContribution> contributions(SortedMap<String, Double> queryWeights, String docId) {
        SortedMap<String, Double> documentWeights = retriever.documentWeights(docId, queryWeights.keySet());
        List<TermContribution> contributions = new ArrayList<>();
        documentWeights.forEach((term, inDocument) ->
                contributions.add(new TermContribution(term, queryWeights.get(term), inDocument)));
        return contributions;
    }
}
