package io.github.rageval.examples.customretriever.gate;

import io.github.rageval.api.Document;
import io.github.rageval.api.Retriever;
import io.github.rageval.api.ScoredDocument;
import io.github.rageval.examples.customretriever.SupportArticleSearch;
import java.util.List;
import java.util.Map;

/**
 * The application's {@link SupportArticleSearch} under the gate: the plugin creates this class with the POM's
 * {@code <retrieverOptions>}, hands it the corpus once, then asks it every golden query.
 *
 * <p>Option {@code ignoreCommonWords} ({@code true} or {@code false}, default {@code true}) is the search's own
 * switch, so that the build gates the configuration the application runs with, and shows what turning it off costs.
 */
public class SupportArticleRetriever implements Retriever {
    private final SupportArticleSearch search;

    public SupportArticleRetriever(Map<String, String> options) {
        // A typo must not quietly gate another configuration than the one meant: a misspelt option name or value is
        // refused, naming it, and the build stops with that message.
        for (String name : options.keySet()) {
            if (!name.equals("ignoreCommonWords")) {
                throw new IllegalArgumentException("unknown option '" + name + "'; the only option is"
                        + " ignoreCommonWords");
            }
        }
        String ignoreCommonWords = options.getOrDefault("ignoreCommonWords", "true");
        if (!ignoreCommonWords.equals("true") && !ignoreCommonWords.equals("false")) {
            throw new IllegalArgumentException("option ignoreCommonWords is '" + ignoreCommonWords
                    + "'; write true or false");
        }
        this.search = new SupportArticleSearch(Boolean.parseBoolean(ignoreCommonWords));
    }

    @Override
    public void index(List<Document> corpus) {
        corpus.forEach(document -> search.add(document.id(), document.text()));
    }

    @Override
    public List<ScoredDocument> retrieve(String query, int k) {
        return search.search(query, k).stream().map(hit -> new ScoredDocument(hit.articleId(), hit.score())).toList();
    }
}
