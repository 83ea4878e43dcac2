/**
 * The team's LangChain4j retrieval pipeline as its application builds it: documents split by LangChain4j's recursive
 * splitter, embedded into an in-memory store, retrieved as chunks that the build gates against a golden set labelled
 * by the sentences that answer each question.
 */
package com.acme.search;
