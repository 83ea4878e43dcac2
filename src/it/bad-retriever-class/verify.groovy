// Six runs, six unusable retrievers. Each stops the build with one message naming the class (and the query, for
// retrieve), the cause and the top frames of the team's code; no stack trace, no report, and close() is always
// called on a retriever that was created.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
def prefix = 'on project bad-retriever-class: '

// 1. A class that does not exist.
assert log.contains(prefix + 'rag-eval configuration error: retriever class com.acme.search.NoSuchRetriever was not'
        + " found on the project's test classpath (")
assert log.contains('Check the name, and that the class is in src/test/java (compiled by test-compile, so run at least'
        + ' the test-compile phase) or in a test-scope dependency. Built-in retrievers: bm25, dense, elasticsearch, langchain4j, opensearch, solr, spring, tfidf.')
// 2. A class that is not a Retriever.
assert log.contains(prefix + 'rag-eval configuration error: retriever class com.acme.search.NotARetriever does not'
        + ' implement io.github.rageval.api.Retriever. Implement that interface (artifact'
        + ' io.github.rageval:rag-eval-api, test scope), or name a class that does.')
// 3. A built-in name misspelt.
assert log.contains(prefix + "rag-eval configuration error: retriever = 'tfidff' is neither a built-in retriever"
        + ' (bm25, dense, elasticsearch, langchain4j, opensearch, solr, spring, tfidf) nor the fully qualified name of a class. Did you mean tfidf?')
// 4. The constructor throws.
assert log.contains(prefix + 'rag-eval retriever error: retriever com.acme.search.FailingRetriever failed in its'
        + ' constructor: java.lang.IllegalArgumentException: no search endpoint configured.')
assert log =~ /\[ERROR\]   in com\.acme\.search\.FailingRetriever\.<init>\(FailingRetriever\.java:\d+\)/
// 5. index throws, deep in the team's client library: its frames come first.
assert log.contains(prefix + 'rag-eval retriever error: retriever com.acme.search.FailingRetriever failed in index:'
        + ' java.lang.UnsupportedOperationException: bulk upload of 10 documents refused.')
assert log =~ ('\\[ERROR\\]   in com\\.acme\\.search\\.FailingRetriever\\$SearchClient\\.upload\\(FailingRetriever\\.java:\\d+\\)'
        + '\\r?\\n\\[ERROR\\]   in com\\.acme\\.search\\.FailingRetriever\\.index\\(FailingRetriever\\.java:\\d+\\)')
assert new File(basedir, 'target/closed-after-index.txt').isFile() : 'close() must be called after index failed'
// 6. retrieve throws on one query, named in the message.
assert log.contains(prefix + 'rag-eval retriever error: retriever com.acme.search.FailingRetriever failed in retrieve'
        + " for query 'How do I set up SSO for my company?': java.lang.IllegalStateException: search service"
        + ' answered 503.')
assert new File(basedir, 'target/closed-after-retrieve.txt').isFile() : 'close() must be called after retrieve failed'

// No plugin or JDK frames, no stack trace, and never a report.
assert !log.contains('in io.github.rageval.') && !log.contains('in java.')
assert log.count('BUILD FAILURE') == 6
assert log.count('MAVEN/MojoExecutionException') == 6
assert !log.contains('rag-eval gate failed')
assert !new File(basedir, 'target/rag-eval/report.json').exists()
checks.assertNoStackTrace(log)
return true
