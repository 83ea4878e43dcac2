package io.github.rageval.engine.retriever;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class RetrieverModulesTest {

    @Test
    void aDevelopmentVersionThatCannotBeResolvedGivesTheThreeWaysToGetRagEval() {
        String message = RetrieverModules.unresolvedMessage("dense", "0.1.0-SNAPSHOT",
                "Could not find artifact io.github.rageval:rag-eval-dense:jar:0.1.0-SNAPSHOT");

        assertThat(message).isEqualTo("retriever = 'dense' needs the module io.github.rageval:rag-eval-dense:"
                + "0.1.0-SNAPSHOT and its dependencies (ONNX Runtime, tokenizers and a model: about 180 MB), which"
                + " could not be resolved: Could not find artifact io.github.rageval:rag-eval-dense:jar:0.1.0-SNAPSHOT."
                + " rag-eval is not on Maven Central yet, so every module of it must be in a repository the build"
                + " reads, as the plugin is: install them from a checkout of rag-eval on this machine ('mvn -B install"
                + " -DskipTests' there, or 'mvn -B install -DskipTests -pl rag-eval-dense -am' for this module alone),"
                + " deploy them all to your team's repository ('mvn -B deploy -DskipTests"
                + " -DaltDeploymentRepository=<id>::<url>' in the checkout), or build rag-eval from source in the CI"
                + " job before this build. rag-eval's docs/ci.md, \"Get rag-eval into CI\", shows each.");
    }

    @Test
    void aReleaseThatCannotBeResolvedNeedsOneOnlineBuild() {
        String message = RetrieverModules.unresolvedMessage("spring", "1.0.0", "offline");

        assertThat(message)
                .startsWith("retriever = 'spring' needs the module io.github.rageval:rag-eval-spring-ai:1.0.0")
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
