package io.github.rageval.engine.metrics.answers;

import io.github.rageval.engine.retriever.text.PythonLowercase;
import io.github.rageval.engine.retriever.text.PythonText;
import java.util.List;

/**
 * Knowledge F1 (Shuster et al. 2021, "Retrieval Augmentation Reduces Hallucination in Conversation"): the token F1
 * between a response and the knowledge it was given, high when the response draws on that knowledge, as ParlAI
 * computes it (facebookresearch/ParlAI, commit a29567f):
 *
 * <ul>
 *   <li>the knowledge: the documents given to the model joined by a space, one string, as the
 *       {@code knowledge_f1_docs} metric of {@code parlai/tasks/wizard_of_internet/agents.py} builds it
 *       ({@code F1Metric.compute(resp, [' '.join(docs)])}; the paper's Wizard of Wikipedia score is the same F1
 *       against the one knowledge sentence the human used, which a RAG trace does not have);</li>
 *   <li>the F1: {@code F1Metric.compute} of {@code parlai/core/metrics.py} (unchanged since 25df082), i.e.
 *       {@link TokenF1} of the two texts' tokens after ParlAI's own {@code normalize_answer}.</li>
 * </ul>
 *
 * <p>ParlAI's normalisation is not quite SQuAD's: it lowers, then replaces each of the same 32 ASCII marks by a
 * space (SQuAD deletes them), then drops the articles and splits. So {@code don't} is two tokens here,
 * {@code don t}, but one in SQuAD, {@code dont}. No documents (or only empty ones) give 0.
 */
public final class KnowledgeF1 {
    private KnowledgeF1() {
    }

    /** The token F1 of the response against the contexts joined by a space. */
    public static double score(String response, List<String> contexts) {
        return TokenF1.of(tokens(response), tokens(String.join(" ", contexts)));
    }

    /** ParlAI's {@code normalize_answer(text).split()}. */
    static List<String> tokens(String text) {
        return PythonText.split(normalize(text));
    }

    /** ParlAI's {@code normalize_answer}: lower, each mark to a space, articles out, single spaces. */
    static String normalize(String text) {
        String lower = PythonLowercase.lower(text);
        StringBuilder spaced = new StringBuilder(lower.length());
        for (int i = 0; i < lower.length(); i++) {
            char c = lower.charAt(i);
            spaced.append(SquadText.PUNCTUATION.indexOf(c) < 0 ? c : ' ');
        }
        return SquadText.singleSpaced(SquadText.withoutArticles(spaced.toString()));
    }
}
