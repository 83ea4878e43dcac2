package io.github.rageval.engine.faithfulness;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.saved.AtomicFiles;
import io.github.rageval.engine.saved.GoalFiles;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The faithfulness judge's agreement with people, for machines: {@code faithfulness-agreement.json} in the report
 * folder, written atomically whether or not {@code minJudgeAgreement} let the goal pass, so that a refusal is on record
 * as much as a pass. The confusion matrix's rows are people's labels and its columns the judge's, 0 (not faithful)
 * then 1 (faithful), as scikit-learn's {@code confusion_matrix(people, judge, labels=[0, 1])}. A kappa that is
 * undefined (one label only on both sides, or no pair) is {@code null}. Every labelled answer is used: no sample, no
 * seed.
 */
public final class FaithfulnessAgreementFile {
    /** The file's name in the report folder. */
    public static final String FILE_NAME = GoalFiles.FAITHFULNESS_AGREEMENT;
    private static final ObjectMapper MAPPER = new ObjectMapper();
    /** Two spaces an indent and a line feed a line on every system, so that the file's bytes are the same anywhere. */
    private static final ObjectWriter WRITER = MAPPER.writer(new DefaultPrettyPrinter()
            .withObjectIndenter(new DefaultIndenter("  ", "\n")));

    private FaithfulnessAgreementFile() {
    }

    /**
     * @param answers the recorded answers whose labels were read
     * @param passed whether the goal passed (false: {@code minJudgeAgreement} refused the judge)
     * @throws InputException when the file cannot be written
     */
    public static void write(Path file, Path answers, FaithfulnessAgreement agreement, String model,
                             FaithfulnessAgreementCheck check, boolean passed) throws InputException {
        try {
            AtomicFiles.write(file, json(answers, agreement, model, check, passed));
        } catch (IOException e) {
            throw new InputException("the faithfulness judge's agreement record " + file + " cannot be written: "
                    + FileError.reason(e) + ". Check that the report folder is writable.", e);
        }
    }

    static String json(Path answers, FaithfulnessAgreement agreement, String model, FaithfulnessAgreementCheck check,
                       boolean passed) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("judged_by", "ragas:" + model);
        root.put("recorded_answers", answers.getFileName().toString());
        root.put("judge_faithful_when", "score == 1");
        root.put("labelled", agreement.labelled());
        root.put("pairs", agreement.pairs());
        root.put("unscored", agreement.unscored());
        root.put("kappa", defined(agreement.kappa()));
        root.putArray("labels").add(0).add(FaithfulnessAgreement.FAITHFUL);
        ArrayNode confusion = root.putArray("confusion");
        for (int[] row : agreement.confusion()) {
            confusion.addArray().add(row[0]).add(row[1]);
        }
        root.put("people_faithful", agreement.peopleFaithful());
        ObjectNode falseFaithful = root.putObject("judge_faithful_people_not");
        falseFaithful.put("count", agreement.falseFaithful());
        falseFaithful.put("share", defined(agreement.falseFaithfulShare()));
        ArrayNode keys = falseFaithful.putArray("query_ids");
        agreement.falseFaithfulKeys().forEach(keys::add);
        root.put("measurable", agreement.measurable());
        // Jackson writes a null BigDecimal as null: no minimum, the agreement reported only.
        root.put("min_judge_agreement", check.minimum());
        root.put("passed", passed);
        try {
            return WRITER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of numbers and strings cannot fail to be written", e);
        }
    }

    /** The value, or null (written {@code null}) where it is undefined: JSON has no NaN. */
    private static Double defined(double value) {
        return Double.isNaN(value) ? null : value;
    }
}
