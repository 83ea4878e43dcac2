// The embedding cache: the first build encodes the 10 seed documents, the second reads all 10 vectors from the cache
// (the log says how many) and gives the same report.
def log = new File(basedir, 'build.log').text
def checks = new GroovyShell(this.class.classLoader).parse(new File(itChecks))
def cache = new File(basedir, 'target/embedding-cache').canonicalPath

assert log.contains("rag-eval: dense: 0 of 10 document vectors from the embedding cache (${cache}), 10 encoded")
assert log.contains("rag-eval: dense: 10 of 10 document vectors from the embedding cache (${cache}), 0 encoded")
assert log.findAll(/SUMMARY: \{'k': 3, 'mean_precision': 0.36666666666666664, 'mean_recall': 0.95, 'mrr': 0.95, 'hit_rate': 1.0\}/).size() == 2
assert log.findAll('BUILD SUCCESS').size() == 2
checks.assertNoStackTrace(log)

def shards = new File(cache, 'dense').listFiles().collectMany { it.listFiles().toList() }.findAll { it.name.endsWith('.vec') }
assert shards.size() == 1
return true
