import ai.djl.huggingface.tokenizers.HuggingFaceTokenizer;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.InputStream;
import java.io.Writer;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * The Java side of the dense benchmark's checks (bench/run_dense_benchmark.py), single-file source, no build:
 *
 * <pre>
 * java -cp "$(cat bench/out/dense-classpath.txt)" bench/DenseEncoders.java ids CORPUS.jsonl N OUT.jsonl [MAX_TOKENS]
 * java -cp "$(cat bench/out/langchain4j-classpath.txt)" bench/DenseEncoders.java langchain4j CORPUS.jsonl GOLDEN.jsonl
 *      OUT.jsonl [--documents N] [--k 100]
 * </pre>
 *
 * <p>{@code ids}: the token ids of the first N documents (0: all; field "text") as the dense retriever's
 * SentenceEncoder makes them: DJL's HuggingFaceTokenizer on all-minilm-l6-v2-tokenizer.json from the class path
 * (LangChain4j's jar), with the engine's options (truncation true, padding false, maxLength MAX_TOKENS, default 256).
 * One line per document, {"doc_id", "ids"}.
 *
 * <p>{@code langchain4j}: LangChain4j's AllMiniLmL6V2EmbeddingModel as its documentation shows it: {@code new
 * AllMiniLmL6V2EmbeddingModel()} then one {@code embedAll} of every document as a TextSegment (its default executor,
 * one thread per processor, each text alone through the tokenizer file's truncation at 128 tokens; texts over 510
 * tokens in 510-token parts, averaged), then each query with {@code embed} and the dot product with every document
 * vector (LangChain4j normalises), top k by score then id. Timed (System.nanoTime): load (the model class's static
 * initialisation: jar read, ONNX session, tokenizer), embedAll, queries. OUT gets one line per query,
 * {"query_id", "top": [[doc_id, score], ...]}, then {"timings", "documents"}; with --documents N only the first N
 * documents are embedded and no queries run. Compiled against nothing from LangChain4j (reflection), so the same
 * file also runs the ids mode on the engine's class path.
 */
public class DenseEncoders {
    private static final ObjectMapper JSON = new ObjectMapper();

    public static void main(String[] args) throws Exception {
        switch (args[0]) {
            case "ids" -> ids(Path.of(args[1]), Integer.parseInt(args[2]), Path.of(args[3]),
                    args.length > 4 ? args[4] : "256");
            case "langchain4j" -> langchain4j(Arrays.asList(args).subList(1, args.length));
            default -> throw new IllegalArgumentException("mode ids or langchain4j, not " + args[0]);
        }
    }

    private static List<JsonNode> readJsonl(Path file) throws Exception {
        List<JsonNode> lines = new ArrayList<>();
        try (BufferedReader in = Files.newBufferedReader(file)) {
            for (String line; (line = in.readLine()) != null; ) {
                if (!line.isBlank()) {
                    lines.add(JSON.readTree(line));
                }
            }
        }
        return lines;
    }

    private static void ids(Path corpus, int count, Path out, String maxTokens) throws Exception {
        List<JsonNode> documents = readJsonl(corpus);
        byte[] tokenizerJson;
        try (InputStream in = DenseEncoders.class.getClassLoader()
                .getResourceAsStream("all-minilm-l6-v2-tokenizer.json")) {
            tokenizerJson = in.readAllBytes();
        }
        try (HuggingFaceTokenizer tokenizer = HuggingFaceTokenizer.newInstance(
                new java.io.ByteArrayInputStream(tokenizerJson),
                Map.of("truncation", "true", "padding", "false", "maxLength", maxTokens));
             Writer writer = Files.newBufferedWriter(out)) {
            for (JsonNode document : count > 0 ? documents.subList(0, Math.min(count, documents.size())) : documents) {
                ObjectNode line = JSON.createObjectNode().put("doc_id", document.get("doc_id").asText());
                ArrayNode ids = line.putArray("ids");
                for (long id : tokenizer.encode(document.get("text").asText()).getIds()) {
                    ids.add(id);
                }
                writer.write(JSON.writeValueAsString(line) + "\n");
            }
        }
    }

