// A hybrid variant that fuses a misspelt variant: a configuration error naming the variant, the name and the
// nearest known one, before any file is read.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))

assert log.contains("rag-eval configuration error: variant 'both': fuse names 'dnse', which is no variant of this"
        + " build. Did you mean dense? Name other variants, e.g. <fuse>bm25,dense</fuse>.")

checks.assertUserError(basedir, log, 'bad-variants', 'configuration')
return true
