package io.github.rageval.engine.input;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What judgments add to a golden set ({@link JudgmentMerge#newGrades}): per case, the documents it did not grade
 * yet with their grades, in the order the judgments gave them.
 *
 * @param perCase for each golden case, in golden order, the grades added (empty for none)
 * @param alreadyThere the judgments that graded a document as it was already graded (by the golden set, or by an
 *     earlier judgment): nothing to add
 */
public record NewGrades(List<Map<String, Integer>> perCase, int alreadyThere) {
    public NewGrades {
        // In the judgments' order: the judgments goal appends them to each case in that order.
        perCase = perCase.stream().map(grades -> Collections.unmodifiableMap(new LinkedHashMap<>(grades))).toList();
    }
}
