package io.github.rageval.examples.customretriever;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * An in-memory keyword index over support articles: an article scores, for each query word it contains, one divided
 * by the number of articles that contain that word, so that a word found in one article ("sso", "refund") counts more
 * than one found in many ("account"). A word's plural and verb endings are cut, so that "refunds" finds "refund" and
 * "renews" finds "renew"; common English words ("how", "do", "my") can be ignored, as the application does.
 *
 * <p>Articles with no query word are not returned; ties are ordered by article id, so that the same query always
 * gives the same list.
 */
public final class SupportArticleSearch {
    /** One result: the article's id and its score (higher is better). */
    public record Hit(String articleId, double score) {
    }

    private static final Set<String> COMMON_WORDS = Set.of("a", "an", "and", "are", "as", "at", "be", "by", "can",
            "do", "does", "for", "from", "get", "how", "i", "if", "in", "is", "it", "my", "of", "on", "or", "the",
            "to", "what", "when", "where", "which", "who", "why", "will", "with", "you", "your");

    private final boolean ignoreCommonWords;
    // TreeMap: articles in id order, so that ties come out in a stable order.
    private final Map<String, Set<String>> wordsByArticle = new TreeMap<>();
    private final Map<String, Integer> articlesByWord = new HashMap<>();

    /**
     * An empty index; {@code ignoreCommonWords} leaves words such as "how", "do" and "my" out of articles and queries
     * (kept, they match most articles and push the articles that share the query's rare words down).
     */
    public SupportArticleSearch(boolean ignoreCommonWords) {
        this.ignoreCommonWords = ignoreCommonWords;
    }

    /** Adds an article (or replaces the one with that id). */
    public void add(String articleId, String text) {
        Set<String> before = wordsByArticle.put(articleId, words(text));
        if (before != null) {
            before.forEach(word -> articlesByWord.merge(word, -1, Integer::sum));
        }
        wordsByArticle.get(articleId).forEach(word -> articlesByWord.merge(word, 1, Integer::sum));
    }

    /** The best {@code limit} articles for the query, best first. */
    public List<Hit> search(String query, int limit) {
        Set<String> asked = words(query);
        List<Hit> hits = new ArrayList<>();
        wordsByArticle.forEach((articleId, words) -> {
            double score = 0;
            for (String word : asked) {
                if (words.contains(word)) {
                    score += 1.0 / articlesByWord.get(word);
                }
            }
            if (score > 0) {
                hits.add(new Hit(articleId, score));
            }
        });
        // A stable sort of articles already in id order: equal scores stay in id order.
        hits.sort(Comparator.comparingDouble(Hit::score).reversed());
        return hits.subList(0, Math.min(limit, hits.size()));
    }

    private Set<String> words(String text) {
        Set<String> words = new LinkedHashSet<>();
        for (String word : text.toLowerCase(Locale.ROOT).split("[^\\p{L}\\p{N}]+")) {
            if (!word.isEmpty() && !(ignoreCommonWords && COMMON_WORDS.contains(word))) {
                words.add(stem(word));
            }
        }
        return words;
    }

    /** Cuts one common English ending off a word long enough to keep a stem of three letters or more. */
    static String stem(String word) {
        for (String ending : new String[] {"ing", "ed", "s"}) {
            if (word.endsWith(ending) && word.length() - ending.length() >= 3 && !word.endsWith("ss")) {
                return word.substring(0, word.length() - ending.length());
            }
        }
        return word;
    }
}
