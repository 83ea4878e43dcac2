// reportDirectory names a file ("reports"), not a folder. The check fails as it marks the folder, before it
// evaluates, with one message that says what the path is and what to do (was "cannot write the reports into X: X."),
// and no stack trace.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
def reports = new File(basedir, 'reports').absolutePath

assert log.contains("rag-eval report error: cannot write the reports into reports: the folder ${reports} is a"
        + " file, not a folder. Remove or rename it (or fix the link), or set reportDirectory to a folder.")
assert new File(basedir, 'reports').text.startsWith('Not a folder')

checks.assertUserError(basedir, log, 'bad-report-directory', 'report')
return true
