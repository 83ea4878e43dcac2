package com.acme.lc4j;

import dev.langchain4j.data.segment.TextSegment;
import dev.langchain4j.rag.content.Content;
import dev.langchain4j.rag.content.retriever.ContentRetriever;
import java.io.IOException;
import java.util.List;

/** Factories as static methods, good and bad. */
public class MethodRag {
    public static ContentRetriever contentRetriever() {
        return new FixedRetriever();
    }

    public ContentRetriever notStatic() {
        return new FixedRetriever();
    }

    public static String wrongType() {
        return "retriever";
    }

    public static ContentRetriever returnsNull() {
        return null;
    }

    public static ContentRetriever throwing() {
        throw new IllegalStateException("the store refused", new IOException("connection refused to store:5432"));
    }

    /** Segments ingested without the document id: LangChain4j's file loader keeps only the file's name. */
    public static ContentRetriever withoutIds() {
        return query -> List.of(Content.from(TextSegment.from("How to reset your password",
                dev.langchain4j.data.document.Metadata.from("file_name", "reset.txt"))));
    }
}
