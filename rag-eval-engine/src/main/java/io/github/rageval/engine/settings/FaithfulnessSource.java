package io.github.rageval.engine.settings;

import io.github.rageval.engine.input.GoldenDataset;
import io.github.rageval.engine.model.InputException;

/**
 * Where a gate on {@code faithfulness} gets each recorded answer's value: offline, from the judge's replies the
 * faithfulness goal kept ({@code judgeModel}, {@code judgeCache}). Made by the settings pass, read by the evaluation
 * only when a rule names the metric; the baseline records the model, since another judge gives other values.
 */
public interface FaithfulnessSource {
    /**
     * The golden set with each recorded answer's faithfulness read into it.
     *
     * @param answered the golden set with the recorded answers read into it
     * @throws InputException for a question whose replies are not kept, or give it no value
     */
    GoldenDataset attach(GoldenDataset answered) throws InputException;

    /** @return the judge model whose replies give the values ({@code judgeModel}) */
    String model();

    /** How the values are read into the golden set. */
    @FunctionalInterface
    interface Reading {
        /** As {@link FaithfulnessSource#attach}. */
        GoldenDataset attach(GoldenDataset answered) throws InputException;
    }

    /** The source of this model's values, read as {@code reading} reads them. */
    static FaithfulnessSource of(String model, Reading reading) {
        return new FaithfulnessSource() {
            @Override
            public GoldenDataset attach(GoldenDataset answered) throws InputException {
                return reading.attach(answered);
            }

            @Override
            public String model() {
                return model;
            }
        };
    }
}
