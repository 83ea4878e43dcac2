package io.github.rageval.engine.retriever.dense;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * How the dense retriever's exact search scales: the time per query over n random unit vectors of 384 dimensions
 * (all-MiniLM-L6-v2's size), one thread, k = 10, after a warm-up; and the heap the vectors take. It lives in the
 * retriever's package to reach its package-private index. Outside the build:
 *
 * <pre>
 * mvn -B -q -pl rag-eval-dense -am package -DskipTests
 * mkdir -p bench/out/scale &amp;&amp; javac -d bench/out/scale \
 *     -cp rag-eval-dense/target/classes:rag-eval-engine/target/classes bench/DenseSearchScale.java
 * java -Xmx3g -cp bench/out/scale:rag-eval-dense/target/classes:rag-eval-engine/target/classes \
 *     io.github.rageval.engine.retriever.dense.DenseSearchScale 10000 100000 300000 1000000
 * </pre>
 */
public class DenseSearchScale {
    public static void main(String[] args) {
        Random random = new Random(42);
        for (String arg : args) {
            int n = Integer.parseInt(arg);
            float[][] vectors = new float[n][];
            List<String> ids = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                float[] v = new float[384];
                for (int d = 0; d < 384; d++) {
                    v[d] = (float) random.nextGaussian();
                }
                vectors[i] = VectorMath.normalized(v);
                ids.add("doc-" + i);
            }
            VectorIndex index = new VectorIndex(ids, vectors);
            float[] query = vectors[random.nextInt(n)];
            for (int warm = 0; warm < 5; warm++) {
                index.search(query, 10);
            }
            int queries = 20;
            long start = System.nanoTime();
            for (int q = 0; q < queries; q++) {
                index.search(vectors[random.nextInt(n)], 10);
            }
            double ms = (System.nanoTime() - start) / 1e6 / queries;
            System.out.printf("n=%d: %.1f ms per query, heap for vectors %.0f MB%n", n, ms, n * 384 * 4 / 1e6);
        }
    }
}
