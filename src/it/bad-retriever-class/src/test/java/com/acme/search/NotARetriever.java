package com.acme.search;

/** A class that forgot to implement io.github.rageval.api.Retriever. */
public class NotARetriever {
    public java.util.List<String> retrieve(String query, int k) {
        return java.util.List.of();
    }
}
