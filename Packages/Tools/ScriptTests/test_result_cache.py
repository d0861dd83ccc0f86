"""Tests of scripts/test's result cache (scripts/lib/result_cache.py), on a scratch repository:
what changes a bundle's key and what does not, and that only a stored green run is found.

Run: python3 -B -m unittest discover -s Packages/Tools/ScriptTests   (CI does, in .ci/run)
"""

import os
import shutil
import subprocess
import sys
import tempfile
import time
import unittest

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
sys.path.insert(0, os.path.join(REPOSITORY, "scripts", "lib"))
import result_cache  # noqa: E402

MANIFEST = 'let package = Package(name: "P", products: [.executable(name: "tool", targets: [])])\n'


class ResultCacheTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="result-cache-test-")
        self.clock = time.time_ns()
        self.addCleanup(shutil.rmtree, self.root, ignore_errors=True)
        subprocess.run(["git", "init", "-q"], cwd=self.root, check=True)
        self.write(".gitignore", ".build/\n")
        self.write("Packages/Lib/Package.swift", MANIFEST)
        self.write("Packages/Lib/Sources/Lib/Lib.swift", "let x = 1\n")
        self.write("Packages/Tools/Package.swift", 'let package = Package(name: "T")\n')
        self.write("docs/cli.md", "# conf\n")
        self.write(".build/debug/PPackageTests.xctest", "bundle")
        self.write(".build/debug/tool", "tool")
        self.write(".build/debug/Ignored.txt", "ignored")
        self.scratch = os.path.join(self.root, ".build")
        self.cache = result_cache.ResultCache(self.root, self.scratch, True, {})

    def write(self, path, text):
        full = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as handle:
            handle.write(text)
        # Every write a second after the last, so a rewrite differs even on a coarse clock.
        self.clock += 1_000_000_000
        os.utime(full, ns=(self.clock, self.clock))

    def key(self, package="Packages/Lib"):
        fresh = result_cache.ResultCache(self.root, self.scratch, True, {})
        folder = os.path.join(self.root, package)
        bundle = os.path.join(self.scratch, "debug", "PPackageTests.xctest")
        return fresh.key(package, [folder], bundle, "^(LibTests)\\.")

    def test_the_same_inputs_give_the_same_key(self):
        self.assertEqual(self.key(), self.key())

    def test_a_relinked_bundle_changes_the_key(self):
        before = self.key()
        self.write(".build/debug/PPackageTests.xctest", "bundle, relinked")
        self.assertNotEqual(before, self.key())

    def test_a_relinked_executable_of_the_package_changes_the_key(self):
        before = self.key()
        self.write(".build/debug/tool", "tool, relinked")
        self.assertNotEqual(before, self.key())

    def test_a_changed_document_changes_the_key(self):
        before = self.key()
        self.write("docs/cli.md", "# conf, edited\n")
        self.assertNotEqual(before, self.key())

    def test_a_new_untracked_fixture_changes_the_key(self):
        before = self.key()
        self.write("Packages/Lib/Tests/LibTests/Fixtures/new.json", "{}\n")
        self.assertNotEqual(before, self.key())

    def test_swift_source_is_left_to_the_bundle(self):
        before = self.key()
        self.write("Packages/Lib/Sources/Lib/Lib.swift", "let x = 2 // edited\n")
        self.write(".build/debug/Ignored.txt", "ignored, edited")
        self.assertEqual(before, self.key())

    def test_a_package_that_reads_the_sources_sees_a_swift_change(self):
        before = self.key("Packages/Tools")
        self.write("Packages/Lib/Sources/Lib/Lib.swift", "import Forbidden\n")
        self.assertNotEqual(before, self.key("Packages/Tools"))

    def test_an_environment_variable_the_tests_read_changes_the_key(self):
        before = self.key()
        os.environ["CONF_NOW"] = "2026-12-02T09:00:00Z"
        self.addCleanup(os.environ.pop, "CONF_NOW", None)
        self.assertNotEqual(before, self.key())

    def test_only_a_stored_run_under_the_same_key_is_found(self):
        self.assertIsNone(self.cache.lookup("P", "k1"))
        self.cache.store("P", "k1", {"LibTests": 12})
        self.assertEqual(self.cache.lookup("P", "k1")["counts"], {"LibTests": 12})
        self.assertIsNone(self.cache.lookup("P", "k2"))
        self.cache.forget("P")
        self.assertIsNone(self.cache.lookup("P", "k1"))

    def test_a_disabled_cache_neither_reads_nor_keeps(self):
        self.cache.store("P", "k1", {"LibTests": 12})
        disabled = result_cache.ResultCache(self.root, self.scratch, False, {})
        self.assertIsNone(disabled.lookup("P", "k1"))
        disabled.store("P", "k2", {"LibTests": 3})
        self.assertEqual(self.cache.lookup("P", "k1")["counts"], {"LibTests": 12})


if __name__ == "__main__":
    unittest.main()
