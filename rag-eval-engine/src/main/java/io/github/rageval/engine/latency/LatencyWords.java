package io.github.rageval.engine.latency;

import java.util.function.BinaryOperator;

/**
 * How the latency settings' messages name a setting with a value, in the words of the front end the user wrote them
 * in: the engine's setting words, which this package cannot import (the settings it belongs to import it).
 *
 * @param valued a setting with the value the user wrote ({@code latency = 'false'}, {@code --latency false})
 * @param assigned a setting with a value a message suggests ({@code maxLatencyP95Ms=300},
 *     {@code --max-latency-p95-ms 300})
 * @param setTo what follows "set" in advice ({@code latency to auto}, {@code --latency auto})
 */
public record LatencyWords(BinaryOperator<String> valued, BinaryOperator<String> assigned,
                           BinaryOperator<String> setTo) {
    /** The parameters' own names: what messages say when no front end is at hand. */
    public static final LatencyWords PARAMETERS = new LatencyWords((setting, value) -> setting + " = '" + value + "'",
            (setting, value) -> setting + "=" + value, (setting, value) -> setting + " to " + value);
}
