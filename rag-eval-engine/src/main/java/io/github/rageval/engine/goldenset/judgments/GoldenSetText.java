package io.github.rageval.engine.goldenset.judgments;

import com.fasterxml.jackson.core.JsonProcessingException;
import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.goldenset.text.JsonRecords;
import io.github.rageval.engine.goldenset.text.RecordText;
import io.github.rageval.engine.goldenset.text.Utf8Text;
import io.github.rageval.engine.input.JsonSyntax;
import io.github.rageval.engine.model.InputException;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A golden set's text, read a second time (after {@link io.github.rageval.engine.input.GoldenDatasetLoader} has
 * checked it) for where each record and each of its fields lie, so that grades can be written into it without
 * touching anything else: the layout (a JSON array or JSON Lines), the order of the keys, the spacing, the escapes
 * and the numbers as written all stay, which a tree parsed and printed again would not keep.
 *
 * @param file the file's text, its byte order mark apart
 * @param records the records, in file order
 */
record GoldenSetText(Utf8Text file, List<RecordText> records) {

    GoldenSetText {
        records = List.copyOf(records);
    }

    /** The text, without a byte order mark. */
    String text() {
        return file.text();
    }

    /**
     * @throws InputException when the file is not UTF-8 (the loader may have read another Unicode encoding), or
     *     cannot be read
     */
    static GoldenSetText read(Path file) throws InputException {
        String describe = "golden dataset file " + file;
        Utf8Text text;
        try {
            text = Utf8Text.decode(Files.readAllBytes(file));
        } catch (CharacterCodingException e) {
            throw new InputException(describe + " is not UTF-8 text, which the judgments goal writes back. Save it"
                    + " as UTF-8.", e);
        } catch (IOException e) {
            throw new InputException(describe + " cannot be read: " + FileError.reason(e) + ". Check that it is"
                    + " readable.", e);
        }
        try {
            return new GoldenSetText(text, JsonRecords.parse(text.text()));
        } catch (JsonProcessingException e) {
            // The loader read the same text without a complaint a moment ago.
            JsonSyntax.Problem problem = JsonSyntax.problem(e, null);
            throw new InputException(describe + problem.atPlace() + " changed while it was read: "
                    + problem.getMessage() + ". Run the goal again once nothing else writes it.", e);
        } catch (IOException e) {
            throw new InputException(describe + " cannot be read: " + FileError.reason(e) + ". Check that it is"
                    + " readable.", e);
        }
    }
}
