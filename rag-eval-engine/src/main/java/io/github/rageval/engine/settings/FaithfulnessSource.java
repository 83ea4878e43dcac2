package io.github.rageval.engine.settings;

import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.model.InputException;

/**
 * Where a gate on {@code faithfulness} gets each recorded answer's value: offline, from the judge's replies the
 * faithfulness goal kept ({@code judgeModel}, {@code judgeCache}). Made by the settings pass, read by the evaluation
 * only when a rule names the metric.
 */
@FunctionalInterface
public interface FaithfulnessSource {
    /**
     * The golden set with each recorded answer's faithfulness read into it.
     *
     * @param answered the golden set with the recorded answers read into it
     * @throws InputException for a question whose replies are not kept, or give it no value
     */
    GoldenDataset attach(GoldenDataset answered) throws InputException;
}
