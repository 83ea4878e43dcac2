package io.github.rageval.engine.faithfulness;

import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.input.QueryKeys;
import io.github.rageval.engine.model.GoldenCase;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.model.RecordedAnswer;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The questions faithfulness judges: every golden question, its text as ragas' {@code user_input} (whichever way its
 * record named it), its recorded answer as {@code response} and the contexts recorded with it as
 * {@code retrieved_contexts} (none when the record gives none, which ragas joins to an empty context).
 */
public final class FaithfulnessQuestions {
    private FaithfulnessQuestions() {
    }

    /** @param golden the golden set with the recorded answers read into it, one per question */
    public static List<FaithfulnessJudging.Question> of(GoldenDataset golden) throws InputException {
        List<String> keys = QueryKeys.of(golden);
        List<FaithfulnessJudging.Question> questions = new ArrayList<>(golden.size());
        for (int i = 0; i < golden.size(); i++) {
            GoldenCase question = golden.cases().get(i);
            RecordedAnswer recorded = question.answers() == null ? null : question.answers().recorded();
            if (recorded == null) {
                throw new IllegalStateException("no recorded answer for " + keys.get(i));
            }
            questions.add(new FaithfulnessJudging.Question(keys.get(i), Objects.requireNonNullElse(question.query(),
                    ""), recorded.response(), recorded.contexts()));
        }
        return questions;
    }
}
