"""Tests of scripts/format's choice of files (`--list`), on a scratch git repository: tracked
and not-yet-tracked Swift files are checked, what .gitignore ignores and the boundary
checker's fixtures are not, and a tracked file deleted in the working tree is skipped.

Run: python3 -B -m unittest discover -s Packages/Tools/ScriptTests   (CI does, in .ci/run)
"""

import os
import shutil
import subprocess
import tempfile
import unittest

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


class FormatFileListTests(unittest.TestCase):
    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="format-test-")
        self.addCleanup(shutil.rmtree, self.root, ignore_errors=True)
        os.makedirs(os.path.join(self.root, "scripts"))
        shutil.copy2(os.path.join(REPOSITORY, "scripts", "format"),
                     os.path.join(self.root, "scripts", "format"))
        self.git("init", "-q")
        self.write(".gitignore", ".build/\n")
        for path in ["Sources/Tracked.swift", "Sources/Deleted.swift",
                     "Packages/Tools/Tests/Fixtures/Odd.swift"]:
            self.write(path, "let x = 1\n")
        self.git("add", "-A")
        self.git("-c", "user.name=t", "-c", "user.email=t@example.com", "commit", "-q", "-m", "t")
        os.remove(os.path.join(self.root, "Sources", "Deleted.swift"))
        self.write("Sources/New File.swift", "let  y = 2\n")
        self.write(".build/debug/Ignored.swift", "let z = 3\n")
        self.write("Sources/Notes.md", "not Swift\n")

    def git(self, *arguments):
        subprocess.run(["git", *arguments], cwd=self.root, check=True,
                       env=dict(os.environ, GIT_CONFIG_GLOBAL="/dev/null"))

    def write(self, path, text):
        full = os.path.join(self.root, path)
        os.makedirs(os.path.dirname(full), exist_ok=True)
        with open(full, "w", encoding="utf-8") as handle:
            handle.write(text)

    def test_tracked_and_untracked_files_are_listed_ignored_ones_are_not(self):
        listed = subprocess.run(
            [os.path.join(self.root, "scripts", "format"), "--list"],
            capture_output=True, text=True, check=True).stdout.splitlines()
        self.assertEqual(sorted(listed), ["Sources/New File.swift", "Sources/Tracked.swift"])


if __name__ == "__main__":
    unittest.main()
