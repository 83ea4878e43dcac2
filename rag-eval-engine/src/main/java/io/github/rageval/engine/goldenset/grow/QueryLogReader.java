package io.github.rageval.engine.goldenset.grow;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.format.Sentences;
import io.github.rageval.engine.input.JsonLines;
import io.github.rageval.engine.input.JsonSyntax;
import io.github.rageval.engine.input.JsonTypes;
import io.github.rageval.engine.input.PathProblems;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.settings.table.GoalSettings;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Reads query logs as JSON Lines, one record per line, streamed: a file, or every file of a folder (not its
 * subfolders, nor hidden files) in the order of their names. Blank lines are skipped. A record is one of:
 *
 * <ul>
 *   <li>plain: {@code {"query": "...", "timestamp": ..., "user_id": ..., "results": [...], "clicks": [...]}}, only
 *       {@code query} required (a string); {@code results} and {@code clicks}, when given, are the ids of the
 *       documents shown and clicked ({@link InteractionFields}), the others may have any form and are not used;</li>
 *   <li>a UBI query ({@code ubi_queries}, as OpenSearch's User Behavior Insights stores it): a record with
 *       {@code user_query}, or with any of {@code query_response_id}, {@code query_response_hit_ids},
 *       {@code client_id}, {@code query_attributes}; the question is {@code user_query} (its {@code query} is the
 *       search's DSL, not what the user typed), and a record without it is counted, not asked;</li>
 *   <li>a UBI event ({@code ubi_events}: a record with {@code action_name}): counted, not a query; its impressions
 *       and clicks are handed over ({@link InteractionFields}).</li>
 * </ul>
 *
 * A record exported with its index's envelope ({@code {"_index": ..., "_source": {...}}}) is read from its
 * {@code _source}. A line that is no JSON object, or a record that is none of these, stops the read with a message
 * naming the file and the line, never the line's content (it may hold personal data).
 */
public final class QueryLogReader {
    /** Duplicate keys refused: with "last wins" a line's query or clicks would be whichever the writer put last. */
    private static final ObjectMapper MAPPER = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION).build();
    private static final List<String> UBI_QUERY_FIELDS = List.of("user_query", "query_response_id",
            "query_response_hit_ids", "client_id", "query_attributes");
    private static final String SHAPE = "{\"query\": \"...\"} (plain), a UBI query with \"user_query\", or a UBI"
            + " event with \"action_name\"";

    private QueryLogReader() {
    }

    /** What is done with each logged question, in log order, and with what was shown and clicked. */
    @FunctionalInterface
    public interface Handler {
        void query(String text);

        /** A UBI search's id and question, so that its events without {@code user_query} can be joined to it. */
        default void ubiQuery(String queryId, String userQuery) {
        }

        /** A result shown or clicked. */
        default void interaction(Interaction event) {
        }
    }

    /**
     * What was read.
     *
     * @param files the files read
     * @param lines the records read (blank lines aside)
     * @param queries the questions handed over
     * @param events UBI events, counted only
     * @param withoutText UBI queries without {@code user_query}, counted only
     */
    public record Tally(int files, long lines, long queries, long events, long withoutText) {
    }

    /** Reads the log (a file or a folder of files), handing every question over in order. */
    public static Tally read(Path log, String label, Handler handler) throws InputException {
        return read(log, label, GoalSettings.QUERY_LOG.name(), handler);
    }

    /**
     * As {@link #read(Path, String, Handler)}, advice naming the setting in the words of the front end that set it.
     *
     * @param queryLog how advice names the setting {@code queryLog} ({@code queryLog}, {@code --query-log})
     */
    public static Tally read(Path log, String label, String queryLog, Handler handler) throws InputException {
        List<Path> files = files(log, label, queryLog);
        boolean folder = Files.isDirectory(log);
        long[] counts = new long[4];
        for (Path file : files) {
            readFile(file, folder ? label + "/" + file.getFileName() : label, handler, counts);
        }
        return new Tally(files.size(), counts[0], counts[1], counts[2], counts[3]);
    }

    private static List<Path> files(Path log, String label, String queryLog) throws InputException {
        if (Files.isDirectory(log)) {
            try (Stream<Path> entries = Files.list(log)) {
                List<Path> files = entries.filter(Files::isRegularFile)
                        .filter(file -> !file.getFileName().toString().startsWith("."))
                        .sorted((a, b) -> a.getFileName().toString().compareTo(b.getFileName().toString()))
                        .toList();
                if (files.isEmpty()) {
                    throw new InputException("The query log folder " + label + " holds no file. Put the logs"
                            + " there (JSON Lines), or point " + queryLog + " at a log file.");
                }
                return files;
            } catch (IOException e) {
                throw new InputException(Sentences.join("The query log folder " + label + " cannot be listed: "
                        + FileError.reason(e), "Check that it is readable."), e);
            }
        }
        Optional<String> problem = PathProblems.ofFile(log);
        if (problem.isPresent()) {
            throw new InputException("The query log " + label + " " + problem.get() + ". Point " + queryLog
                    + " at a JSON Lines file of queries, or a folder of them.");
        }
        return List.of(log);
    }

    private static void readFile(Path file, String label, Handler handler, long[] counts) throws InputException {
        JsonLines.read(file, MAPPER, (number, node) -> {
            counts[0]++;
            readRecord(record(node, label, number), label, number, handler, counts);
        }, (number, problem) -> malformed(label, number, problem), (number, e) -> e instanceof CharacterCodingException
                ? new InputException(at(label, number) + " is not UTF-8. Save the log as UTF-8 (JSON Lines are"
                        + " UTF-8).")
                : new InputException(Sentences.join("The query log " + label + " cannot be read: "
                        + FileError.reason(e), "Check that the file is readable."), e));
    }

    /**
     * A line that is not JSON. Jackson's own words quote the line's text, which may be personal data: only the place
     * is said, and for a limit (a string or a nesting too long) which limit, which quotes nothing.
     */
    private static InputException malformed(String label, long number, JsonSyntax.Problem problem) {
        if (problem.limit()) {
            return new InputException(at(label, number) + " column " + problem.column() + ", holds "
                    + problem.getMessage() + ".");
        }
        if (problem.getCause() instanceof JsonProcessingException cause
                && String.valueOf(cause.getOriginalMessage()).startsWith("Duplicate field")) {
            return new InputException(at(label, number) + " names one field twice (the second at column "
                    + problem.column() + "), so which of its values is meant cannot be told. Write each field once"
                    + " per line.");
        }
        return new InputException(at(label, number) + " is not valid JSON (the problem is at column "
                + problem.column() + "). A query log is JSON Lines: one JSON object per line, such as " + SHAPE
                + ".");
    }

    private static JsonNode record(JsonNode node, String label, long number) throws InputException {
        if (node == null || !node.isObject()) {
            throw new InputException(at(label, number) + " is " + JsonTypes.describe(node) + ", but every line"
                    + " must be one JSON object, such as " + SHAPE + ".");
        }
        JsonNode source = node.get("_source");
        return source != null && source.isObject() ? source : node;
    }

    private static void readRecord(JsonNode record, String label, long number, Handler handler, long[] counts)
            throws InputException {
        if (record.has("action_name")) {
            InteractionFields.event(record, at(label, number), handler);
            counts[2]++;
            return;
        }
        if (UBI_QUERY_FIELDS.stream().anyMatch(record::has)) {
            JsonNode userQuery = record.get("user_query");
            if (userQuery == null || userQuery.isNull() || userQuery.isTextual() && userQuery.textValue().isBlank()) {
                counts[3]++;
                return;
            }
            String text = text(userQuery, "user_query", label, number);
            handler.query(text);
            InteractionFields.ubiQuery(record, text, handler);
            counts[1]++;
            return;
        }
        JsonNode query = record.get("query");
        if (query == null) {
            throw new InputException(at(label, number) + " has no \"query\". Every line must be " + SHAPE + ".");
        }
        String text = text(query, "query", label, number);
        handler.query(text);
        InteractionFields.plain(record, text, at(label, number), handler);
        counts[1]++;
    }

    private static String text(JsonNode value, String field, String label, long number) throws InputException {
        if (!value.isTextual()) {
            throw new InputException(at(label, number) + " has \"" + field + "\" as " + JsonTypes.describe(value)
                    + ", but it must be a string: the question as the user typed it.");
        }
        return value.textValue();
    }

    private static String at(String label, long number) {
        return "The query log " + label + ", line " + number + ",";
    }
}
