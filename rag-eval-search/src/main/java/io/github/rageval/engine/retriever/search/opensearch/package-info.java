/**
 * The {@code opensearch} retriever, also named {@code elasticsearch}: each golden query sent to an index's
 * {@code _search} API, and the ranking read from {@code hits.hits}. What it uses of that API (a JSON query body,
 * {@code size}, {@code _source} filtering, {@code hits.hits[]._id} and {@code _score}) is the same in OpenSearch 1.x
 * and 2.x and Elasticsearch 7.x and 8.x.
 */
package io.github.rageval.engine.retriever.search.opensearch;
