/**
 * Reading the inputs: the corpus, the golden dataset, BEIR folders, TREC qrels and run files, as JSON, JSON Lines
 * or whitespace-separated text, each error naming the file, the place and what to do. Corpora stream: documents go
 * to a consumer as they are read.
 */
package io.github.rageval.engine.input;
