package io.github.rageval.api;

import java.util.List;

/**
 * A retriever under the gate: asked once per golden query for its best {@code k} documents.
 *
 * <p>The gate creates one instance per build, calls {@link #index} once when the build has a corpus, then
 * {@link #retrieve(Query, int)} for every golden query, and {@link #close()} at the end, always, also after a
 * failure. An implementation is found by the fully qualified name of its class, on the project's test classpath;
 * it needs a public constructor that takes a {@code Map<String, String>} (the {@code retrieverOptions} of the
 * POM) or a public no-argument constructor.
 *
 * <p>The ranking is the order returned: scores are reported, never used to re-sort. Ids returned twice are kept at
 * their first place only, results beyond {@code k} are cut, and a score that is not a number ({@code NaN}) is
 * reported as missing; each of these is reported as a warning.
 *
 * <p>Queries run one at a time unless {@link #threadSafe()} says the instance may be called concurrently.
 */
public interface Retriever extends AutoCloseable {

    /**
     * Called once, before any query, when the build has a corpus; a retriever with its own index ignores it.
     *
     * @param corpus every document of the corpus, in file order
     * @throws Exception stops the build with the exception's message
     */
    default void index(List<Document> corpus) throws Exception {
    }

    /**
     * The ranking for one query, best first: at most k results; the order given is the ranking.
     *
     * @param query the query's text
     * @param k how many results are evaluated at most
     * @throws Exception stops the build with the exception's message and the query
     */
    List<ScoredDocument> retrieve(String query, int k) throws Exception;

    /**
     * The ranking for one golden query, with its id and tags for a retriever that needs them (a cache keyed by
     * query id, a route per tag). By default {@link #retrieve(String, int)} with the query's text.
     *
     * @param query the golden query
     * @param k how many results are evaluated at most
     * @throws Exception stops the build with the exception's message and the query
     */
    default List<ScoredDocument> retrieve(Query query, int k) throws Exception {
        return retrieve(query.text(), k);
    }

    /**
     * Whether {@link #retrieve} may be called from several threads at once (the gate's {@code threads}
     * setting). By default not: queries then run one after another.
     */
    default boolean threadSafe() {
        return false;
    }

    /** Releases what the retriever holds; called once, after the last query or after a failure. */
    @Override
    default void close() throws Exception {
    }
}
