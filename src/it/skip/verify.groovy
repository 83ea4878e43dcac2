// rageval.skip=true: the goal does nothing, not even look for the (missing) corpus.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

assert log.contains("rag-eval: skipped (skip = 'true')")
assert log.contains('BUILD SUCCESS')
assert !log.contains('Vocabulary size:')
assert !log.contains('does not exist')
assert !new File(basedir, 'target/rag-eval/report.json').exists()
checks.assertNoStackTrace(log)
return true
