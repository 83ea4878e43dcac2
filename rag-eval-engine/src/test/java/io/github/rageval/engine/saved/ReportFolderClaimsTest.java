package io.github.rageval.engine.saved;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.github.rageval.engine.model.ConfigurationException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Two projects of one build writing one report folder are an error naming both; one project may write it twice. */
class ReportFolderClaimsTest {
    private static final String BILLING = "com.acme:billing (/src/billing)";
    private static final String SUPPORT = "com.acme:support (/src/support)";

    @TempDir
    Path dir;
    private final ConcurrentMap<String, String> build = new ConcurrentHashMap<>();
    private final ReportFolderClaims.Registry registry = build::putIfAbsent;

    @Test
    void aFolderClaimedByAnotherProjectOfTheBuildIsAnErrorNamingBoth() throws Exception {
        Path shared = dir.resolve("shared");
        ReportFolderClaims.claim(registry, shared, BILLING);

        assertThatThrownBy(() -> ReportFolderClaims.claim(registry, shared, SUPPORT))
                .isInstanceOf(ConfigurationException.class)
                .hasMessage("reportDirectory " + shared + " of " + SUPPORT + " is also the report folder of " + BILLING
                        + " in this build: two modules writing one folder replace each other's reports (report.md of"
                        + " one beside report.html of the other, or only the last module's). Give each module a folder"
                        + " of its own, e.g. the default ${project.build.directory}/rag-eval.");
    }

    @Test
    void theSameFolderWrittenAnotherWayIsTheSameFolder() throws Exception {
        Path real = Files.createDirectories(dir.resolve("shared"));
        Path link = Files.createSymbolicLink(dir.resolve("link"), real);
        ReportFolderClaims.claim(registry, real, BILLING);

        assertThatThrownBy(() -> ReportFolderClaims.claim(registry, dir.resolve("billing/../shared"), SUPPORT))
                .isInstanceOf(ConfigurationException.class);
        assertThatThrownBy(() -> ReportFolderClaims.claim(registry, link, SUPPORT))
                .isInstanceOf(ConfigurationException.class);
    }

    @Test
    void aProjectMayClaimItsOwnFolderAgainAndOthersTheirOwn() throws Exception {
        ReportFolderClaims.claim(registry, dir.resolve("billing"), BILLING);

        assertThatCode(() -> ReportFolderClaims.claim(registry, dir.resolve("billing"), BILLING))
                .doesNotThrowAnyException();
        assertThatCode(() -> ReportFolderClaims.claim(registry, dir.resolve("support"), SUPPORT))
                .doesNotThrowAnyException();
        assertThat(build).hasSize(2);
    }
}
