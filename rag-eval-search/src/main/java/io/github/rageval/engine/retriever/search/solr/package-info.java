/**
 * The {@code solr} retriever: each golden query sent to a Solr collection's {@code /select} handler as a JSON
 * Request API body, and the ranking read from {@code response.docs}. Its default request reproduces the built-in
 * {@code bm25} retriever's bag-of-words query over one field, ties broken by id ascending, so that a collection
 * analysed and scored like {@code bm25} ranks like it.
 */
package io.github.rageval.engine.retriever.search.solr;
