// Three ways the gate was silently switched off, each now a configuration error before anything is read.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
def runs = log.split(/\[INFO\] Scanning for projects/)
assert runs.size() == 4 : 'three builds expected in build.log'

assert runs[1].contains("rag-eval configuration error: <tresholds> in the rag-eval-maven-plugin plugin's" +
        " <configuration> of bad-configuration is not a parameter of any rag-eval goal, so it would be ignored. Did" +
        " you mean <thresholds>? `mvn rag-eval:help -Ddetail` lists every parameter.")
assert runs[2].contains("rag-eval configuration error: failOnViolation = 'ture' is not a boolean. Write true or false" +
        " (Maven would read it as false, silently).")
assert runs[3].contains("rag-eval configuration error: failOnViolation = 'ture' is not a boolean.")
runs.drop(1).each { run ->
    checks.assertUserError(basedir, run, 'bad-configuration', 'configuration')
}
return true
