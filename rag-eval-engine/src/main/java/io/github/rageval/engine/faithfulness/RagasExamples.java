package io.github.rageval.engine.faithfulness;

import static io.github.rageval.engine.faithfulness.FaithfulnessPrompts.fields;

import java.util.List;
import java.util.Map;

/**
 * The examples of ragas' two faithfulness prompts, word for word: {@code StatementGeneratorPrompt.examples} and
 * {@code NLIStatementPrompt.examples} of {@code src/ragas/metrics/_faithfulness.py} (explodinggradients/ragas, commit
 * 3e28e9dec93897f47a98065be4c62f6d072a45a7, lines 39 to 55 and 77 to 130), each an input and an output model with
 * their fields in ragas' order.
 */
final class RagasExamples {
    private RagasExamples() {
    }

    static List<List<Map<String, Object>>> statementExamples() {
        return List.of(List.of(
                fields("question", "Who was Albert Einstein and what is he best known for?",
                        "answer", "He was a German-born theoretical physicist, widely acknowledged to be one of the"
                                + " greatest and most influential physicists of all time. He was best known for"
                                + " developing the theory of relativity, he also made important contributions to the"
                                + " development of the theory of quantum mechanics."),
                fields("statements", List.of(
                        "Albert Einstein was a German-born theoretical physicist.",
                        "Albert Einstein is recognized as one of the greatest and most influential physicists of all"
                                + " time.",
                        "Albert Einstein was best known for developing the theory of relativity.",
                        "Albert Einstein also made important contributions to the development of the theory of"
                                + " quantum mechanics."))));
    }

    static List<List<Map<String, Object>>> verdictExamples() {
        return List.of(
                List.of(fields("context", "John is a student at XYZ University. He is pursuing a degree in Computer"
                                + " Science. He is enrolled in several courses this semester, including Data"
                                + " Structures, Algorithms, and Database Management. John is a diligent student and"
                                + " spends a significant amount of time studying and completing assignments. He"
                                + " often stays late in the library to work on his projects.",
                        "statements", List.of("John is majoring in Biology.",
                                "John is taking a course on Artificial Intelligence.",
                                "John is a dedicated student.",
                                "John has a part-time job.")),
                        fields("statements", List.of(
                                verdict("John is majoring in Biology.", "John's major is explicitly mentioned as"
                                        + " Computer Science. There is no information suggesting he is majoring in"
                                        + " Biology.", 0),
                                verdict("John is taking a course on Artificial Intelligence.", "The context mentions"
                                        + " the courses John is currently enrolled in, and Artificial Intelligence is"
                                        + " not mentioned. Therefore, it cannot be deduced that John is taking a"
                                        + " course on AI.", 0),
                                verdict("John is a dedicated student.", "The context states that he spends a"
                                        + " significant amount of time studying and completing assignments."
                                        + " Additionally, it mentions that he often stays late in the library to"
                                        + " work on his projects, which implies dedication.", 1),
                                verdict("John has a part-time job.", "There is no information given in the context"
                                        + " about John having a part-time job.", 0)))),
                List.of(fields("context", "Photosynthesis is a process used by plants, algae, and certain bacteria"
                                + " to convert light energy into chemical energy.",
                        "statements", List.of("Albert Einstein was a genius.")),
                        fields("statements", List.of(verdict("Albert Einstein was a genius.",
                                "The context and statement are unrelated", 0)))));
    }

    private static Map<String, Object> verdict(String statement, String reason, int verdict) {
        return fields("statement", statement, "reason", reason, "verdict", verdict);
    }
}
