package io.github.rageval.engine.render;

import io.github.rageval.engine.explain.DocumentExplanation;
import io.github.rageval.engine.explain.DroppedWord;
import io.github.rageval.engine.explain.ExplanationLimits;
import io.github.rageval.engine.explain.QueryExplanation;
import io.github.rageval.engine.explain.TermContribution;
import io.github.rageval.engine.format.PythonFormat;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * An explanation as console lines, under the query's block: first the words that never became terms (one line
 * each for words a relevant document holds, the rest grouped by reason), then each explained document with its
 * rank, score and term contributions (query weight x document weight), or, for a score without terms (a dense
 * retriever's similarity), how far below the top result's it lies. What the explanation left out (beyond
 * {@link ExplanationLimits}) is said in a closing line, and a document's terms left out in its line.
 */
final class ExplanationLines {
    private static final String FIRST = "       why: ";
    private static final String NEXT = "            ";

    private ExplanationLines() {
    }

    static List<String> of(QueryExplanation explanation) {
        List<String> bodies = new ArrayList<>();
        Map<String, List<String>> othersByReason = new LinkedHashMap<>();
        for (DroppedWord dropped : explanation.droppedWords()) {
            if (dropped.inRelevantDocuments().isEmpty()) {
                othersByReason.computeIfAbsent(dropped.reason(), r -> new ArrayList<>()).add(dropped.word());
            } else {
                bodies.add(dropped.word() + ": " + dropped.reason() + ", found in relevant "
                        + String.join(", ", dropped.inRelevantDocuments()));
            }
        }
        // "also" only after a line it adds to: a group that opens the explanation adds to nothing.
        othersByReason.forEach((reason, words) -> bodies.add((bodies.isEmpty() ? "" : "also ") + reason + ": "
                + String.join(", ", words)));
        if (explanation.omittedWords() > 0) {
            bodies.add("and " + explanation.omittedWords() + " more words that never became terms, not listed (at most "
                    + ExplanationLimits.DROPPED_WORDS + " are)");
        }
        DocumentExplanation top = explanation.documents().stream()
                .filter(d -> d.rank().isPresent() && d.rank().getAsInt() == 1).findFirst().orElse(null);
        for (DocumentExplanation document : explanation.documents()) {
            bodies.add(documentLine(document, top));
        }
        if (explanation.omittedDocuments() > 0) {
            bodies.add("and " + explanation.omittedDocuments() + " more documents, not explained (at most "
                    + ExplanationLimits.RETRIEVED_DOCUMENTS + " of the top k and " + ExplanationLimits.RELEVANT_DOCUMENTS
                    + " relevant ones outside it are)");
        }
        List<String> lines = new ArrayList<>();
        for (int i = 0; i < bodies.size(); i++) {
            lines.add((i == 0 ? FIRST : NEXT) + bodies.get(i));
        }
        return lines;
    }

    private static String documentLine(DocumentExplanation document, DocumentExplanation top) {
        String name = document.docId() + (document.relevant() ? " (relevant)" : "");
        if (document.rank().isEmpty()) {
            return name + ": not retrieved: score 0, shares no term with the query";
        }
        String chunk = document.chunkId() == null ? "" : " (chunk " + document.chunkId() + ")";
        if (document.contributions().isEmpty()) {
            // A score with no terms to credit (a vector's similarity): set against the top result's.
            String gap = top == null || top == document || document.rank().getAsInt() == 1 ? ""
                    : ", " + PythonFormat.decimals(top.score() - document.score(), 4) + " below rank 1 ("
                    + top.docId() + ")";
            return name + ": rank " + document.rank().getAsInt() + chunk + ", score "
                    + PythonFormat.decimals(document.score(), 4) + gap;
        }
        String terms = document.contributions().stream().map(ExplanationLines::contribution)
                .collect(Collectors.joining(" + "));
        if (document.omittedTerms() > 0) {
            terms += " + " + document.omittedTerms() + " more terms "
                    + PythonFormat.decimals(document.omittedProduct(), 4);
        }
        return name + ": rank " + document.rank().getAsInt() + chunk + ", score "
                + PythonFormat.decimals(document.score(), 4) + " = " + terms;
    }

    private static String contribution(TermContribution c) {
        return c.term() + " " + PythonFormat.decimals(c.queryWeight(), 4) + " x "
                + PythonFormat.decimals(c.documentWeight(), 4) + (c.detail() == null ? "" : " (" + c.detail() + ")");
    }
}
