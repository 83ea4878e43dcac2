package io.github.rageval.engine.retriever.search.opensearch;

/**
 * The {@code opensearch} retriever under the name {@code elasticsearch}: the part of the {@code _search} API it uses
 * is the same in both, so a build names the cluster it has and gets the same retriever (and report.json says which
 * name was configured).
 */
public final class ElasticsearchRetrieverFactory extends OpenSearchRetrieverFactory {
    public static final String ALIAS = "elasticsearch";

    @Override
    public String name() {
        return ALIAS;
    }
}
