/**
 * What the search cluster retrievers ({@code solr}, {@code opensearch}/{@code elasticsearch}) share: the golden
 * queries go to the team's cluster as it is, over HTTP, and the gate judges what it returns. The JDK's
 * {@code java.net.http.HttpClient} sends a JSON body made from a {@link io.github.rageval.engine.retriever.search.RequestTemplate}
 * ({@code {{query}}} JSON-escaped, {@code {{k}}}); {@link io.github.rageval.engine.retriever.search.SearchClient}
 * bounds the requests in flight, retries connection errors and HTTP 429/503 with exponential backoff and never
 * another 4xx, and shapes a final failure into one paragraph (status, the start of the body, the URL, the query)
 * that never holds the credentials. Each cluster's sub-package holds its factory and how its response is read.
 */
package io.github.rageval.engine.retriever.search;
