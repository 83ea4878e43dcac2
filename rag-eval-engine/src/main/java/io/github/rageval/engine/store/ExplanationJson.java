package io.github.rageval.engine.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.explain.DocumentExplanation;
import io.github.rageval.engine.explain.DroppedWord;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.explain.TermContribution;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * A query's explanation as the {@code explanation} object of its case in report.json, and back. What the explanation
 * left out is counted in {@code omitted_words}, {@code omitted_documents} and a document's {@code omitted_terms} and
 * {@code omitted_product}, written only when something was.
 */
public final class ExplanationJson {
    private ExplanationJson() {
    }

    static ObjectNode of(QueryExplanation explanation) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        ArrayNode dropped = node.putArray("dropped_words");
        for (DroppedWord word : explanation.droppedWords()) {
            ObjectNode item = dropped.addObject();
            item.put("word", word.word());
            item.put("reason", word.reason());
            ArrayNode holders = item.putArray("in_relevant_documents");
            word.inRelevantDocuments().forEach(holders::add);
        }
        if (explanation.omittedWords() > 0) {
            node.put("omitted_words", explanation.omittedWords());
        }
        ArrayNode documents = node.putArray("documents");
        for (DocumentExplanation document : explanation.documents()) {
            ObjectNode item = documents.addObject();
            item.put("doc_id", document.docId());
            item.put("relevant", document.relevant());
            if (document.rank().isPresent()) {
                item.put("rank", document.rank().getAsInt());
            } else {
                item.putNull("rank");
            }
            item.put("score", document.score());
            if (document.chunkId() != null) {
                item.put("chunk_id", document.chunkId());
            }
            ArrayNode contributions = item.putArray("contributions");
            for (TermContribution c : document.contributions()) {
                ObjectNode contribution = contributions.addObject().put("term", c.term())
                        .put("query_weight", c.queryWeight()).put("document_weight", c.documentWeight())
                        .put("product", c.product());
                if (c.detail() != null) {
                    contribution.put("detail", c.detail());
                }
            }
            if (document.omittedTerms() > 0) {
                item.put("omitted_terms", document.omittedTerms());
                item.put("omitted_product", document.omittedProduct());
            }
        }
        if (explanation.omittedDocuments() > 0) {
            node.put("omitted_documents", explanation.omittedDocuments());
        }
        return node;
    }

    /** The explanation {@link #of} wrote, read back for the case at this index. */
    public static QueryExplanation read(int caseIndex, JsonNode node) {
        List<DroppedWord> dropped = new ArrayList<>();
        for (JsonNode word : node.path("dropped_words")) {
            List<String> holders = new ArrayList<>();
            word.path("in_relevant_documents").forEach(id -> holders.add(id.asText()));
            dropped.add(new DroppedWord(word.path("word").asText(), word.path("reason").asText(), holders));
        }
        List<DocumentExplanation> documents = new ArrayList<>();
        for (JsonNode document : node.path("documents")) {
            List<TermContribution> contributions = new ArrayList<>();
            for (JsonNode c : document.path("contributions")) {
                contributions.add(new TermContribution(c.path("term").asText(), c.path("query_weight").asDouble(),
                        c.path("document_weight").asDouble(), c.hasNonNull("detail") ? c.get("detail").asText() : null));
            }
            JsonNode rank = document.path("rank");
            documents.add(new DocumentExplanation(document.path("doc_id").asText(),
                    document.path("relevant").asBoolean(), rank.canConvertToInt() ? OptionalInt.of(rank.intValue())
                    : OptionalInt.empty(), document.path("score").asDouble(), contributions,
                    document.hasNonNull("chunk_id") ? document.get("chunk_id").asText() : null,
                    document.path("omitted_terms").asInt(), document.path("omitted_product").asDouble()));
        }
        return new QueryExplanation(caseIndex, dropped, documents, node.path("omitted_words").asInt(),
                node.path("omitted_documents").asInt());
    }
}
