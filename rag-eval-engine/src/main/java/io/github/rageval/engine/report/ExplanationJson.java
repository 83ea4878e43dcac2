package io.github.rageval.engine.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.explain.DocumentExplanation;
import io.github.rageval.engine.explain.DroppedWord;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.explain.TermContribution;

/** A query's explanation as the {@code explanation} object of its case in report.json. */
final class ExplanationJson {
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
            ArrayNode contributions = item.putArray("contributions");
            for (TermContribution c : document.contributions()) {
                contributions.addObject().put("term", c.term()).put("query_weight", c.queryWeight())
                        .put("document_weight", c.documentWeight()).put("product", c.product());
            }
        }
        return node;
    }
}
