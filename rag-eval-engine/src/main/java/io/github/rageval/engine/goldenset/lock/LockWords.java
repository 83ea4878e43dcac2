package io.github.rageval.engine.goldenset.lock;

/**
 * How the lock's messages name what the user runs and sets, in the front end's words.
 *
 * @param relock the command that writes the lock again: {@code mvn rag-eval:lock}, {@code java -jar rag-eval-cli.jar
 *     lock}
 * @param lockFile the setting that points at another lock: {@code lockFile}, {@code --lock-file}
 */
public record LockWords(String relock, String lockFile) {
    /** The Maven goals' words, for callers without a front end. */
    public static final LockWords MAVEN = new LockWords("mvn rag-eval:lock", "lockFile");
}
