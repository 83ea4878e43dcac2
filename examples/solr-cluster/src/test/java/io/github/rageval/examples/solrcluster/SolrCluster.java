package io.github.rageval.examples.solrcluster;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.apache.solr.client.solrj.request.CollectionAdminRequest;
import org.apache.solr.cloud.MiniSolrCloudCluster;
import org.apache.solr.common.SolrInputDocument;
import org.apache.solr.embedded.JettyConfig;

/**
 * A two-node SolrCloud for the build, in a JVM of its own so that it outlives the Maven plugin execution that starts
 * it. Four commands, each run by exec-maven-plugin:
 * <ul>
 *   <li>{@code clean WORK}: removes what an earlier build left in {@code WORK}, before {@code serve} starts in the
 *       background, so that {@code await} cannot take an old {@code ready} for the new cluster's.</li>
 *   <li>{@code serve PORT WORK CONFIGSET CORPUS}: starts an embedded ZooKeeper and two Solr nodes (the first on
 *       {@code PORT}, the second on a free port), creates the collection {@code docs} of two shards from the
 *       configset, indexes the corpus, writes the collection's URL to {@code WORK/ready}, and serves until
 *       {@code WORK/stop} appears or the build that started it is gone. A failure is written to
 *       {@code WORK/failed}.</li>
 *   <li>{@code await WORK SECONDS}: waits for {@code ready} (or {@code failed}), so that the gate starts only once
 *       the collection answers.</li>
 *   <li>{@code stop WORK SECONDS}: asks the cluster to stop and waits until it has.</li>
 * </ul>
 */
public final class SolrCluster {
    static final String COLLECTION = "docs";
    private static final String CONFIG = "rageval";
    private static final ObjectMapper JSON = new ObjectMapper();

    private SolrCluster() {
    }

    public static void main(String[] args) throws Exception {
        String command = args.length == 0 ? "" : args[0];
        switch (command) {
            case "serve" -> serve(Integer.parseInt(args[1]), Path.of(args[2]), Path.of(args[3]), Path.of(args[4]));
            case "clean" -> deleteTree(Path.of(args[1]));
            case "await" -> System.exit(await(Path.of(args[1]), Integer.parseInt(args[2])));
            case "stop" -> System.exit(stop(Path.of(args[1]), Integer.parseInt(args[2])));
            default -> {
                System.err.println("usage: SolrCluster clean WORK | serve PORT WORK CONFIGSET CORPUS | await WORK SECONDS"
                        + " | stop WORK SECONDS");
                System.exit(2);
            }
        }
    }

    private static void serve(int port, Path work, Path configset, Path corpus) throws IOException {
        // Jersey's notes about optional providers go to java.util.logging: only its errors are wanted.
        java.util.logging.Logger.getLogger("").setLevel(java.util.logging.Level.SEVERE);
        Files.createDirectories(work);
        write(work.resolve("pid"), ProcessHandle.current().pid() + "\n");
        // The process that started this one (Maven): when it is gone, nobody will ask for a stop.
        Optional<ProcessHandle> build = ProcessHandle.current().parent();
        MiniSolrCloudCluster cluster = null;
        int status = 0;
        try {
            cluster = new MiniSolrCloudCluster.Builder(1, work.resolve("cluster"))
                    .withJettyConfig(jetty -> jetty.setPort(port))
                    .addConfig(CONFIG, configset)
                    .build();
            cluster.startJettySolrRunner("node2", "/solr", JettyConfig.builder().setPort(0).build());
            cluster.waitForAllNodes(60);
            CollectionAdminRequest.createCollection(COLLECTION, CONFIG, 2, 1).process(cluster.getSolrClient());
            cluster.waitForActiveCollection(COLLECTION, 2, 2);
            int documents = index(cluster, corpus);
            String url = cluster.getJettySolrRunner(0).getBaseUrl() + "/" + COLLECTION;
            write(work.resolve("ready"), url + "\n");
            System.out.printf("SolrCloud: 2 nodes, collection %s of 2 shards, %d documents, at %s%n", COLLECTION,
                    documents, url);
            while (!Files.exists(work.resolve("stop")) && build.map(ProcessHandle::isAlive).orElse(true)) {
                Thread.sleep(200);
            }
        } catch (Exception | Error e) {
            StringWriter trace = new StringWriter();
            e.printStackTrace(new PrintWriter(trace));
            write(work.resolve("failed"), trace.toString());
            status = 1;
        } finally {
            if (cluster != null) {
                try {
                    cluster.shutdown();
                } catch (Exception e) {
                    status = 1;
                }
            }
            write(work.resolve("stopped"), "");
        }
        // Solr leaves non-daemon threads behind after shutdown; the JVM must end anyway.
        System.exit(status);
    }

