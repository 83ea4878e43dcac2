package io.github.rageval.engine.goal;

import io.github.rageval.engine.format.Shown;
import java.util.Objects;

/**
 * One line a goal says, with what kind of line it is, so that each front end can show it in its own way (Maven's log
 * levels, the command line's standard output and standard error) while the words are the engine's, written once.
 *
 * @param kind what the line is
 * @param text the line without any front end's prefix; may hold line breaks ({@code "...:\n  reason"}); any other
 *     control character is kept as its escape ({@link Shown#lines})
 */
public record OutputLine(Kind kind, String text) {
    public OutputLine {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(text, "text");
        // Queries and ids reach the console report and the warnings: their control characters are shown escaped.
        text = Shown.lines(text);
    }

    /** What a line is, which decides where and how a front end shows it. */
    public enum Kind {
        /** The goal's report: the console report, the pool's or the lock's summary. Shown as it is. */
        REPORT,
        /** A warning that is part of the report (a diagnostic of the analysis). Shown at warning level. */
        REPORT_WARNING,
        /** What the tool says beside the report (what it re-reads, what it leaves to another goal). */
        NOTE,
        /** A warning of the tool's own (a setting not read, a file it could not append to). */
        WARNING,
        /** A whole message standing alone at warning level: a failed gate that does not fail the build. */
        ALERT,
        /** A whole message standing alone at error level: a failed gate left to a later goal to fail. */
        ERROR
    }

    public static OutputLine report(String text) {
        return new OutputLine(Kind.REPORT, text);
    }

    public static OutputLine note(String text) {
        return new OutputLine(Kind.NOTE, text);
    }

    public static OutputLine warning(String text) {
        return new OutputLine(Kind.WARNING, text);
    }

    /**
     * Whether a terminal (the command line, a test's console) shows the line on standard output: the report goes
     * there, everything the tool says beside it on standard error, so that the report can be piped alone.
     */
    public boolean toStandardOutput() {
        return kind == Kind.REPORT;
    }

    /** The line as a terminal shows it: the tool's own notes and warnings behind {@code rag-eval: }. */
    public String onTerminal() {
        return switch (kind) {
            case REPORT, ALERT, ERROR -> text;
            case NOTE -> "rag-eval: " + text;
            case REPORT_WARNING, WARNING -> "rag-eval: warning: " + text;
        };
    }
}
