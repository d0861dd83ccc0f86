// Measures the token-authentication wrapper: fast-path overhead and a 1000-caller refresh storm.
// Run: swift run -c release --package-path Packages/Core TokenAuthenticationBenchmark
print(await Benchmark.run())
