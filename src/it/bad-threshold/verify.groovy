// An mrr threshold of 1.5 can never be met: a configuration error rather than a gate that always fails.
// A configuration error: the mojo fails with MojoExecutionException and one clear message, before any report is
// written, and it is not mistaken for the gate's verdict.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
def rag = new File(basedir, 'src/test/rag').absolutePath

assert log.contains("rag-eval configuration error: mrr = 1.5 in thresholds is outside [0, 1]. Write a fraction such as 0.90"
        + " or a percentage such as 90%.")

checks.assertUserError(basedir, log, 'bad-threshold', 'configuration')
return true
