// Assertions shared by the integration tests' verify.groovy scripts. Each script loads this file through the
// `itChecks` script variable (set in the plugin module's invoker configuration):
//   def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

/** No Java stack trace anywhere in the log: every failure must read as a message. */
void assertNoStackTrace(String log) {
    def traces = log.readLines().findAll { it =~ /^\s+at [a-zA-Z]/ || it.contains("\tat ") || it.contains("Caused by:") }
    assert traces.isEmpty() : "stack trace in build.log:\n" + traces.take(5).join("\n")
}

/**
 * A user mistake (kind 'input' or 'configuration'): the mojo failed with MojoExecutionException and one clear
 * message, before any report was written, and it is not mistaken for the gate's verdict.
 */
void assertUserError(File basedir, String log, String project, String kind) {
    assert log.contains("on project ${project}: rag-eval ${kind} error: ")
    assert log.contains('MAVEN/MojoExecutionException')
    assert !log.contains('rag-eval gate failed')
    assert !log.contains('Vocabulary size:')
    assert !new File(basedir, 'target/rag-eval/report.json').exists()
    assert log.contains('BUILD FAILURE')
    assertNoStackTrace(log)
}
