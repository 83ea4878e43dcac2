// A negative thread count: a configuration error with what to write instead, before any file is read.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

assert log.contains("rag-eval configuration error: threads = '-1' is not allowed. Set threads to the number of threads"
        + " that run the queries, or to 0 for one per available processor (")

checks.assertUserError(basedir, log, 'bad-threads', 'configuration')
return true
