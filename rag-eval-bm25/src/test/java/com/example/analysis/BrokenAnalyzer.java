package com.example.analysis;

import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenFilter;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.Tokenizer;
import org.apache.lucene.analysis.core.WhitespaceTokenizer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

/** A team's analysis chain with a bug: whitespace tokens, and an exception of its own on the word "boom". */
public class BrokenAnalyzer extends Analyzer {
    @Override
    protected TokenStreamComponents createComponents(String fieldName) {
        Tokenizer tokenizer = new WhitespaceTokenizer();
        return new TokenStreamComponents(tokenizer, new BoomFilter(tokenizer));
    }

    /** Passes tokens through, and throws on "boom". */
    static final class BoomFilter extends TokenFilter {
        private final CharTermAttribute term = addAttribute(CharTermAttribute.class);

        BoomFilter(TokenStream input) {
            super(input);
        }

        @Override
        public boolean incrementToken() throws java.io.IOException {
            if (!input.incrementToken()) {
                return false;
            }
            if (term.toString().equals("boom")) {
                throw new IllegalStateException("analyzer chain broken");
            }
            return true;
        }
    }
}
