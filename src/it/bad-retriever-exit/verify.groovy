// The team's retriever calls System.exit(0) on the first query. Maven is halted there, so it prints no BUILD line
// of its own; what must hold is that the build is not green (invoker.buildResult = failure: a non-zero status),
// that it never says it passed, and that the one message names the retriever, the query and the line that exited.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

assert log.contains('rag-eval retriever error: retriever com.acme.search.ExitingRetriever called System.exit in'
        + " retrieve for query 'How do I reset my password?': the JVM was told to end before the evaluation"
        + ' finished, so nothing was gated, and the run ends with exit status 2 instead of the status asked for.'
        + ' A retriever must return its results or throw an exception, never end the JVM: remove the System.exit'
        + ' (or Runtime.exit) call.')
assert log =~ /\r?\n  in com\.acme\.search\.ExitingRetriever\.retrieve\(ExitingRetriever\.java:\d+\)/
assert !log.contains('in io.github.rageval.') && !log.contains('in org.apache.maven.')
assert !log.contains('BUILD SUCCESS')
assert !log.contains('GATE PASSED')
assert !new File(basedir, 'target/rag-eval/report.json').exists()
checks.assertNoStackTrace(log)
return true
