package io.github.rageval.engine.goldenset.grow;

import com.fasterxml.jackson.databind.JsonNode;
import io.github.rageval.engine.input.JsonTypes;
import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.InputException;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;

/**
 * Reads what a query log record says was shown and clicked, for COEC ({@link ClickLog}):
 *
 * <ul>
 *   <li>a plain record's {@code results}, the ids of the documents shown, in order (the first at position 0), and
 *       its {@code clicks}, the ids of those clicked (a document clicked twice is listed twice); a click must be of a
 *       document among the record's results, since its position is where it was shown;</li>
 *   <li>a UBI event whose {@code action_name} is {@code impression} or {@code click} (in any case, as OpenSearch
 *       search-relevance compares them): its {@code event_attributes.object.object_id} and
 *       {@code event_attributes.position.ordinal}; other actions ({@code add_to_cart}, {@code purchase}...) are not
 *       read.</li>
 * </ul>
 *
 * A record that cannot be read so is an error naming the file and the line: a click that silently went missing
 * would change every grade.
 */
final class InteractionFields {
    private InteractionFields() {
    }

    /** A plain record's results and clicks, if it has any. */
    static void plain(JsonNode record, String query, String at, QueryLogReader.Handler handler)
            throws InputException {
        JsonNode results = absentIfNull(record.get("results"));
        JsonNode clicks = absentIfNull(record.get("clicks"));
        if (clicks != null && !clicks.isArray()) {
            throw new InputException(at + " has \"clicks\" as " + JsonTypes.describe(clicks) + ", but it must be an"
                    + " array of the clicked documents' ids, such as [\"doc-7\"].");
        }
        boolean clicked = clicks != null && !clicks.isEmpty();
        if (results == null || results.isArray() && results.isEmpty()) {
            if (clicked) {
                throw new InputException(at + " has clicks but no results: a click's position is where its document"
                        + " was shown, and COEC weighs clicks by position. Log the ids of the documents shown, in"
                        + " order, as \"results\" beside the \"clicks\", or leave the clicks out.");
            }
            return;
        }
        if (!results.isArray()) {
            throw new InputException(at + " has \"results\" as " + JsonTypes.describe(results) + ", but it must be"
                    + " an array of the shown documents' ids in the order shown, such as [\"doc-3\", \"doc-7\"].");
        }
        Map<String, Integer> positions = new HashMap<>();
        for (int position = 0; position < results.size(); position++) {
            String doc = id(results.get(position), at, "results");
            Integer first = positions.putIfAbsent(doc, position);
            if (first != null) {
                // Two impressions of one document in one list would weigh its clicks twice in COEC, and its click
                // could be at either position. The id itself is not echoed: a log's content stays out of messages.
                throw new InputException(at + " names one document twice in \"results\" (at positions " + first
                        + " and " + position + "): a result list shows each document once. Log each shown document"
                        + " once, at the position it was shown.");
            }
            handler.interaction(new Interaction(Interaction.Kind.IMPRESSION, query, null, doc, position));
        }
        if (clicked) {
            int nth = 0;
            for (JsonNode click : clicks) {
                nth++;
                String doc = id(click, at, "clicks");
                Integer position = positions.get(doc);
                if (position == null) {
                    throw new InputException(at + " has a click (click " + nth + " of \"clicks\") on a document"
                            + " that is not among its results: a click is counted at the position its document was"
                            + " shown. Log every shown document in \"results\", or leave that click out.");
                }
                handler.interaction(new Interaction(Interaction.Kind.CLICK, query, null, doc, position));
            }
        }
    }

    /** A UBI event, if it is an impression or a click. */
    static void event(JsonNode record, String at, QueryLogReader.Handler handler) throws InputException {
        JsonNode action = record.get("action_name");
        String name = action != null && action.isTextual() ? action.textValue().toLowerCase(Locale.ROOT) : "";
        Interaction.Kind kind = switch (name) {
            case "click" -> Interaction.Kind.CLICK;
            case "impression" -> Interaction.Kind.IMPRESSION;
            default -> null;
        };
        if (kind == null) {
            return;
        }
        String what = "a UBI " + name + " event";
        JsonNode doc = record.at("/event_attributes/object/object_id");
        if (!(doc.isTextual() && !doc.textValue().isBlank() || doc.isIntegralNumber())) {
            throw new InputException(at + " " + what + ", has event_attributes.object.object_id "
                    + JsonTypes.describe(doc) + ": COEC needs the id of the document " + (kind == Interaction.Kind.CLICK
                    ? "clicked" : "shown") + ". Log it as UBI does, or leave the event out of the log.");
        }
        JsonNode ordinal = record.at("/event_attributes/position/ordinal");
        if (!ordinal.isIntegralNumber() || !ordinal.canConvertToInt() || ordinal.intValue() < 0) {
            throw new InputException(at + " " + what + ", has event_attributes.position.ordinal "
                    + (ordinal.isNumber() ? Shown.value(ordinal.toString()) : JsonTypes.describe(ordinal))
                    + ": COEC needs where the document was shown, a whole number from 0 (the first result). Log it"
                    + " as UBI does, or leave the event out of the log.");
        }
        String userQuery = nonBlankText(record.get("user_query"));
        String queryId = nonBlankText(record.get("query_id"));
        if (userQuery == null && queryId == null) {
            throw new InputException(at + " " + what + ", has neither user_query nor query_id: it cannot be joined"
                    + " to its question. Log the event with its search's query_id, as UBI does.");
        }
        handler.interaction(new Interaction(kind, userQuery, userQuery == null ? queryId : null, doc.asText(),
                ordinal.intValue()));
    }

    /** A UBI query record's search id, handed over with its question so that events without one can join it. */
    static void ubiQuery(JsonNode record, String userQuery, QueryLogReader.Handler handler) {
        String queryId = nonBlankText(record.get("query_id"));
        if (queryId != null) {
            handler.ubiQuery(queryId, userQuery);
        }
    }

    private static String id(JsonNode value, String at, String field) throws InputException {
        if (!value.isTextual() || value.textValue().isBlank()) {
            throw new InputException(at + " has " + JsonTypes.describe(value) + (value.isTextual() ? " (blank)" : "")
                    + " in \"" + field + "\", but every entry must be a document id, a string such as \"doc-7\".");
        }
        return value.textValue();
    }

    private static JsonNode absentIfNull(JsonNode node) {
        return node == null || node.isNull() ? null : node;
    }

    private static String nonBlankText(JsonNode node) {
        return node != null && node.isTextual() && !node.textValue().isBlank() ? node.textValue() : null;
    }
}
