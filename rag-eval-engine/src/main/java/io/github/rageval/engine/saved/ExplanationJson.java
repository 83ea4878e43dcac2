package io.github.rageval.engine.saved;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.evaluation.ResultSource;
import io.github.rageval.engine.explain.DocumentExplanation;
import io.github.rageval.engine.explain.DroppedWord;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.explain.TermContribution;
import io.github.rageval.engine.model.InputException;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;

/**
 * A query's explanation as the {@code explanation} object of its case in report.json, and back. What the explanation
 * left out is counted in {@code omitted_words}, {@code omitted_documents} and a document's {@code omitted_terms} and
 * {@code omitted_product}, written only when something was.
 */
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

    /**
     * The explanation {@link #of} wrote, read back for the case at this index and checked like the rest of the
     * report: a field missing or of the wrong type, a negative count or a rank that no ranking holds is a problem
     * naming its place ({@code cases[3].explanation.documents[0].rank}), never a default silently taken.
     *
     * @param where the explanation's place in the file, {@code cases[3].explanation}
     * @param documents the number of documents the retriever ranked, the highest rank there is; or
     *     {@link io.github.rageval.engine.evaluation.ResultSource.Retriever#NO_CORPUS} when the report does not say
     * @param values the reader's checks, which name the file
     */
    static QueryExplanation read(int caseIndex, JsonNode node, String where, int documents, ReadBackValues values)
            throws InputException {
        values.object(node, where);
        List<DroppedWord> dropped = new ArrayList<>();
        JsonNode words = values.array(node, "dropped_words", where);
        for (int i = 0; i < words.size(); i++) {
            String place = where + ".dropped_words[" + i + "]";
            JsonNode word = values.object(words.get(i), place);
            dropped.add(new DroppedWord(values.text(word, "word", place), values.text(word, "reason", place),
                    values.strings(values.array(word, "in_relevant_documents", place),
                            place + ".in_relevant_documents")));
        }
        List<DocumentExplanation> explained = new ArrayList<>();
        JsonNode list = values.array(node, "documents", where);
        for (int i = 0; i < list.size(); i++) {
            explained.add(document(list.get(i), where + ".documents[" + i + "]", documents, values));
        }
        return new QueryExplanation(caseIndex, dropped, explained, omitted(node, "omitted_words", where, values),
                omitted(node, "omitted_documents", where, values));
    }

    private static DocumentExplanation document(JsonNode node, String place, int documents, ReadBackValues values)
            throws InputException {
        values.object(node, place);
        List<TermContribution> contributions = new ArrayList<>();
        JsonNode list = values.array(node, "contributions", place);
        for (int i = 0; i < list.size(); i++) {
            contributions.add(contribution(list.get(i), place + ".contributions[" + i + "]", values));
        }
        int omittedTerms = omitted(node, "omitted_terms", place, values);
        if (omittedTerms == 0 && node.has("omitted_product")) {
            throw values.problem("\"" + place + ".omitted_product\" is given without \"omitted_terms\"");
        }
        return new DocumentExplanation(values.text(node, "doc_id", place), values.bool(node, "relevant", place),
                rank(node, place, documents, values), values.number(node, "score", place), contributions,
                node.has("chunk_id") ? values.text(node, "chunk_id", place) : null, omittedTerms,
                omittedTerms == 0 ? 0 : values.number(node, "omitted_product", place));
    }

    /** A document's rank: null for one not retrieved at all, else from 1 to the number of documents ranked. */
    private static OptionalInt rank(JsonNode node, String place, int documents, ReadBackValues values)
            throws InputException {
        if (!node.has("rank")) {
            throw values.problem("\"" + place + ".rank\" is missing (null for a document not retrieved)");
        }
        if (node.get("rank").isNull()) {
            return OptionalInt.empty();
        }
        int rank = values.integerAtLeast(node, "rank", place, 1);
        if (documents != ResultSource.Retriever.NO_CORPUS && rank > documents) {
            throw values.problem("\"" + place + ".rank\" is " + rank + ", past the " + documents
                    + " documents ranked");
        }
        return OptionalInt.of(rank);
    }

    private static TermContribution contribution(JsonNode node, String place, ReadBackValues values)
            throws InputException {
        values.object(node, place);
        TermContribution contribution = new TermContribution(values.text(node, "term", place),
                values.number(node, "query_weight", place), values.number(node, "document_weight", place),
                node.has("detail") ? values.text(node, "detail", place) : null);
        // The product is written for readers of the file; read back, it must be the one the weights give.
        if (values.number(node, "product", place) != contribution.product()) {
            throw values.problem("\"" + place + ".product\" is " + node.get("product").asText() + ", not"
                    + " query_weight x document_weight (" + contribution.product() + ")");
        }
        return contribution;
    }

    /** A count of what was left out, written only when not 0. */
    private static int omitted(JsonNode node, String name, String where, ReadBackValues values)
            throws InputException {
        return node.has(name) ? values.integerAtLeast(node, name, where, 0) : 0;
    }
}
