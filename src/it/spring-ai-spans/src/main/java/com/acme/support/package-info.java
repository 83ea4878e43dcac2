/**
 * A Spring Boot support search whose Spring AI vector store holds the application's own chunks (each article cut into
 * sentences, its id kept under doc_id), so that the build can gate those chunks against a golden set labelled by the
 * sentences that answer each question.
 */
package com.acme.support;
