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

/**
 * The test cases of a JUnit XML report (the JDK's parser, which also proves the file is well-formed XML), in file
 * order: [suite: ..., name: ..., failure: the failure's message or null], plus the root's counts under 'totals'.
 */
Map junitReport(File file) {
    def document = javax.xml.parsers.DocumentBuilderFactory.newInstance().newDocumentBuilder().parse(file)
    def root = document.documentElement
    def cases = []
    def testcases = root.getElementsByTagName('testcase')
    for (int i = 0; i < testcases.length; i++) {
        def testcase = testcases.item(i)
        def failures = testcase.getElementsByTagName('failure')
        cases << [suite  : testcase.getAttribute('classname'), name: testcase.getAttribute('name'),
                  failure: failures.length == 0 ? null : failures.item(0).getAttribute('message')]
    }
    return [totals: [tests: root.getAttribute('tests'), failures: root.getAttribute('failures')], cases: cases]
}
