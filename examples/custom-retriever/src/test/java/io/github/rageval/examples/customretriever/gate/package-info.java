/**
 * The build's view of the application's search: {@link
 * io.github.rageval.examples.customretriever.gate.SupportArticleRetriever} adapts it to rag-eval's {@code Retriever}
 * interface. It lives in the test code, so rag-eval stays a test dependency and never ships with the application.
 */
package io.github.rageval.examples.customretriever.gate;
