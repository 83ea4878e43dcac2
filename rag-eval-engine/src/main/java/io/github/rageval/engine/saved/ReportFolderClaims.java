package io.github.rageval.engine.saved;

import io.github.rageval.engine.model.ConfigurationException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * One report folder per project in a build. Two modules whose checks write one folder replace each other's reports:
 * sequentially the second wins unseen, under {@code mvn -T} the folder ends with one module's set or the other's.
 * Each check claims its folder in a registry that lives as long as the build (Maven's session data) before it
 * evaluates; a folder another project of the same build claimed is a configuration error naming both. A project
 * may claim its own folder again (two executions of {@code check}, one re-gating the other's report). An earlier
 * build's reports are not a claim: the registry starts empty with each build.
 */
public final class ReportFolderClaims {
    private static final String KEY = "rag-eval.report-folder:";

    private ReportFolderClaims() {
    }

    /** The build's claims: shared by every module of one build and safe for concurrent modules. */
    @FunctionalInterface
    public interface Registry {
        /**
         * Records the owner of the key unless one is recorded.
         *
         * @return the owner recorded before, or null when this call recorded {@code owner}
         */
        String claim(String key, String owner);
    }

    /**
     * @param project how the project is named: {@code groupId:artifactId (basedir)}
     * @throws ConfigurationException when another project of this build claimed the folder
     */
    public static void claim(Registry registry, Path folder, String project) throws ConfigurationException {
        String owner = registry.claim(KEY + canonical(folder), project);
        if (owner != null && !owner.equals(project)) {
            throw new ConfigurationException("reportDirectory " + folder + " of " + project + " is also the report"
                    + " folder of " + owner + " in this build: two modules writing one folder replace each other's"
                    + " reports (report.md of one beside report.html of the other, or only the last module's). Give"
                    + " each module a folder of its own, e.g. the default ${project.build.directory}/rag-eval.");
        }
    }

    /** The folder as one path whatever way it is written: absolute, normalised, links resolved where it exists. */
    static String canonical(Path folder) {
        Path absolute = folder.toAbsolutePath().normalize();
        try {
            return Files.exists(absolute) ? absolute.toRealPath().toString() : absolute.toString();
        } catch (IOException e) {
            return absolute.toString();
        }
    }
}
