// golden.json labels "2fa-set-up" (case 3) and "refund-polcy" (case 8), neither in the corpus: both in one message.
// An input error: the mojo fails with MojoExecutionException and one clear message, before any report is
// written, and it is not mistaken for the gate's verdict.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
def rag = new File(basedir, 'src/test/rag').absolutePath

assert log.contains("rag-eval input error: golden dataset file ${rag}/golden.json: 2 relevant ids are not in the corpus"
        + " ${rag}/corpus.json: ")
assert log.contains("\"2fa-set-up\" in record 3 (line 15, column 3)")
assert log.contains("\"refund-polcy\" in record 8 (line 45, column 3)")
assert log.contains("Fix the ids, or add the missing documents to the corpus.")

checks.assertUserError(basedir, log, 'bad-unknown-relevant-id', 'input')
return true
