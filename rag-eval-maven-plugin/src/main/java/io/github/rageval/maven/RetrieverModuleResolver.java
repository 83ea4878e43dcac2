package io.github.rageval.maven;

import io.github.rageval.engine.format.Shown;
import io.github.rageval.engine.model.ConfigurationException;
import io.github.rageval.engine.retriever.RetrieverModules;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.eclipse.aether.RepositorySystem;
import org.eclipse.aether.RepositorySystemSession;
import org.eclipse.aether.artifact.DefaultArtifact;
import org.eclipse.aether.collection.CollectRequest;
import org.eclipse.aether.graph.Dependency;
import org.eclipse.aether.graph.DependencyFilter;
import org.eclipse.aether.repository.RemoteRepository;
import org.eclipse.aether.resolution.ArtifactRequest;
import org.eclipse.aether.resolution.ArtifactResolutionException;
import org.eclipse.aether.resolution.ArtifactResult;
import org.eclipse.aether.resolution.DependencyRequest;
import org.eclipse.aether.resolution.DependencyResolutionException;

/**
 * Resolves the module a built-in retriever ships in ({@code dense}: rag-eval-dense, ONNX Runtime, the tokenizers,
 * the model; {@code spring}: rag-eval-spring-ai alone, Spring being the project's; {@code langchain4j}:
 * rag-eval-langchain4j alone, LangChain4j being the project's), with its runtime dependencies, through Maven's own
 * resolver: from the local repository when it is
 * there, else from the plugin repositories, into the local repository, so the next build works offline. Only a build
 * that names such a retriever calls it.
 */
final class RetrieverModuleResolver {
    private static final String RUNTIME = "runtime";
    /** What a runtime class path holds (maven-resolver-util, which has this filter, is not exported to plugins). */
    private static final DependencyFilter RUNTIME_CLASSPATH = (node, parents) -> node.getDependency() == null
            || !node.getDependency().isOptional() && Set.of("compile", RUNTIME).contains(node.getDependency().getScope());
    private final RepositorySystem system;
    private final RepositorySystemSession session;
    private final String version;

    /**
     * @param version the plugin's own version: a module always matches the plugin that loads it
     */
    RetrieverModuleResolver(RepositorySystem system, RepositorySystemSession session, String version) {
        this.system = system;
        this.session = session;
        this.version = version;
    }

    /** Whether an option value names a Maven artifact ({@code groupId:artifactId:version}) rather than a path. */
    static boolean isCoordinates(String value) {
        return value != null && value.trim().matches("[\\w.\\-]+:[\\w.\\-]+(:[\\w.\\-]+){1,3}");
    }

    /**
     * The file of one artifact, without its dependencies: a model a team publishes to its repository.
     *
     * @param option the option that names it, for the error
     * @param repositories the project's repositories
     * @throws ConfigurationException when it cannot be resolved, saying which and why
     */
    Path resolveArtifact(String coordinates, String option, List<RemoteRepository> repositories)
            throws ConfigurationException {
        try {
            ArtifactRequest request = new ArtifactRequest(new DefaultArtifact(coordinates.trim()), repositories, null);
            return system.resolveArtifact(session, request).getArtifact().getFile().toPath();
        } catch (ArtifactResolutionException | IllegalArgumentException e) {
            throw new ConfigurationException("retrieverOptions " + option + " = '" + Shown.value(coordinates) + "'"
                    + " names a Maven"
                    + " artifact that could not be resolved: " + e.getMessage() + ". Check the coordinates"
                    + " (groupId:artifactId:version, or groupId:artifactId:extension:version) and that a repository"
                    + " of the build holds it.", e);
        }
    }

    /**
     * The jars of the module the retriever ships in, dependencies included; empty when it ships in none.
     *
     * @param repositories the plugin repositories (where the plugin itself came from)
     * @throws ConfigurationException when the module cannot be resolved, saying which and why
     */
    List<Path> resolve(String retriever, List<RemoteRepository> repositories) throws ConfigurationException {
        String artifactId = RetrieverModules.artifactOf(retriever).orElse(null);
        if (artifactId == null) {
            return List.of();
        }
        String coordinates = RetrieverModules.GROUP_ID + ":" + artifactId + ":" + version;
        CollectRequest collect = new CollectRequest(new Dependency(new DefaultArtifact(coordinates), RUNTIME),
                repositories);
        DependencyRequest request = new DependencyRequest(collect, RUNTIME_CLASSPATH);
        try {
            List<Path> jars = new ArrayList<>();
            for (ArtifactResult result : system.resolveDependencies(session, request).getArtifactResults()) {
                jars.add(result.getArtifact().getFile().toPath());
            }
            return jars;
        } catch (DependencyResolutionException e) {
            throw new ConfigurationException(RetrieverModules.unresolvedMessage(Shown.value(retriever), version,
                    e.getMessage()), e);
        }
    }
}