    /** Indexes a corpus in rag-eval's format (a JSON array, or JSON Lines, of {"doc_id", "text"}) and commits. */
    private static int index(MiniSolrCloudCluster cluster, Path corpus) throws Exception {
        List<SolrInputDocument> documents = new ArrayList<>();
        for (JsonNode record : records(corpus)) {
            SolrInputDocument document = new SolrInputDocument();
            document.addField("id", record.path("doc_id").asText());
            document.addField("text", record.path("text").asText());
            documents.add(document);
        }
        for (int from = 0; from < documents.size(); from += 1000) {
            cluster.getSolrClient().add(COLLECTION, documents.subList(from, Math.min(from + 1000, documents.size())));
        }
        cluster.getSolrClient().commit(COLLECTION);
        return documents.size();
    }

    private static List<JsonNode> records(Path corpus) throws IOException {
        String text = Files.readString(corpus, StandardCharsets.UTF_8).replace("\uFEFF", "").strip();
        List<JsonNode> records = new ArrayList<>();
        if (text.startsWith("[")) {
            JSON.readTree(text).forEach(records::add);
        } else {
            for (String line : text.split("\n")) {
                if (!line.isBlank()) {
                    records.add(JSON.readTree(line));
                }
            }
        }
        return records;
    }

    private static int await(Path work, int seconds) throws Exception {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        while (System.nanoTime() < deadline) {
            if (Files.exists(work.resolve("failed"))) {
                System.err.println("SolrCloud failed to start:\n" + Files.readString(work.resolve("failed")));
                return 1;
            }
            if (Files.exists(work.resolve("ready"))) {
                System.out.println("SolrCloud ready: " + Files.readString(work.resolve("ready")).strip());
                return 0;
            }
            if (Files.exists(work.resolve("pid")) && !ProcessHandle.of(Long.parseLong(Files.readString(
                    work.resolve("pid")).strip())).map(ProcessHandle::isAlive).orElse(false)) {
                System.err.println("SolrCloud's JVM ended before it was ready: see the build log above.");
                return 1;
            }
            Thread.sleep(250);
        }
        System.err.println("SolrCloud was not ready within " + seconds + " s (no " + work.resolve("ready") + ").");
        return 1;
    }

    private static int stop(Path work, int seconds) throws Exception {
        if (!Files.isDirectory(work) || Files.exists(work.resolve("stopped"))) {
            return 0;
        }
        write(work.resolve("stop"), "");
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        while (!Files.exists(work.resolve("stopped"))) {
            if (System.nanoTime() > deadline) {
                System.err.println("SolrCloud did not stop within " + seconds + " s.");
                return 1;
            }
            Thread.sleep(200);
        }
        System.out.println("SolrCloud stopped.");
        return 0;
    }

    /** Written whole or not at all: a reader polling for the file never sees half of it. */
    private static void write(Path file, String text) throws IOException {
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(temporary, text, StandardCharsets.UTF_8);
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static void deleteTree(Path folder) throws IOException {
        if (!Files.exists(folder)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
