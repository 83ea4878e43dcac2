package io.github.rageval.engine.goldenset.judge;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.model.InputException;
import io.github.rageval.engine.saved.AtomicFiles;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The judge's agreement with people, for machines: written beside the pool as {@code <pool>.judge-agreement.json}
 * ({@code pool.jsonl}: {@code pool.judge-agreement.json}), atomically, whether or not {@code minJudgeAgreement} let
 * the judge grade, so that a refusal is on record as much as an acceptance. The confusion matrix's rows are people's
 * grades and its columns the judge's, over {@code labels}, as scikit-learn's {@code confusion_matrix(people, judge)}.
 * A kappa that is undefined (one grade only on both sides) is {@code null}.
 */
public final class AgreementFile {
    /** What the file's name adds to the pool's name without its extension. */
    public static final String SUFFIX = ".judge-agreement.json";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private AgreementFile() {
    }

    /** The record's place beside the pool: {@code pool.jsonl} gives {@code pool.judge-agreement.json}. */
    public static Path beside(Path pool) {
        String name = pool.getFileName().toString();
        int dot = name.lastIndexOf('.');
        return pool.resolveSibling((dot > 0 ? name.substring(0, dot) : name) + SUFFIX);
    }

    /**
     * @param accepted whether the judge went on to grade the pool (false: {@code minJudgeAgreement} refused it)
     * @throws InputException when the file cannot be written
     */
    static void write(Path pool, JudgeAgreement agreement, String model, AgreementCheck check, boolean accepted)
            throws InputException {
        Path file = beside(pool);
        try {
            AtomicFiles.write(file, json(pool, agreement, model, check, accepted));
        } catch (IOException e) {
            throw new InputException("the judge's agreement record " + file + " cannot be written: "
                    + FileError.reason(e) + ". Check that the pool's folder is writable.", e);
        }
    }

    static String json(Path pool, JudgeAgreement agreement, String model, AgreementCheck check, boolean accepted) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("judged_by", PoolJudging.UMBRELA + model);
        root.put("pool", pool.getFileName().toString());
        root.put("human_graded", agreement.humanGraded());
        root.put("sample", check.sample());
        root.put("seed", AgreementCheck.SEED);
        root.put("pairs", agreement.pairs());
        root.put("unreadable", agreement.unreadable());
        root.put("relevance_level", agreement.relevanceLevel());
        number(root, "kappa", agreement.kappa());
        number(root, "kappa_grades", agreement.gradedKappa());
        ArrayNode labels = root.putArray("labels");
        for (int label : agreement.labels()) {
            labels.add(label);
        }
        ArrayNode confusion = root.putArray("confusion");
        for (int[] row : agreement.confusion()) {
            ArrayNode counts = confusion.addArray();
            for (int count : row) {
                counts.add(count);
            }
        }
        root.put("people_relevant", agreement.peopleRelevant());
        ObjectNode falseRelevant = root.putObject("judge_relevant_people_not");
        falseRelevant.put("count", agreement.falseRelevant());
        number(falseRelevant, "share", agreement.falseRelevantShare());
        root.put("measurable", agreement.measurable());
        if (check.minimum() == null) {
            root.putNull("min_judge_agreement");
        } else {
            root.put("min_judge_agreement", check.minimum());
        }
        root.put("accepted", accepted);
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        DefaultPrettyPrinter printer = new DefaultPrettyPrinter().withObjectIndenter(indenter);
        try {
            return MAPPER.writer(printer).writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a tree of numbers and strings cannot fail to be written", e);
        }
    }

    private static void number(ObjectNode node, String field, double value) {
        if (Double.isNaN(value)) {
            node.putNull(field);
        } else {
            node.put(field, value);
        }
    }
}
