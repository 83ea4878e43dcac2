// A stub of an OpenAI-compatible chat endpoint on the loopback, standing for the judge in the ITs whose goals ask a
// chat model (judge, faithfulness). Each IT's prebuild.groovy loads this file through the `itStubChat` script variable
// (set in the plugin module's invoker configuration):
//   def stub = new GroovyShell(this.class.classLoader).parse(new File(itStubChat))
// and starts the server with how it answers. The server lives in this JVM through the IT's builds; its address
// replaces STUB_JUDGE_URL in the cloned pom, and verify.groovy stops it
// (System.properties.remove('rageval.it.<name>.server')?.stop(0)).
import com.sun.net.httpserver.HttpServer
import groovy.json.JsonOutput

/**
 * Starts the stub for the IT in basedir, answering each request body with the content the closure gives for it.
 *
 * @param name the IT's name: the server is kept in the system property rageval.it.<name>.server
 */
HttpServer start(File basedir, String name, Closure<String> contentFor) {
    def server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0)
    server.createContext('/v1/chat/completions') { exchange ->
        def content = contentFor(exchange.requestBody.getText('UTF-8'))
        def reply = JsonOutput.toJson([choices: [[message: [role: 'assistant', content: content]]]]).getBytes('UTF-8')
        exchange.sendResponseHeaders(200, reply.length)
        exchange.responseBody.withStream { it.write(reply) }
    }
    server.start()
    System.properties.put("rageval.it.${name}.server".toString(), server)
    def pom = new File(basedir, 'pom.xml')
    pom.text = pom.text.replace('STUB_JUDGE_URL', "http://127.0.0.1:${server.address.port}/v1")
    return server
}
