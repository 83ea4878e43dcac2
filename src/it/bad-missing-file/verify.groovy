// The corpus points at a file that does not exist.
// An input error: the mojo fails with MojoExecutionException and one clear message, before any report is
// written, and it is not mistaken for the gate's verdict.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
def rag = new File(basedir, 'src/test/rag').absolutePath

assert log.contains("rag-eval input error: corpus file ${rag}/no-such-corpus.json does not exist. Create it"
        + " (a JSON array or JSON Lines of {\"doc_id\": \"...\", \"text\": \"...\"} objects) or point the configuration"
        + " at the right file.")

checks.assertUserError(basedir, log, 'bad-missing-file', 'input')
return true
