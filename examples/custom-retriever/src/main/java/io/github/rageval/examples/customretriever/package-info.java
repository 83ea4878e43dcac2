/**
 * The application's own search over its support articles: {@link
 * io.github.rageval.examples.customretriever.SupportArticleSearch}, an in-memory keyword index. Plain Java with no
 * dependency on rag-eval: the build gates it through an adapter in the test code.
 */
package io.github.rageval.examples.customretriever;
