package io.github.rageval.engine.metrics;

import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.model.SpanReference;
import io.github.rageval.engine.format.Counted;
import io.github.rageval.engine.format.Sentences;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The texts the evidence metrics read: what each retrieved result holds, and the reference contexts a question's
 * labels stand for. A retrieved result's context is the text its retriever returned with it (a passage of its own);
 * else, when it was ranked by a chunk whose place is known, that chunk of its document; else its whole document.
 * A question's reference contexts are the texts of the documents it judges relevant (at the relevance level, in
 * judgment order) or, for a question labelled by spans, the texts of its spans. Each evaluator has one, which
 * the evaluation fills once from the corpus's read when one of its metrics reads texts.
 */
public final class ContextTexts {
    /** The corpus's texts by document id; none until read (a run file's evaluation, a retriever without a corpus). */
    private volatile Map<String, String> documents = Map.of();

    ContextTexts() {
    }

    /**
     * The corpus's texts, handed over once its read is done, before any list is scored (the evaluation's threads
     * start after this write).
     */
    public void read(Map<String, String> texts) {
        // Not copied: the read is over, and nothing writes the map again; a copy would hold the corpus twice.
        this.documents = texts;
    }

    /** The context a result stands for; null when neither the result nor the corpus gives its text. */
    public String of(ScoredDocument result) {
        if (result.text() != null) {
            return result.text();
        }
        CharSpan span = result.chunk() == null ? null : result.chunk().span();
        if (span != null && span.placed()) {
            String document = documents.get(span.docId());
            return document == null ? null : span.of(document);
        }
        return documents.get(result.docId());
    }

    /**
     * The warning of an evaluation some of whose contexts have no known text: neither the retriever returned one nor
     * the corpus holds the document; the metrics that read texts read them as empty, which would pass for a retriever
     * that found nothing. Empty when every context read has a text.
     *
     * @param retriever how the warning names the retriever
     * @param depth how many results of each list the metrics read (k)
     * @param metrics the metrics that read the texts, as the warning names them
     */
    public Optional<String> missing(String retriever, List<CaseResult> cases, int depth, List<String> metrics) {
        int missing = 0;
        int queries = 0;
        for (CaseResult result : cases) {
            int before = missing;
            for (ScoredDocument document : result.retrieved().subList(0, Math.min(depth, result.retrieved().size()))) {
                if (of(document) == null) {
                    missing++;
                }
            }
            queries += missing > before ? 1 : 0;
        }
        return missing == 0 ? Optional.empty() : Optional.of("retriever " + retriever + " returned "
                + Counted.of(missing, "result", "results") + " in the top " + depth + " of "
                + Counted.of(queries, "query", "queries") + " without a text, and no corpus read holds them: "
                + Sentences.and(metrics) + " read them as empty. Give the corpus, or return each passage's text"
                + " with its result");
    }

    /**
     * The reference contexts of a question, in label order; a document the corpus does not hold gives none.
     *
     * @param relevanceLevel the least grade that counts as relevant
     */
    List<String> references(GoldenCase golden, int relevanceLevel) {
        List<String> texts = new ArrayList<>();
        if (golden.spans() != null) {
            for (SpanReference reference : golden.spans().references()) {
                String document = documents.get(reference.docId());
                if (document != null && reference.ranged()) {
                    texts.add(reference.span().of(document));
                }
            }
            return texts;
        }
        for (String id : golden.relevantDocIds(relevanceLevel)) {
            String document = documents.get(id);
            if (document != null) {
                texts.add(document);
            }
        }
        return texts;
    }
}
