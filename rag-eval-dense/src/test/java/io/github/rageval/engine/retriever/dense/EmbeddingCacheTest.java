package io.github.rageval.engine.retriever.dense;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The embedding cache's files: found again, never used when damaged, bounded, safe to write concurrently. */
class EmbeddingCacheTest {
    private static final String MODEL = "0123456789abcdef0123456789abcdef";
    /** The vector size of the entries below, as the model would give it. */
    private static final java.util.function.IntSupplier THREE = () -> 3;

    @TempDir
    Path dir;

    private static CacheShard.Entry entry(String text, float first) {
        return new CacheShard.Entry(EmbeddingCache.textKey(text), 7, new float[] {first, 0.5f, -0.25f});
    }

    private List<Path> shards() throws IOException {
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(f -> f.toString().endsWith(CacheShard.SUFFIX)).sorted().toList();
        }
    }

    @Test
    void storedVectorsAreFoundByTextAndModelOnly() throws Exception {
        EmbeddingCache cache = new EmbeddingCache(dir, 1 << 20);
        cache.store(MODEL, List.of(entry("alpha", 1), entry("beta", 2)));

        Map<String, CacheShard.Entry> found = new EmbeddingCache(dir, 1 << 20).lookUp(MODEL,
                Set.of(EmbeddingCache.textKey("alpha"), EmbeddingCache.textKey("gamma")), THREE);

        assertThat(found).containsOnlyKeys(EmbeddingCache.textKey("alpha"));
        assertThat(found.get(EmbeddingCache.textKey("alpha")).vector()).containsExactly(1, 0.5f, -0.25f);
        assertThat(found.get(EmbeddingCache.textKey("alpha")).tokens()).isEqualTo(7);
        assertThat(new EmbeddingCache(dir, 1 << 20).lookUp("ffffffffffffffffffffffffffffffff",
                Set.of(EmbeddingCache.textKey("alpha")), THREE)).isEmpty();
        assertThat(cache.problems()).isEmpty();
        try (Stream<Path> files = Files.walk(dir)) {
            assertThat(files.filter(f -> f.getFileName().toString().startsWith(".tmp-"))).isEmpty();
        }
    }

    @Test
    void aCacheThatCannotBeWrittenIsSaidInPlainWordsNotTheSystemsBarePath() throws Exception {
        // It said "(<the folder's path again>)", or a temporary file's name, as Java's exception gives them.
        Path occupied = Files.writeString(dir.resolve("cache"), "a file where the cache's folder should be");
        EmbeddingCache cache = new EmbeddingCache(occupied, 1 << 20);
        cache.store(MODEL, List.of(entry("alpha", 1)));

        assertThat(cache.problems()).singleElement().asString()
                .startsWith("dense: cannot write to the embedding cache " + occupied + " (")
                .endsWith("): the next build encodes these documents again. Set cacheDirectory to a writable folder.")
                .doesNotContain(".tmp").doesNotContain("(" + occupied);
    }

    @Test
    void aDamagedOrForeignFileIsReportedDeletedAndNeverUsed() throws Exception {
        new EmbeddingCache(dir, 1 << 20).store(MODEL, List.of(entry("alpha", 1)));
        Path shard = shards().get(0);
        byte[] bytes = Files.readAllBytes(shard);
        bytes[bytes.length / 2] ^= 1;
        Files.write(shard, bytes);
        Path foreign = shard.resolveSibling("1-foreign" + CacheShard.SUFFIX);
        Files.writeString(foreign, "not vectors at all, but long enough to have a checksum at its end.......");

        EmbeddingCache cache = new EmbeddingCache(dir, 1 << 20);
        assertThat(cache.lookUp(MODEL, Set.of(EmbeddingCache.textKey("alpha")), THREE)).isEmpty();

        assertThat(cache.problems()).hasSize(2).allSatisfy(problem -> assertThat(problem)
                .startsWith("dense: the embedding cache file ").contains("checksum mismatch")
                .endsWith("deleted, and its vectors encoded again"));
        assertThat(shards()).isEmpty();
    }

    @Test
    void aShardWithAValidChecksumButVectorsOfAnotherSizeOrNotFiniteIsReportedDeletedAndNeverUsed()
            throws Exception {
        Path models = dir.resolve("dense").resolve(MODEL);
        Files.createDirectories(models);
        CacheShard.write(models.resolve("1-short" + CacheShard.SUFFIX), MODEL,
                List.of(new CacheShard.Entry(EmbeddingCache.textKey("alpha"), 7, new float[] {1, 0})));
        CacheShard.write(models.resolve("2-nan" + CacheShard.SUFFIX), MODEL,
                List.of(new CacheShard.Entry(EmbeddingCache.textKey("beta"), 7, new float[] {Float.NaN, 0, 1})));
        CacheShard.write(models.resolve("3-infinite" + CacheShard.SUFFIX), MODEL, List.of(
                new CacheShard.Entry(EmbeddingCache.textKey("gamma"), 7, new float[] {Float.NEGATIVE_INFINITY, 0, 1})));
        CacheShard.write(models.resolve("4-tokens" + CacheShard.SUFFIX), MODEL,
                List.of(new CacheShard.Entry(EmbeddingCache.textKey("delta"), -1, new float[] {1, 0, 0})));

        EmbeddingCache cache = new EmbeddingCache(dir, 1 << 20);
        assertThat(cache.lookUp(MODEL, Set.of(EmbeddingCache.textKey("alpha"), EmbeddingCache.textKey("beta"),
                EmbeddingCache.textKey("gamma"), EmbeddingCache.textKey("delta")), THREE)).isEmpty();

        assertThat(cache.problems()).hasSize(4).allSatisfy(problem -> assertThat(problem)
                .startsWith("dense: the embedding cache file ").endsWith("deleted, and its vectors encoded again"));
        assertThat(String.join("\n", cache.problems())).contains("(vectors of 2 dimensions, the model's have 3)",
                "(a vector holds NaN)", "(a vector holds -Infinity)", "(a text's token count is negative)");
        assertThat(shards()).isEmpty();
    }

    @Test
    void theLeastRecentlyUsedFilesGoFirstWhenTheCacheOutgrowsItsSize() throws Exception {
        EmbeddingCache unbounded = new EmbeddingCache(dir, 1 << 20);
        unbounded.store(MODEL, List.of(entry("old", 1)));
        unbounded.store(MODEL, List.of(entry("used", 2)));
        List<Path> two = shards();
        long oneShard = Files.size(two.get(0));
        Files.setLastModifiedTime(two.get(0), FileTime.fromMillis(1_000_000));
        Files.setLastModifiedTime(two.get(1), FileTime.fromMillis(2_000_000));
        // Using "used" makes its file the most recent; "old"'s is then the least recently used.
        unbounded.lookUp(MODEL, Set.of(EmbeddingCache.textKey("used")), THREE);

        EmbeddingCache bounded = new EmbeddingCache(dir, 2 * oneShard);
        bounded.store(MODEL, List.of(entry("new", 3)));

        Map<String, CacheShard.Entry> left = bounded.lookUp(MODEL, Set.of(EmbeddingCache.textKey("old"),
                EmbeddingCache.textKey("used"), EmbeddingCache.textKey("new")), THREE);
        assertThat(left).containsOnlyKeys(EmbeddingCache.textKey("used"), EmbeddingCache.textKey("new"));
        assertThat(bounded.problems()).isEmpty();
    }

    @Test
    void concurrentWritersEachAddWholeFiles() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        try {
            List<Future<?>> writes = new ArrayList<>();
            for (int writer = 0; writer < 8; writer++) {
                int w = writer;
                writes.add(pool.submit(() -> {
                    List<CacheShard.Entry> entries = new ArrayList<>();
                    for (int i = 0; i < 200; i++) {
                        entries.add(entry("writer " + w + " text " + i, i));
                    }
                    new EmbeddingCache(dir, 1 << 30).store(MODEL, entries);
                    return null;
                }));
            }
            for (Future<?> write : writes) {
                write.get();
            }
        } finally {
            pool.shutdown();
        }
        java.util.Set<String> wanted = new java.util.HashSet<>();
        for (int w = 0; w < 8; w++) {
            for (int i = 0; i < 200; i++) {
                wanted.add(EmbeddingCache.textKey("writer " + w + " text " + i));
            }
        }
        EmbeddingCache reader = new EmbeddingCache(dir, 1 << 30);
        assertThat(reader.lookUp(MODEL, wanted, THREE)).hasSize(1600);
        assertThat(reader.problems()).isEmpty();
        assertThat(shards()).hasSize(8);
    }

    @Test
    void sizesAreWrittenWithUnits() throws Exception {
        assertThat(CacheSize.parse("2GB", "cacheMaxSize")).isEqualTo(2L << 30);
        assertThat(CacheSize.parse(" 500 mb", "cacheMaxSize")).isEqualTo(500L << 20);
        assertThat(CacheSize.parse("4096", "cacheMaxSize")).isEqualTo(4096);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> CacheSize.parse("2 gigs", "cacheMaxSize"))
                .hasMessage("cacheMaxSize = '2 gigs', the most the dense retriever's embedding cache may hold, is not a"
                        + " size. Write a whole number above 0 with a unit, such as 500MB or 2GB.");
    }
}
