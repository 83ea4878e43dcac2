package io.github.rageval.junit;

import java.nio.file.Path;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Gives a test method a {@link RagEval} parameter whose gates write their reports into the test's own folder:
 * {@code <build folder>/rag-eval-junit/<test class's name>/<test method's name>/}, beside the check goal's
 * {@code rag-eval} folder rather than in it. The build folder is the JUnit configuration parameter (or system
 * property) {@code rageval.buildDirectory} when set, else {@code target} ({@link BuildFolder}).
 *
 * <pre>{@code
 * @ExtendWith(RagEvalExtension.class)
 * class SupportSearchTest {
 *     @Test
 *     void answersTheGoldenQuestions(RagEval ragEval) {
 *         ragEval.forRetriever(new SupportSearch()).goldenDataset(...).corpus(...).thresholds("mrr=0.8").check();
 *     }
 * }
 * }</pre>
 */
public final class RagEvalExtension implements ParameterResolver {

    @Override
    public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
        return parameter.getParameter().getType() == RagEval.class;
    }

    @Override
    public RagEval resolveParameter(ParameterContext parameter, ExtensionContext context) {
        Path folder = BuildFolder.reports(context::getConfigurationParameter)
                .resolve(context.getRequiredTestClass().getName());
        return new RagEval(context.getTestMethod().map(method -> folder.resolve(method.getName())).orElse(folder));
    }
}
