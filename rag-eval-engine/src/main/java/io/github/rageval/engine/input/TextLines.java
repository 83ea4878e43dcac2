package io.github.rageval.engine.input;

import io.github.rageval.engine.format.FileError;
import io.github.rageval.engine.format.Sentences;
import io.github.rageval.engine.model.InputException;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads the line formats (TREC qrels and runs, BEIR's qrels TSV) one line at a time with its 1-based number, so
 * every message can name the line. A byte-order mark at the start is dropped, as the JSON readers drop it, a trailing
 * carriage return too (BEIR ships CRLF files), and blank lines are skipped; a file with no other line is an error. Lines are streamed: a run of millions of lines is not held
 * twice.
 */
final class TextLines {
    /** Receives one non-blank line. */
    interface LineHandler {
        void line(int number, String text) throws InputException;
    }

    private final String role;
    private final String expected;

    /**
     * @param role what the file is, for messages ("qrels", "run")
     * @param expected what a line should look like, for messages
     */
    TextLines(String role, String expected) {
        this.role = role;
        this.expected = expected;
    }

    /** Fails, before anything opens it, unless the file is a regular file (a named pipe would block the read). */
    void requireFile(Path file) throws InputException {
        PathProblems.requireFile(file, describe(file), "Create it (lines like " + expected + ") or point the"
                + " configuration at the right file.", "Point the configuration at a file of lines like " + expected
                + ".");
    }

    void read(Path file, LineHandler handler) throws InputException {
        requireFile(file);
        int contentLines = 0;
        try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            int number = 0;
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                number++;
                String text = line.endsWith("\r") ? line.substring(0, line.length() - 1) : line;
                if (number == 1) {
                    text = ByteOrderMark.strip(text);
                }
                if (!text.isBlank()) {
                    contentLines++;
                    handler.line(number, text);
                }
            }
        } catch (IOException e) {
            throw unreadable(file, e);
        }
        if (contentLines == 0) {
            throw empty(file);
        }
    }

    /** The error for a file that cannot be read (missing, not UTF-8, an I/O error), saying what to do. */
    InputException unreadable(Path file, IOException e) {
        if (e instanceof NoSuchFileException) {
            return new InputException(describe(file) + " does not exist. Create it (lines like " + expected
                    + ") or point the configuration at the right file.");
        }
        if (e instanceof CharacterCodingException) {
            return new InputException(describe(file) + " is not UTF-8 text. Save it as UTF-8.", e);
        }
        return new InputException(Sentences.join(describe(file) + " cannot be read: " + FileError.reason(e),
                "Check that the file exists and is readable."), e);
    }

    /** The error for a file with no line but blank ones. */
    InputException empty(Path file) {
        return new InputException(describe(file) + " is empty. It needs at least one line like " + expected + ".");
    }

    String describe(Path file) {
        return role + " file " + file;
    }

    /** An error about one line: file, line number, the problem and what to do. */
    InputException problem(Path file, int line, String what) {
        return new InputException(describe(file) + ", line " + line + ": " + what);
    }

    /** Splits on runs of whitespace, as trec_eval does, ignoring leading whitespace ({@link WhitespaceFields}). */
    static String[] fields(String line) {
        return WhitespaceFields.split(line);
    }

    /** A TREC comment line, which trec_eval skips: its first non-blank character is '#'. */
    static boolean isComment(String line) {
        return WhitespaceFields.isComment(line);
    }
}
