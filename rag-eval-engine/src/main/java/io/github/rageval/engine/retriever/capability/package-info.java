/**
 * What a built-in retriever can do beyond the retriever API, which the evaluation uses when it is there: index the
 * corpus as it streams from the file, explain its rankings, and describe its index for the report.
 */
package io.github.rageval.engine.retriever.capability;
