/**
 * The retriever API of rag-eval: implement {@link io.github.rageval.api.Retriever} in a project's test code,
 * name the class in the plugin's {@code <retriever>} setting, and {@code mvn verify} holds that retriever's
 * rankings to the golden dataset's thresholds. The types here are small and stable, and this jar has no
 * dependencies, so it can sit on any project's test classpath; the built-in retrievers implement the same
 * interface.
 */
package io.github.rageval.api;
