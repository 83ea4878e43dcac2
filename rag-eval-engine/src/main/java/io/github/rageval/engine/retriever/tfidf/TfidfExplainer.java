package io.github.rageval.engine.retriever.tfidf;

import io.github.rageval.engine.explain.DocumentExplanation;
import io.github.rageval.engine.explain.DroppedWord;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.explain.TermContribution;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.model.RankingOrder;
import io.github.rageval.engine.retriever.text.Analyzer;
import io.github.rageval.engine.retriever.text.PythonRegex;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Explains the built-in retriever's answer to a golden query: which words of the query never became terms and
 * why, and for the retrieved documents and every relevant one, the rank, the score and each shared term's
 * contribution. Document weights are read from the index, the very numbers the score was summed from, so the
 * contributions add up to the score; ranks are counted over the documents the query touches. Only the texts of
 * judged documents are needed (to tell whether a dropped word occurs in a relevant one), so the corpus can stream
 * past without being kept.
 */
public final class TfidfExplainer {
    /** Python's notion of a word, to find the words a token pattern drops. */
    private static final Pattern WORD = PythonRegex.compile("(?u)\\w+");

    private final TfidfRetriever retriever;
    private final Map<String, String> judgedTexts;
    private final int k;

    /**
     * @param judgedTexts the text of every judged document, by id
     * @param k the cutoff the query is judged at: its top k documents are explained, with the relevant ones
     */
    public TfidfExplainer(TfidfRetriever retriever, Map<String, String> judgedTexts, int k) {
        this.retriever = retriever;
        this.judgedTexts = Map.copyOf(judgedTexts);
        this.k = k;
    }

    public QueryExplanation explain(int caseIndex, CaseResult result) {
        Set<String> relevant = new LinkedHashSet<>(result.relevantDocIds());
        return new QueryExplanation(caseIndex, droppedWords(result.query(), relevant),
                explainedDocuments(result, relevant));
    }

    private List<DroppedWord> droppedWords(String query, Set<String> relevant) {
        Analyzer analyzer = retriever.analyzer();
        List<String> tokens = analyzer.tokens(query);
        List<DroppedWord> mattered = new ArrayList<>();
        List<DroppedWord> others = new ArrayList<>();
        for (String word : words(analyzer.normalize(query))) {
            String reason = reasonNotATerm(word, tokens);
            if (reason != null) {
                List<String> holders = relevantDocumentsHolding(word, relevant);
                (holders.isEmpty() ? others : mattered).add(new DroppedWord(word, reason, holders));
            }
        }
        mattered.addAll(others);
        return mattered;
    }

    /** @return why the word is no vocabulary term, or null when it is one (or part of one) */
    private String reasonNotATerm(String word, List<String> tokens) {
        boolean tokenized = tokens.stream().anyMatch(token -> token.contains(word));
        if (!tokenized) {
            int length = word.codePointCount(0, word.length());
            String probe = "x".repeat(length);
            return retriever.analyzer().tokens(probe).contains(probe)
                    ? "not in vocabulary (the token pattern does not match it)"
                    : "not in vocabulary (token pattern drops " + length + "-letter words)";
        }
        boolean known = tokens.stream().filter(token -> token.contains(word))
                .anyMatch(token -> retriever.vocabulary().contains(token));
        return known ? null : "not in vocabulary (no document contains it)";
    }

    private List<String> relevantDocumentsHolding(String word, Set<String> relevant) {
        List<String> holders = new ArrayList<>();
        for (String id : relevant) {
            String text = judgedTexts.get(id);
            if (text != null && words(retriever.analyzer().normalize(text)).contains(word)) {
                holders.add(id);
            }
        }
        return holders;
    }

    private List<DocumentExplanation> explainedDocuments(CaseResult result, Set<String> relevant) {
        SortedMap<String, Double> queryWeights = retriever.termWeights(result.query());
        Set<String> explained = new LinkedHashSet<>();
        result.retrieved().stream().limit(k).forEach(r -> explained.add(r.docId()));
        explained.addAll(relevant);
        Map<String, TfidfRetriever.Placement> placements = retriever.placements(result.query(), explained);
        List<DocumentExplanation> out = new ArrayList<>();
        for (String id : explained) {
            TfidfRetriever.Placement placement = placements.get(id);
            if (placement != null) {
                out.add(new DocumentExplanation(id, relevant.contains(id), placement.rank(), placement.score(),
                        contributions(queryWeights, id)));
            }
        }
        return out;
    }

    private List<TermContribution> contributions(SortedMap<String, Double> queryWeights, String docId) {
        SortedMap<String, Double> documentWeights = retriever.documentWeights(docId, queryWeights.keySet());
        List<TermContribution> contributions = new ArrayList<>();
        queryWeights.forEach((term, weight) -> {
            Double inDocument = documentWeights.get(term);
            if (inDocument != null) {
                contributions.add(new TermContribution(term, weight, inDocument));
            }
        });
        contributions.sort(Comparator.comparingDouble(TermContribution::product).reversed()
                .thenComparing(TermContribution::term, RankingOrder.BY_CODE_POINT));
        return contributions;
    }

    private static List<String> words(String text) {
        Set<String> words = new LinkedHashSet<>();
        Matcher matcher = WORD.matcher(text);
        while (matcher.find()) {
            words.add(matcher.group());
        }
        return new ArrayList<>(words);
    }
}
