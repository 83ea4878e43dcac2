package io.github.rageval.engine.retriever;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RetrieverModulesTest {

    @Test
    void aDevelopmentVersionThatCannotBeResolvedIsInstalledFromSource() {
        String message = RetrieverModules.unresolvedMessage("dense", "0.1.0-SNAPSHOT",
                "Could not find artifact io.github.rageval:rag-eval-dense:jar:0.1.0-SNAPSHOT");

        assertThat(message).isEqualTo("retriever = 'dense' needs the module io.github.rageval:rag-eval-dense:"
                + "0.1.0-SNAPSHOT and its dependencies (ONNX Runtime, tokenizers and a model: about 180 MB), which could"
                + " not be resolved: Could not find artifact io.github.rageval:rag-eval-dense:jar:0.1.0-SNAPSHOT."
                + " This is a development version, which no public repository has: install the module from"
                + " rag-eval's source with 'mvn -B install -DskipTests -pl rag-eval-dense -am' (or every module with"
                + " 'mvn -B install -DskipTests').");
    }

    @Test
    void aReleaseThatCannotBeResolvedNeedsOneOnlineBuild() {
        String message = RetrieverModules.unresolvedMessage("spring", "1.0.0", "offline");

        assertThat(message).startsWith("retriever = 'spring' needs the module io.github.rageval:rag-eval-spring-ai:1.0.0")
                .endsWith("could not be resolved: offline. Run the build once online (or with a repository that has"
                        + " them) so that they land in the local repository; later builds work offline.")
                .doesNotContain("-SNAPSHOT");
    }

    @Test
    void theModulesAreNamedInAlphabeticalOrder() {
        assertThat(RetrieverModules.names()).isSorted().contains("dense", "spring");
        assertThat(RetrieverModules.vectorCacheNames()).containsExactly("dense");
    }
}
