// The token pattern (?u)\b(\w+ leaves a group open.
// A configuration error: the mojo fails with MojoExecutionException and one clear message, before any report is
// written, and it is not mistaken for the gate's verdict.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
def rag = new File(basedir, 'src/test/rag').absolutePath

assert log.contains("rag-eval configuration error: token pattern '(?u)\\b(\\w+' is not a valid regular expression: Unclosed group."
        + " Write the pattern in Python's regular expression syntax, as for scikit-learn.")

checks.assertUserError(basedir, log, 'bad-regex', 'configuration')
return true
