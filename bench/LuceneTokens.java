import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.lucene.analysis.Analyzer;
import org.apache.lucene.analysis.TokenStream;
import org.apache.lucene.analysis.en.EnglishAnalyzer;
import org.apache.lucene.analysis.tokenattributes.CharTermAttribute;

/**
 * The tokens Lucene's EnglishAnalyzer (the bm25 retriever's default analysis) makes of one field of every line of a
 * JSON Lines file, written as one JSON array per line: the input of bench/bm25_reference.py.
 *
 * <p>Usage (single-file source, no build): {@code java -cp "$(cat bench/out/bm25-classpath.txt)"
 * bench/LuceneTokens.java IN.jsonl FIELD OUT.jsonl}
 */
public class LuceneTokens {
    public static void main(String[] args) throws Exception {
        ObjectMapper json = new ObjectMapper();
        try (Analyzer analyzer = new EnglishAnalyzer();
             BufferedReader in = Files.newBufferedReader(Path.of(args[0]));
             Writer out = Files.newBufferedWriter(Path.of(args[2]))) {
            for (String line; (line = in.readLine()) != null; ) {
                if (line.isBlank()) {
                    continue;
                }
                List<String> tokens = new ArrayList<>();
                try (TokenStream stream = analyzer.tokenStream("contents", json.readTree(line).get(args[1]).asText())) {
                    CharTermAttribute term = stream.addAttribute(CharTermAttribute.class);
                    stream.reset();
                    while (stream.incrementToken()) {
                        tokens.add(term.toString());
                    }
                    stream.end();
                }
                out.write(json.writeValueAsString(tokens));
                out.write('\n');
            }
        }
    }
}
