package io.github.rageval.engine.metrics;

import io.github.rageval.engine.metrics.answers.SquadText;
import io.github.rageval.engine.metrics.contexts.NonLlmContextPrecision;
import io.github.rageval.engine.metrics.contexts.NonLlmContextRecall;
import java.util.List;

/**
 * The evidence metrics at c: whether the first c retrieved contexts hold what answers the question, read from their
 * texts ({@link ContextTexts}), needing no recorded answer.
 *
 * <ul>
 *   <li>{@code answer_containment}: 1 when some reference answer, normalised as the SQuAD v1.1 script normalises it
 *       ({@link SquadText#normalize}: lower case, no ASCII punctuation, no articles, single spaces), occurs in some
 *       context normalised alike, as whole tokens; else 0. A reference that normalises to nothing ("The") is never
 *       found.</li>
 *   <li>{@code key_fact_recall}: the share of the question's key facts found so in some context.</li>
 *   <li>{@code nonllm_context_precision} and {@code nonllm_context_recall}: ragas' {@code
 *       NonLLMContextPrecisionWithReference} and {@code NonLLMContextRecall} of the contexts against the reference
 *       contexts ({@link NonLlmContextPrecision}, {@link NonLlmContextRecall}); 0 where ragas raises or gives NaN
 *       (no reference context, or nothing retrieved), as precision and recall are 0 here when nothing is found.</li>
 * </ul>
 */
final class EvidenceMetric extends CutoffMetric {
    private enum Kind { CONTAINMENT, KEY_FACTS, PRECISION, RECALL }

    private final Kind kind;

    private EvidenceMetric(int cutoff, Kind kind) {
        super(cutoff);
        this.kind = kind;
    }

    static EvidenceMetric containment(int cutoff) {
        return new EvidenceMetric(cutoff, Kind.CONTAINMENT);
    }

    static EvidenceMetric keyFacts(int cutoff) {
        return new EvidenceMetric(cutoff, Kind.KEY_FACTS);
    }

    static EvidenceMetric nonLlmPrecision(int cutoff) {
        return new EvidenceMetric(cutoff, Kind.PRECISION);
    }

    static EvidenceMetric nonLlmRecall(int cutoff) {
        return new EvidenceMetric(cutoff, Kind.RECALL);
    }

    @Override
    public double score(RankedResult result) {
        ReadContexts contexts = result.contexts(cutoff);
        CaseEvidence evidence = result.evidence();
        return switch (kind) {
            case CONTAINMENT -> found(evidence.requireAnswers().answers(), contexts.normalised()) > 0 ? 1 : 0;
            case KEY_FACTS -> {
                List<String> facts = evidence.requireAnswers().keyFacts();
                yield (double) found(facts, contexts.normalised()) / facts.size();
            }
            // Where ragas raises or gives NaN (no reference context, or nothing retrieved), 0: nothing was found.
            case PRECISION -> evidence.referenceTexts().isEmpty() ? 0
                    : NonLlmContextPrecision.score(contexts.similarities());
            case RECALL -> evidence.referenceTexts().isEmpty() || contexts.texts().isEmpty() ? 0
                    : NonLlmContextRecall.score(contexts.similarities());
        };
    }

    /**
     * How many of the texts occur, normalised, as whole tokens in some context.
     *
     * @param contexts the contexts as {@link ReadContexts#normalised()} gives them
     */
    private static int found(List<String> texts, List<String> contexts) {
        int found = 0;
        for (String text : texts) {
            String sought = SquadText.normalize(text);
            if (!sought.isEmpty() && contexts.stream().anyMatch(context -> context.contains(" " + sought + " "))) {
                found++;
            }
        }
        return found;
    }
}
