package io.github.rageval.engine.render;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;

/**
 * The distribution's Chromium, run headless to lay a page out as a browser does and hand back its DOM after the
 * page's scripts ran. Where there is none the tests that need it are skipped with the reason, except in CI
 * ({@code CI=true}), where a missing browser fails them: CI installs it, so its absence there is a broken job, not a
 * reason to pass without looking.
 */
final class HeadlessChromium {
    /** Where Debian's package puts it, then the names other distributions give it on the PATH. */
    private static final List<String> NAMES = List.of("chromium", "chromium-browser", "google-chrome");
    private static final long TIMEOUT_SECONDS = 60;

    private final Path executable;

    private HeadlessChromium(Path executable) {
        this.executable = executable;
    }

    /** The browser, or the test aborted (skipped) with the reason; failed instead when {@code CI=true}. */
    static HeadlessChromium required() {
        Optional<Path> found = find();
        if (found.isEmpty()) {
            String reason = "no chromium on the PATH (apt-get install chromium): report.html is not checked in a"
                    + " browser";
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                throw new AssertionError(reason + ", and CI=true, where the browser must be installed");
            }
            Assumptions.abort(reason);
        }
        return new HeadlessChromium(found.get());
    }

    private static Optional<Path> find() {
        String path = System.getenv().getOrDefault("PATH", "");
        return Stream.of(path.split(java.io.File.pathSeparator)).filter(dir -> !dir.isEmpty())
                .flatMap(dir -> NAMES.stream().map(name -> Path.of(dir, name)))
                .filter(Files::isExecutable).findFirst();
    }

    /**
     * The page's DOM once it has loaded, in a window of this width.
     *
     * @param profile an empty folder for the browser's profile, so that no run sees another's
     */
    String dumpDom(Path page, int width, int height, Path profile) throws IOException, InterruptedException {
        Files.createDirectories(profile);
        Path dom = profile.resolveSibling(profile.getFileName() + ".html");
        // Without these the browser waits on the network for its updates and sync, and never ends offline. The DOM
        // goes to a file, so that a browser that hangs is ended after the timeout rather than blocking a read.
        Process process = new ProcessBuilder(executable.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--user-data-dir=" + profile.toAbsolutePath(),
                "--window-size=" + width + "," + height, "--dump-dom", page.toAbsolutePath().toUri().toString())
                .redirectOutput(dom.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            throw new AssertionError("chromium did not end within " + TIMEOUT_SECONDS + " s on " + page);
        }
        return Files.readString(dom, StandardCharsets.UTF_8);
    }
}
