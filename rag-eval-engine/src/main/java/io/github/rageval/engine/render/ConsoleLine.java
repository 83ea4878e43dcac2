package io.github.rageval.engine.render;

/**
 * One line of console output and whether it is a warning (a build log shows it as {@code [WARNING]}).
 *
 * @param warning a warning rather than information
 * @param text the line
 */
public record ConsoleLine(boolean warning, String text) {

    public static ConsoleLine info(String text) {
        return new ConsoleLine(false, text);
    }

    public static ConsoleLine warn(String text) {
        return new ConsoleLine(true, text);
    }
}
