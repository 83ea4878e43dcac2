package io.github.rageval.engine.explain;

import io.github.rageval.engine.data.Document;
import io.github.rageval.engine.metrics.CaseResult;
import io.github.rageval.engine.retrieval.Analyzer;
import io.github.rageval.engine.retrieval.PythonRegex;
import io.github.rageval.engine.retrieval.RankingOrder;
import io.github.rageval.engine.retrieval.ScoredDocument;
import io.github.rageval.engine.retrieval.TfidfRetriever;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.Set;
import java.util.SortedMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Explains the built-in retriever's answer to a golden query: which words of the query never became terms and
 * why, and for the retrieved documents and every relevant one, the rank, the score and each shared term's
 * contribution. Document weights are recomputed from the document's text exactly as the index computed them, so
 * the contributions add up to the score; explanations cost a few documents per query, not a pass over the index.
 */
public final class TfidfExplainer {
    /** Python's notion of a word, to find the words a token pattern drops. */
    private static final Pattern WORD = PythonRegex.compile("(?u)\\w+");

    private final TfidfRetriever retriever;
    private final List<Document> documents;
    private final int k;
    private final Map<String, Document> byId = new HashMap<>();

    /**
     * @param k the cutoff the query is judged at: its top k documents are explained, with the relevant ones
     */
    public TfidfExplainer(TfidfRetriever retriever, List<Document> documents, int k) {
        this.retriever = retriever;
        this.documents = List.copyOf(documents);
        this.k = k;
        this.documents.forEach(d -> byId.put(d.id(), d));
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
            Document document = byId.get(id);
            if (document != null && words(retriever.analyzer().normalize(document.text())).contains(word)) {
                holders.add(id);
            }
        }
        return holders;
    }

    private List<DocumentExplanation> explainedDocuments(CaseResult result, Set<String> relevant) {
        SortedMap<String, Double> queryWeights = retriever.termWeights(result.query());
        double[] scores = retriever.scores(result.query());
        Map<String, Integer> positions = new HashMap<>();
        for (int d = 0; d < documents.size(); d++) {
            positions.put(documents.get(d).id(), d);
        }
        Set<String> explained = new LinkedHashSet<>();
        result.retrieved().stream().limit(k).forEach(r -> explained.add(r.docId()));
        explained.addAll(relevant);
        List<DocumentExplanation> out = new ArrayList<>();
        for (String id : explained) {
            Integer position = positions.get(id);
            if (position == null) {
                continue;
            }
            double score = scores[position];
            out.add(new DocumentExplanation(id, relevant.contains(id), rank(scores, position), score,
                    contributions(queryWeights, byId.get(id))));
        }
        return out;
    }

    /** The document's rank in {@link RankingOrder} among all documents scoring above zero. */
    private OptionalInt rank(double[] scores, int position) {
        if (scores[position] <= 0) {
            return OptionalInt.empty();
        }
        ScoredDocument self = new ScoredDocument(documents.get(position).id(), scores[position]);
        int ahead = 0;
        for (int d = 0; d < scores.length; d++) {
            if (d != position && scores[d] > 0
                    && RankingOrder.BEST_FIRST.compare(new ScoredDocument(documents.get(d).id(), scores[d]), self) < 0) {
                ahead++;
            }
        }
        return OptionalInt.of(ahead + 1);
    }

    private List<TermContribution> contributions(SortedMap<String, Double> queryWeights, Document document) {
        SortedMap<String, Double> documentWeights = retriever.termWeights(document.text());
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
