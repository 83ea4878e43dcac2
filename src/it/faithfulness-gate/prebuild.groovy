// A stub of an OpenAI-compatible chat endpoint on the loopback, standing for the judge. To ragas' statement prompt it
// answers the answer's sentences, each a statement; to its verdict prompt, verdict 1 for a statement the context
// holds word for word (case aside), else 0, in a fenced JSON block as models often write. The server lives in this
// JVM through the IT's builds; its address goes into the cloned pom, and verify.groovy stops it. Each request's body
// is appended to target/stub-requests.log, so that verify.groovy can count and read what was asked.
import com.sun.net.httpserver.HttpServer
import groovy.json.JsonOutput
import groovy.json.JsonSlurper

def log = new File(basedir, 'target/stub-requests.log')
log.parentFile.mkdirs()
def server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0)
server.createContext('/v1/chat/completions') { exchange ->
    def body = exchange.requestBody.getText('UTF-8')
    synchronized (log) {
        log << JsonOutput.toJson(body) + '\n'
    }
    def prompt = new JsonSlurper().parseText(body).messages[0].content as String
    def input = new JsonSlurper().parseText(prompt.substring(prompt.lastIndexOf('\ninput: ') + 8,
            prompt.lastIndexOf('\nOutput: ')))
    def content
    if (prompt.startsWith('Given a question and an answer')) {
        def statements = (input.answer as String).split(/(?<=\.)\s+/).collect { it.replaceAll(/\.$/, '') }
        content = JsonOutput.toJson([statements: statements])
    } else {
        def context = (input.context as String).toLowerCase()
        def verdicts = input.statements.collect { statement ->
            [statement: statement, reason: 'read in the context',
             verdict: context.contains(statement.toLowerCase()) ? 1 : 0]
        }
        content = '```json\n' + JsonOutput.prettyPrint(JsonOutput.toJson([statements: verdicts])) + '\n```'
    }
    def reply = JsonOutput.toJson([choices: [[message: [role: 'assistant', content: content]]]]).getBytes('UTF-8')
    exchange.sendResponseHeaders(200, reply.length)
    exchange.responseBody.withStream { it.write(reply) }
}
server.start()
System.properties.put('rageval.it.faithfulness-gate.server', server)
def pom = new File(basedir, 'pom.xml')
pom.text = pom.text.replace('STUB_JUDGE_URL', "http://127.0.0.1:${server.address.port}/v1")
return true
