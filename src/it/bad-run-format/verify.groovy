// A run line with five fields: an input error that names the file, the line, what was expected and what to do,
// before any report is written, and not mistaken for the gate's verdict.
def log = new File(basedir, 'build.log').text
def rag = new File(basedir, 'src/test/rag').absolutePath

assert log.contains("rag-eval input error: run file ${rag}/results.run, line 2: expected 6 fields 'query_id Q0 doc_id"
        + " rank score run_tag' (TREC run), found 5. Write one result per line.")
assert log.contains('MAVEN/MojoExecutionException')
assert !log.contains('rag-eval gate failed')
assert !new File(basedir, 'target/rag-eval/report.json').exists()
assert log.contains('BUILD FAILURE')
new GroovyShell(this.class.classLoader).parse(new File(itChecks)).assertNoStackTrace(log)
return true
