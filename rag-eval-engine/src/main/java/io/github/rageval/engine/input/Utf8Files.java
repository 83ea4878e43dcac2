package io.github.rageval.engine.input;

import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.model.InputException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** A whole text file read as UTF-8, refused when it is not, its byte order mark dropped. */
final class Utf8Files {
    private Utf8Files() {
    }

    /** @param describe how messages name the file ({@code judgments file pool.csv}) */
    static String read(Path file, String describe) throws InputException {
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().decode(ByteBuffer.wrap(Files.readAllBytes(file))).toString();
        } catch (CharacterCodingException e) {
            throw new InputException(describe + " is not UTF-8 text. Save it as UTF-8.", e);
        } catch (IOException e) {
            throw new InputException(describe + " cannot be read: " + FileError.reason(e) + ". Check that it is"
                    + " readable.", e);
        }
        return ByteOrderMark.strip(text);
    }
}
