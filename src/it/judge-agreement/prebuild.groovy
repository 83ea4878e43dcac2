// A stub of an OpenAI-compatible chat endpoint on the loopback, standing for the judge: it answers UMBRELA's question
// about a (query, passage) pair with the grade a fixed judge gives it (0 when it is not listed), as "##final score: N".
// The server lives in this JVM through the IT's builds; its address goes into the cloned pom, and verify.groovy stops
// it. Each request is appended to target/stub-requests.log, so that verify.groovy can count the questions asked.
import com.sun.net.httpserver.HttpServer

def judged = [
        ['How do I protect my account from someone else logging in?', 'Single sign-on (SSO)', 2],
        ['How do I protect my account from someone else logging in?', 'To permanently delete your account', 1],
        ['How do I enable 2FA?', 'To reset your password', 1],
        ['When does my subscription renew?', 'Refunds are available', 2],
        ['Can I cancel and get a refund?', 'Subscriptions renew monthly', 3],
        ['What can a Member do versus an Admin?', 'Single sign-on (SSO)', 1],
        ['How do I export my data before deleting my account?', 'Teams support three roles', 1],
]
def log = new File(basedir, 'target/stub-requests.log')
log.parentFile.mkdirs()
def server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0)
server.createContext('/v1/chat/completions') { exchange ->
    def body = exchange.requestBody.getText('UTF-8')
    def rule = judged.find { body.contains(it[0]) && body.contains(it[1]) }
    def grade = rule == null ? 0 : rule[2]
    synchronized (log) {
        log << "${grade}\n"
    }
    def reply = ('{"choices": [{"message": {"role": "assistant", "content": "##final score: ' + grade + '"}}]}')
            .getBytes('UTF-8')
    exchange.sendResponseHeaders(200, reply.length)
    exchange.responseBody.withStream { it.write(reply) }
}
server.start()
System.properties.put('rageval.it.judge-agreement.server', server)
def pom = new File(basedir, 'pom.xml')
pom.text = pom.text.replace('STUB_JUDGE_URL', "http://127.0.0.1:${server.address.port}/v1")
return true