    private static void langchain4j(List<String> args) throws Exception {
        Path corpus = Path.of(args.get(0));
        Path golden = Path.of(args.get(1));
        Path out = Path.of(args.get(2));
        int limit = 0;
        int k = 100;
        for (int i = 3; i < args.size(); i += 2) {
            switch (args.get(i)) {
                case "--documents" -> limit = Integer.parseInt(args.get(i + 1));
                case "--k" -> k = Integer.parseInt(args.get(i + 1));
                default -> throw new IllegalArgumentException(args.get(i));
            }
        }
        List<JsonNode> documents = readJsonl(corpus);
        if (limit > 0) {
            documents = documents.subList(0, Math.min(limit, documents.size()));
        }
        Class<?> segmentClass = Class.forName("dev.langchain4j.data.segment.TextSegment");
        Method from = segmentClass.getMethod("from", String.class);
        List<Object> segments = new ArrayList<>();
        String[] docIds = new String[documents.size()];
        for (int i = 0; i < docIds.length; i++) {
            docIds[i] = documents.get(i).get("doc_id").asText();
            segments.add(from.invoke(null, documents.get(i).get("text").asText()));
        }
        ObjectNode timings = JSON.createObjectNode();

        long start = System.nanoTime();
        Object model = Class.forName("dev.langchain4j.model.embedding.onnx.allminilml6v2.AllMiniLmL6V2EmbeddingModel")
                .getConstructor().newInstance();
        timings.put("load_s", (System.nanoTime() - start) / 1e9);

        Method embedAll = model.getClass().getMethod("embedAll", List.class);
        Method embed = model.getClass().getMethod("embed", String.class);
        Method content = Class.forName("dev.langchain4j.model.output.Response").getMethod("content");
        Method vector = Class.forName("dev.langchain4j.data.embedding.Embedding").getMethod("vector");
        start = System.nanoTime();
        List<?> embeddings = (List<?>) content.invoke(embedAll.invoke(model, segments));
        timings.put("embed_all_s", (System.nanoTime() - start) / 1e9);
        float[][] matrix = new float[embeddings.size()][];
        for (int i = 0; i < matrix.length; i++) {
            matrix[i] = (float[]) vector.invoke(embeddings.get(i));
        }

        try (Writer writer = Files.newBufferedWriter(out)) {
            if (limit == 0) {
                start = System.nanoTime();
                for (JsonNode query : readJsonl(golden)) {
                    Object response = embed.invoke(model, query.get("query").asText());
                    float[] q = (float[]) vector.invoke(content.invoke(response));
                    float[] scores = new float[matrix.length];
                    Integer[] order = new Integer[matrix.length];
                    for (int i = 0; i < matrix.length; i++) {
                        float dot = 0;
                        for (int d = 0; d < q.length; d++) {
                            dot += matrix[i][d] * q[d];
                        }
                        scores[i] = dot;
                        order[i] = i;
                    }
                    Arrays.sort(order, Comparator.comparingDouble((Integer i) -> -scores[i])
                            .thenComparing(i -> docIds[i]));
                    ObjectNode line = JSON.createObjectNode().put("query_id", query.get("query_id").asText());
                    ArrayNode top = line.putArray("top");
                    for (int r = 0; r < Math.min(k, order.length); r++) {
                        top.addArray().add(docIds[order[r]]).add(scores[order[r]]);
                    }
                    writer.write(JSON.writeValueAsString(line) + "\n");
                }
                timings.put("queries_s", (System.nanoTime() - start) / 1e9);
            }
            ObjectNode last = JSON.createObjectNode();
            last.set("timings", timings);
            last.put("documents", matrix.length);
            last.put("processors", Runtime.getRuntime().availableProcessors());
            writer.write(JSON.writeValueAsString(last) + "\n");
        }
        System.exit(0); // the model's executor threads time out only after a while
    }
}
