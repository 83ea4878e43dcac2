/**
 * Building blocks of in-memory indexes: an open-addressing term dictionary that looks up terms without creating
 * strings, a growable int list, the heap-size arithmetic behind the index statistics the reports show.
 */
package io.github.rageval.engine.retriever.index;
