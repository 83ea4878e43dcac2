package io.github.rageval.engine.metrics;

import io.github.rageval.engine.model.CharSpan;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.ScoredDocument;
import io.github.rageval.engine.model.SpanReference;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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
