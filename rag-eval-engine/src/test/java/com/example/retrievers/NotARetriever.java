package com.example.retrievers;

/** Forgot to implement the API. */
public class NotARetriever {
}
