// corpus.json lacks the comma at the end of line 7, so the parser stops at line 8, column 5.
// An input error: the mojo fails with MojoExecutionException and one clear message, before any report is
// written, and it is not mistaken for the gate's verdict.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
def rag = new File(basedir, 'src/test/rag').absolutePath

assert log.contains("rag-eval input error: corpus file ${rag}/corpus.json, line 8, column 5: malformed JSON: ")
assert log.contains("was expecting comma to separate Object entries. Fix the JSON syntax at that place or just before it")

checks.assertUserError(basedir, log, 'bad-malformed-json', 'input')
return true
