package io.github.rageval.engine.format;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Why a file could not be read or written, in words that follow "cannot be read: " after the caller has named the
 * file. Java's own text is not fit to show: an {@link AccessDeniedException} says nothing but a path, a failed
 * rename names the temporary file an atomic write used ({@code .report.json.1x2y3z.tmp}), and a plain
 * {@link IOException} may be anything. Known kinds are said in words; the operating system's reason ("No space left
 * on device") is kept, since it says what to fix; a temporary file's name is replaced by the folder it was in.
 */
public final class FileError {
    /**
     * The temporary siblings atomic writes use: {@code .<name>.<random>.tmp} beside a file, and
     * {@code .<name>.<random>.tmp} or {@code .old} beside a report folder.
     */
    private static final Pattern TEMPORARY = Pattern.compile("(?:^|(?<=[\\s(\"']))((?:[^\\s\"']*[/\\\\])?)"
            + "\\.[^/\\\\\\s\"']+\\.[0-9a-z]{1,13}\\.(?:tmp|old)(?=$|[\\s):;,\"'])");

    /** The kinds said in words, each before any kind it extends; the rest is said by its operating system reason. */
    private static final List<Map.Entry<Class<? extends IOException>, String>> KNOWN = List.of(
            Map.entry(NoSuchFileException.class, "no such file or folder"),
            Map.entry(AccessDeniedException.class, "permission denied"),
            Map.entry(NotDirectoryException.class, "a part of its path is a file, not a folder"),
            Map.entry(FileSystemLoopException.class, "its symbolic links form a loop"),
            Map.entry(FileAlreadyExistsException.class, "something of that name is in the way"),
            Map.entry(DirectoryNotEmptyException.class, "a folder that is not empty is in the way"),
            Map.entry(CharacterCodingException.class, "it is not UTF-8 text"));

    private FileError() {
    }

    /** @return e.g. {@code permission denied}, {@code no space left on device}; never empty, never a stack trace */
    public static String reason(IOException e) {
        for (Map.Entry<Class<? extends IOException>, String> known : KNOWN) {
            if (known.getKey().isInstance(e)) {
                return known.getValue();
            }
        }
        if (e instanceof FileSystemException failed) {
            return failed.getReason() == null ? "the file system refused it" : words(failed.getReason());
        }
        return e.getMessage() == null || e.getMessage().isBlank() ? "an input/output error" : words(e.getMessage());
    }

    /**
     * A path as a message may show it: a temporary file of an atomic write stands for the folder it is in, which is
     * the folder the user named or its parent.
     */
    public static String path(String file) {
        Matcher temporary = TEMPORARY.matcher(file);
        if (!temporary.matches()) {
            return file;
        }
        String folder = temporary.group(1);
        return folder.isEmpty() ? "." : folder.substring(0, folder.length() - 1);
    }

    /** Someone else's text made fit to show: temporary names replaced, control characters escaped, length capped. */
    private static String words(String text) {
        Matcher temporary = TEMPORARY.matcher(text.strip());
        StringBuilder out = new StringBuilder();
        while (temporary.find()) {
            temporary.appendReplacement(out, Matcher.quoteReplacement(path(temporary.group())));
        }
        temporary.appendTail(out);
        String plain = out.toString();
        if (!plain.isEmpty() && Character.isUpperCase(plain.charAt(0)) && (plain.length() == 1
                || !Character.isUpperCase(plain.charAt(1)))) {
            // "No space left on device" continues a sentence: "cannot be written: no space left on device".
            plain = plain.substring(0, 1).toLowerCase(Locale.ROOT) + plain.substring(1);
        }
        return Shown.value(plain);
    }
}
