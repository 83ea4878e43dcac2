package io.github.rageval.engine.input;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * One JSON object read from an input file, with where it starts, so that errors about its fields can name the
 * place: its 1-based number in the file, and the line and column of its opening brace.
 */
record JsonRecord(ObjectNode fields, int number, int line, int column) {

    /** "record 3 (line 7, column 3)": how messages name this record. */
    String place() {
        return place(number, line, column);
    }

    static String place(int number, int line, int column) {
        return "record " + number + " (" + position(line, column) + ")";
    }

    /** "line 7, column 3": where the record starts. */
    String position() {
        return position(line, column);
    }

    private static String position(int line, int column) {
        return "line " + line + ", column " + column;
    }
}
