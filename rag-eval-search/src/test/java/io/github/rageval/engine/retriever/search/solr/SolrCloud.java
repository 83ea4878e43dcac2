package io.github.rageval.engine.retriever.search.solr;

import io.github.rageval.api.Document;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.solr.client.solrj.request.CollectionAdminRequest;
import org.apache.solr.cloud.MiniSolrCloudCluster;
import org.apache.solr.common.SolrInputDocument;
import org.apache.solr.embedded.JettySolrRunner;

/**
 * A real SolrCloud in the test's JVM: an embedded ZooKeeper and two Solr nodes (Jetty) from Maven Central's
 * {@code solr-test-framework}, started directly (no JUnit 4 runner), with one collection of two shards, one replica
 * each, so that every search is distributed over both nodes. The collection's configset is
 * {@code examples/solr-cluster/src/test/solr/conf}, copied to the test class path as {@code solr-configset/conf}
 * (this module's pom), so the tests and the example cannot drift apart.
 */
final class SolrCloud implements AutoCloseable {
    static final String COLLECTION = "docs";
    private static final String CONFIG = "rageval";

    private final MiniSolrCloudCluster cluster;

    private SolrCloud(MiniSolrCloudCluster cluster) {
        this.cluster = cluster;
    }

    static SolrCloud start(Path baseDir) throws Exception {
        Path configset;
        try {
            configset = Path.of(SolrCloud.class.getResource("/solr-configset/conf").toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        MiniSolrCloudCluster cluster = new MiniSolrCloudCluster.Builder(2, baseDir)
                .addConfig(CONFIG, configset)
                .build();
        try {
            CollectionAdminRequest.createCollection(COLLECTION, CONFIG, 2, 1).process(cluster.getSolrClient());
            cluster.waitForActiveCollection(COLLECTION, 2, 2);
            return new SolrCloud(cluster);
        } catch (Exception | Error e) {
            cluster.shutdown();
            throw e;
        }
    }

    /** Indexes the documents (id and text) and commits. */
    void index(List<Document> documents) throws Exception {
        List<SolrInputDocument> batch = new ArrayList<>();
        for (Document document : documents) {
            SolrInputDocument doc = new SolrInputDocument();
            doc.addField("id", document.id());
            doc.addField("text", document.text());
            batch.add(doc);
            if (batch.size() == 1000) {
                cluster.getSolrClient().add(COLLECTION, batch);
                batch.clear();
            }
        }
        if (!batch.isEmpty()) {
            cluster.getSolrClient().add(COLLECTION, batch);
        }
        cluster.getSolrClient().commit(COLLECTION);
    }

    /** The collection's URL on node {@code node} (0 or 1), e.g. {@code http://127.0.0.1:38211/solr/docs}. */
    String collectionUrl(int node) {
        return baseUrl(node) + "/" + COLLECTION;
    }

    /** Node {@code node}'s Solr URL, e.g. {@code http://127.0.0.1:38211/solr}. */
    String baseUrl(int node) {
        return cluster.getJettySolrRunner(node).getBaseUrl().toString();
    }

    JettySolrRunner stop(int node) throws Exception {
        return cluster.stopJettySolrRunner(node);
    }

    /** Starts a stopped node again on its port, and waits until the collection is active on both nodes again. */
    void restart(JettySolrRunner node) throws Exception {
        cluster.startJettySolrRunner(node, true);
        cluster.waitForActiveCollection(COLLECTION, 2, 2);
    }

    @Override
    public void close() throws Exception {
        cluster.shutdown();
    }
}
