"""Test results kept from green runs, so that an unchanged test bundle is not run again.

As `go test` caches a package's result: `scripts/test` remembers, per package, the key of the
last run of its test bundle in which every test passed and nothing was left behind. A later run
whose key is the same reports that result (marked cached) instead of running the bundle.

The key is everything the bundle's result depends on:
- the bundle itself (its path, size and modification time: SwiftPM relinks it whenever any
  module in it changes), and the `--filter` it is run with;
- the executables of the package and of the packages it depends on (`conf`, `conf-server`,
  `archcheck`, the benchmark), which end-to-end tests launch;
- every file of the repository that is not Swift source (documentation, fixtures, goldens,
  scripts, test plans), which tests read at run time; and, for a package whose tests check
  the repository's own sources (`REPOSITORY_READERS`), every Swift file too;
- the toolchain, the tools the tests use (tmux, zsh, fish, the Python with icalendar), and the
  environment variables that change what the tests see.

Swift source elsewhere is left out on purpose: a change to it reaches a bundle only by changing
the bundle, which changes the key. A failed run, a run that left something behind, and
`scripts/test --no-cache` store nothing and read nothing.
"""

import hashlib
import json
import os
import re
import shutil
import subprocess
import time

# Packages whose tests read the repository's Swift sources at run time (the boundary checker's
# RealRepositoryTests checks every import and manifest of the monorepo).
REPOSITORY_READERS = {"Packages/Tools"}

# Tools on PATH whose version a test depends on.
TEST_TOOLS = ["swift", "tmux", "zsh", "fish", "python3"]

# Environment variables that change what a test sees, beyond the ones named CONF_*.
ENVIRONMENT = ["PATH", "HOME", "LANG", "LC_ALL", "TZ", "TERM", "XDG_CACHE_HOME"]


def stat_line(path):
    try:
        info = os.stat(path)
    except OSError:
        return f"{path} missing"
    return f"{path} {info.st_size} {info.st_mtime_ns}"


def repository_files(root):
    """Every file of the repository that git would commit (tracked or not yet, not ignored);
    without git, every file outside .git and .build."""
    try:
        listed = subprocess.run(
            ["git", "-C", root, "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
            capture_output=True, check=True, stdin=subprocess.DEVNULL).stdout
        return sorted(set(name for name in listed.decode().split("\0") if name))
    except (OSError, subprocess.CalledProcessError):
        found = []
        for directory, subfolders, files in os.walk(root):
            subfolders[:] = sorted(f for f in subfolders if f not in (".git", ".build"))
            relative = os.path.relpath(directory, root)
            found += [os.path.normpath(os.path.join(relative, f)) for f in files]
        return sorted(found)


def executables(folders):
    """The names of the executable products and targets the manifests in `folders` declare."""
    names = set()
    for folder in folders:
        with open(os.path.join(folder, "Package.swift"), encoding="utf-8") as handle:
            text = handle.read()
        names.update(re.findall(r'\.executable(?:Target)?\(\s*name:\s*"([^"]+)"', text))
    return sorted(names)


class ResultCache:
    """The results of green runs, one file per package in the scratch folder."""

    def __init__(self, root, scratch, enabled, tool_environment):
        self.root = root
        self.scratch = scratch
        self.enabled = enabled
        self.folder = os.path.join(scratch, "scripts-test-results")
        self.tool_environment = tool_environment
        self._files = None

    def _repository(self):
        if self._files is None:
            self._files = repository_files(self.root)
        return self._files

    def key(self, package, folders, bundle, pattern):
        """The key of one package's bundle run with `pattern`, given its dependency closure."""
        lines = ["bundle " + stat_line(bundle), "filter " + pattern]
        for name in executables(folders):
            lines.append("executable " + stat_line(os.path.join(self.scratch, "debug", name)))
        reads_sources = package in REPOSITORY_READERS
        for name in self._repository():
            if reads_sources or not name.endswith(".swift"):
                lines.append("file " + stat_line(os.path.join(self.root, name)))
        for tool in TEST_TOOLS:
            found = shutil.which(tool)
            lines.append(f"tool {tool} " + (stat_line(os.path.realpath(found)) if found else "-"))
        for name, value in sorted(self.tool_environment.items()):
            lines.append(f"tool-environment {name}={value} " + stat_line(value))
        for name in sorted(os.environ):
            if name in ENVIRONMENT or (name.startswith("CONF_") and name != "CONF_TEST_RUN"):
                lines.append(f"environment {name}={os.environ[name]}")
        return hashlib.sha256("\n".join(lines).encode()).hexdigest()

    def _path(self, name):
        return os.path.join(self.folder, name + ".json")

    def lookup(self, name, key):
        """The per-target pass counts of the green run stored under `key`, or None."""
        if not self.enabled:
            return None
        try:
            with open(self._path(name), encoding="utf-8") as handle:
                stored = json.load(handle)
        except (OSError, ValueError):
            return None
        if stored.get("key") != key:
            return None
        return stored

    def store(self, name, key, counts):
        """Keeps a green run's per-target pass counts under `key`."""
        if not self.enabled:
            return
        os.makedirs(self.folder, exist_ok=True)
        record = {"key": key, "counts": counts,
                  "when": time.strftime("%Y-%m-%d %H:%M:%S", time.localtime())}
        temporary = self._path(name) + ".tmp"
        with open(temporary, "w", encoding="utf-8") as handle:
            json.dump(record, handle, indent=1)
        os.replace(temporary, self._path(name))

    def forget(self, name):
        """Drops a package's stored result (its run failed)."""
        try:
            os.remove(self._path(name))
        except OSError:
            pass
