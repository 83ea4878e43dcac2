// A -D property the POM's element shadows is warned about with the value that won; one read through ${...} is not.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

assert log.contains('[WARNING] rag-eval: -Drageval.k=5 is not applied: the POM writes <k>3</k>, and Maven takes a'
        + ' parameter written in the POM over its property. To choose it with -D, write <k>${rageval.k}</k> with a'
        + ' default in <properties>, or drop the element.')
assert !log.contains('-Drageval.retriever=')
def report = new groovy.json.JsonSlurper().parse(new File(basedir, 'target/rag-eval/report.json'))
assert report.k == 3
assert log.contains('BUILD SUCCESS')
checks.assertNoStackTrace(log)
return true
