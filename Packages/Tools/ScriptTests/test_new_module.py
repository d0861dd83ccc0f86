"""Tests of scripts/new-module that need no build: its refusals (exit 64, one `Error:` line,
nothing changed on disk) and the edits it makes, on a copy of the files it reads.

Run: python3 -B -m unittest discover -s Packages/Tools/ScriptTests   (CI does, in .ci/run)
"""

import hashlib
import importlib.machinery
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
SCRIPT = os.path.join(REPOSITORY, "scripts", "new-module")
COPIED_NAMES = {
    "Package.swift", "README.md", "ARCHITECTURE.md", "architecture-rules.json", ".swift-format",
}


def load_script():
    loader = importlib.machinery.SourceFileLoader("new_module", SCRIPT)
    spec = importlib.util.spec_from_loader("new_module", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def make_template(destination):
    """The files new-module reads (manifests, READMEs, rules, test plans, DocC catalogs, the
    script), and every folder of the monorepo (empty), so names of Sources/ and Tests/ folders
    exist."""
    for directory, folders, files in os.walk(REPOSITORY):
        folders[:] = [f for f in folders if not f.startswith(".")]
        relative = os.path.relpath(directory, REPOSITORY)
        if relative.startswith(os.path.join("Packages", "Tools", "Tests", "Fixtures")):
            folders[:] = []
        os.makedirs(os.path.join(destination, relative), exist_ok=True)
        for name in files:
            path = os.path.join(relative, name)
            if (
                name in COPIED_NAMES or name.endswith(".xctestplan")
                or directory.endswith(".docc")
                or path == os.path.join("scripts", "new-module")
            ):
                shutil.copy2(os.path.join(REPOSITORY, path), os.path.join(destination, path))


def snapshot(root):
    """Every folder and every file's hash under root."""
    state = {}
    for directory, folders, files in os.walk(root):
        state[os.path.relpath(directory, root) + "/"] = None
        for name in files:
            path = os.path.join(directory, name)
            with open(path, "rb") as handle:
                state[os.path.relpath(path, root)] = hashlib.sha256(handle.read()).hexdigest()
    return state


class NewModuleTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.template = tempfile.mkdtemp(prefix="new-module-template-")
        make_template(cls.template)
        cls.script = load_script()

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.template, ignore_errors=True)

    def setUp(self):
        self.root = tempfile.mkdtemp(prefix="new-module-")
        shutil.rmtree(self.root)
        shutil.copytree(self.template, self.root, symlinks=True)
        self.addCleanup(shutil.rmtree, self.root, True)

    def run_script(self, *arguments):
        return subprocess.run(
            [sys.executable, os.path.join(self.root, "scripts", "new-module"), *arguments],
            cwd=self.root, capture_output=True, text=True,
        )

    def read(self, path):
        with open(os.path.join(self.root, path), encoding="utf-8") as handle:
            return handle.read()

    def original(self, path):
        with open(os.path.join(self.template, path), encoding="utf-8") as handle:
            return handle.read()

    # MARK: - Refusals

    def assert_refused(self, arguments, message, lines=1):
        before = snapshot(self.root)
        result = self.run_script(*arguments)
        self.assertEqual(result.returncode, 64, result.stderr)
        self.assertEqual(result.stdout, "")
        error = result.stderr.splitlines()
        self.assertEqual(len(error), lines, result.stderr)
        self.assertTrue(error[0].startswith("Error: "), result.stderr)
        self.assertIn(message, error[0])
        self.assertEqual(snapshot(self.root), before, "a refusal changed the disk")

    def test_refuses_names_that_break_the_rules(self):
        cases = [
            (["Nope", "Sample"], "unknown package 'Nope'; use one of Core, DataLayer, DevServer"),
            (["DomainLayer", "sample"], "'sample' is not an UpperCamelCase identifier"),
            (["DomainLayer", "Sam_ple"], "'Sam_ple' is not an UpperCamelCase identifier"),
            (["DomainLayer", "9Lives"], "'9Lives' is not an UpperCamelCase identifier"),
            (["DomainLayer", "Sample-Kit"], "'Sample-Kit' is not an UpperCamelCase identifier"),
            (["DomainLayer", "SampleTests"], "'SampleTests' ends in 'Tests'"),
            (["DomainLayer", "DefaultSample"], "'DefaultSample' has a 'Default' prefix"),
            (["DomainLayer", "Default"], "'Default' has a 'Default' prefix"),
            (["DomainLayer", "Foundation"], "'Foundation' is the name of a toolchain or platform"),
            (["DomainLayer", "SwiftUI"], "'SwiftUI' is the name of a toolchain or platform"),
            (["DomainLayer", "Testing"], "'Testing' is the name of a toolchain or platform"),
            (["DomainLayer", "String"], "'String' is the name of a toolchain or platform"),
            (
                ["DomainLayer", "SampleImplementation"],
                "an implementation module is made together with its protocol module: "
                "scripts/new-module DomainLayer Sample --protocol-of SampleImplementation",
            ),
            (
                ["DomainLayer", "Sample", "--protocol-of", "SampleImpl"],
                "--protocol-of must name SampleImplementation",
            ),
            (
                ["DomainLayer", "SampleImplementation", "--protocol-of",
                 "SampleImplementationImplementation"],
                "ends in 'Implementation'",
            ),
        ]
        for arguments, message in cases:
            with self.subTest(arguments=arguments):
                self.assert_refused(arguments, message)

    def test_refuses_names_that_exist_anywhere(self):
        cases = [
            (["DomainLayer", "Domain"], "'Domain' already exists in the monorepo"),
            (["DomainLayer", "USECASE"], "'USECASE' already exists"),
            (["Core", "Entity"], "'Entity' already exists"),
            (["DomainLayer", "Core"], "'Core' already exists"),
            (["Tools", "ArchitectureCheck"], "'ArchitectureCheck' already exists"),
            (["DomainLayer", "ConferenceApp"], "'ConferenceApp' already exists"),
            (["DomainLayer", "EndToEnd"], "'EndToEndTests' already exists"),
            (["DomainLayer", "AppComposition"], "'AppComposition' already exists"),
            (["DomainLayer", "CSQLite"], "'CSQLite' already exists"),
            (
                ["DataLayer", "APIClient", "--protocol-of", "APIClientImplementation"],
                "'APIClient' already exists",
            ),
            (
                ["Tools", "FoundationNetworking"],
                "'FoundationNetworking' is the name of a toolchain",
            ),
        ]
        for arguments, message in cases:
            with self.subTest(arguments=arguments):
                self.assert_refused(arguments, message)

    def test_usage_errors_print_usage(self):
        for arguments, message in [
            (["DomainLayer"], "expected <package> and <module>, got 1 argument(s)"),
            (["DomainLayer", "Sample", "--bogus"], "unknown option '--bogus'"),
            (["DomainLayer", "Sample", "--protocol-of"], "missing value for '--protocol-of'"),
        ]:
            with self.subTest(arguments=arguments):
                self.assert_refused(arguments, message, lines=3)

    def test_help(self):
        result = self.run_script("--help")
        self.assertEqual(result.returncode, 0)
        self.assertTrue(result.stdout.startswith("OVERVIEW: Add a module"))
        self.assertIn("USAGE: scripts/new-module <package> <module> [--protocol-of", result.stdout)
        self.assertIn("must be exactly <module>Implementation", result.stdout)

    # MARK: - Edits

    def assert_only_additions(self, path):
        """The file's old lines all remain, in order."""
        old, new = self.original(path).splitlines(), self.read(path).splitlines()
        iterator = iter(new)
        self.assertTrue(all(line in iterator for line in old), f"{path} lost or reordered lines")

    def plan_names(self, plan):
        return [entry["target"]["name"] for entry in json.loads(self.read(plan))["testTargets"]]

    def free_name(self, base, protocol=False):
        """base, or base2, base3 ...: a name the monorepo does not use yet (the repository
        these tests run on may already hold a module added by an earlier new-module run)."""
        used = self.script.existing_names(json.loads(self.original("architecture-rules.json")))
        for suffix in [""] + [str(number) for number in range(2, 100)]:
            name = base + suffix
            derived = [name, name + "Tests"]
            if protocol:
                derived += [name + "Implementation", name + "ImplementationTests"]
            if not any(candidate.lower() in used for candidate in derived):
                return name
        raise AssertionError(f"no free name for {base}")

    def assert_house_order(self, package, modules):
        """The manifest's products and targets are in the house order (by name ignoring case,
        each test target right after its subject), the old entries kept, and the new modules'
        products and targets (each followed by its test target) in."""
        path = f"Packages/{package}/Package.swift"
        text = self.read(path)
        names = {}
        keys = {"products": self.script.product_key, "targets": self.script.target_key}
        for label, key in keys.items():
            start, end = self.script.top_level_array(text, label, path)
            items = self.script.split_items(text[start:end])
            order = [key(item) for item in items]
            self.assertEqual(order, sorted(order), f"{path} {label} are out of order")
            names[label] = [self.script.item_name(item) for item in items]
        expected_targets = [name for module in modules for name in (module, module + "Tests")]
        first = names["targets"].index(modules[0])
        self.assertEqual(
            names["targets"][first:first + len(expected_targets)], expected_targets)
        for module in modules:
            self.assertIn(module, names["products"])
            self.assertIn(f'.library(name: "{module}", targets: ["{module}"])', text)
        self.assert_only_additions(path)

    def assert_plans(self, plan, package, test_targets):
        for path in (f"TestPlans/{plan}.xctestplan", "TestPlans/All.xctestplan"):
            entries = json.loads(self.read(path))["testTargets"]
            names = [
                entry["target"]["name"] for entry in entries
                if entry["target"]["containerPath"] == f"container:Packages/{package}"
            ]
            for name in test_targets:
                self.assertIn(name, names, path)
            self.assertEqual(names, sorted(names), f"{path}: {package}'s entries out of order")
            self.assert_only_additions(path)

    def test_adds_a_module(self):
        name = self.free_name("Sample")
        result = self.run_script("DomainLayer", name, "--no-docs")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertEqual(result.stderr, "")
        self.assert_house_order("DomainLayer", [name])
        manifest = self.read("Packages/DomainLayer/Package.swift")
        self.assertIn(
            f'    .target(name: "{name}"),\n'
            f'    .testTarget(name: "{name}Tests", dependencies: ["{name}"]),\n', manifest)
        source = self.read(f"Packages/DomainLayer/Sources/{name}/{name}.swift")
        self.assertIn(f"public struct {name}: Sendable, Equatable {{", source)
        self.assertTrue(source.startswith("/// "))
        test = self.read(f"Packages/DomainLayer/Tests/{name}Tests/{name}Tests.swift")
        self.assertIn(f"import {name}\nimport Testing\n", test)
        self.assertIn("@Test(", test)
        self.assertIn(f'#expect(value != {name}(name: "second"))', test)

        rules = json.loads(self.read("architecture-rules.json"))
        expected = json.loads(self.original("architecture-rules.json"))
        domain = next(layer for layer in expected["layers"] if layer["name"] == "domain")
        domain["modules"][name] = {
            "mayImport": [], "holds": f"`{name}`, a first value type (from scripts/new-module)",
        }
        self.assertEqual(rules, expected)
        self.assert_only_additions("architecture-rules.json")
        self.assert_plans("Domain", "DomainLayer", [name + "Tests"])
        catalog = self.read(f"Packages/DomainLayer/Sources/{name}/{name}.docc/{name}.md")
        self.assertTrue(catalog.startswith(
            f"# ``{name}``\n\n`{name}`, a first value type (from scripts/new-module).\n"))
        self.assertIn(f"## Topics\n\n### Essentials\n\n- ``{name}/{name}``\n", catalog)
        layer = "Packages/DomainLayer/DomainLayer.docc/DomainLayer.md"
        self.assertIn(f"- ``/UseCaseImplementation``\n- ``/{name}``\n", self.read(layer))
        self.assert_only_additions(layer)
        for path in ("ARCHITECTURE.md", "Packages/DomainLayer/README.md"):
            self.assertEqual(self.read(path), self.original(path))

        self.assert_refused(["DomainLayer", name], f"'{name}' already exists")

    def test_adds_a_protocol_module_and_its_implementation(self):
        name = self.free_name("Cache", protocol=True)
        live = name + "Implementation"
        result = self.run_script(
            "DataLayer", name, f"--protocol-of={live}", "--holds", "the cache seam", "--no-docs")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assert_house_order("DataLayer", [name, live])
        manifest = self.read("Packages/DataLayer/Package.swift")
        self.assertIn(f'    .target(name: "{live}", dependencies: ["{name}"]),\n', manifest)
        self.assertRegex(
            manifest,
            rf'\.testTarget\(\s*name: "{live}Tests", dependencies: \["{name}", "{live}"\]\)')
        self.assertIn(
            f"public protocol {name}: Sendable {{",
            self.read(f"Packages/DataLayer/Sources/{name}/{name}.swift"))
        implementation = self.read(f"Packages/DataLayer/Sources/{live}/{live}.swift")
        self.assertTrue(implementation.startswith(f"public import {name}\n"))
        self.assertIn(f"public struct {live}: {name} {{", implementation)
        self.assertIn(
            f"import {name}\nimport {live}\nimport Testing\n",
            self.read(f"Packages/DataLayer/Tests/{live}Tests/{live}Tests.swift"))

        rules = json.loads(self.read("architecture-rules.json"))
        expected = json.loads(self.original("architecture-rules.json"))
        data = next(layer for layer in expected["layers"] if layer["name"] == "data")["modules"]
        data[name] = {"mayImport": [], "holds": "the cache seam"}
        data[live] = {
            "mayImport": [name], "holds": f"`{live}`, the live `{name}` (from scripts/new-module)",
        }
        group = expected["groups"]["implementations"]
        group.append(live)
        group.sort(key=lambda other: (other.lower(), other))
        self.assertEqual(rules, expected)
        self.assertEqual(rules["groups"]["implementations"], group)
        self.assert_plans("Data", "DataLayer", [name + "Tests", live + "Tests"])
        self.assertTrue(
            self.read(f"Packages/DataLayer/Sources/{name}/{name}.docc/{name}.md").startswith(
                f"# ``{name}``\n\nThe cache seam.\n"))
        self.assertIn(
            f"- ``{live}/{live}``\n",
            self.read(f"Packages/DataLayer/Sources/{live}/{live}.docc/{live}.md"))
        self.assertIn(
            f"- ``/ProgrammeFeed``\n- ``/{name}``\n- ``/{live}``\n",
            self.read("Packages/DataLayer/DataLayer.docc/DataLayer.md"))

    def test_generated_swift_passes_the_format_lint(self):
        """Long names too: swift format wraps code but not comments, so the script wraps them."""
        if shutil.which("swift") is None:
            self.skipTest("swift not found")
        module = "Abcdefghijklmnopqrstuvwxyz" * 2
        result = self.run_script(
            "PresentationLayer", module, "--protocol-of", module + "Implementation", "--no-docs")
        self.assertEqual(result.returncode, 0, result.stderr)
        package = os.path.join(self.root, "Packages", "PresentationLayer")
        files = [os.path.join(package, "Package.swift")]
        for name in (module, module + "Implementation"):
            files.append(os.path.join(package, "Sources", name, name + ".swift"))
            files.append(os.path.join(package, "Tests", name + "Tests", name + "Tests.swift"))
        lint = subprocess.run(
            ["swift", "format", "lint", "--strict", *files], cwd=self.root, capture_output=True,
            text=True)
        self.assertEqual(lint.returncode, 0, lint.stdout + lint.stderr)

    def test_adds_a_module_to_tools(self):
        name = self.free_name("Linter")
        result = self.run_script("Tools", name, "--no-docs")
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assert_house_order("Tools", [name])
        self.assert_plans("Tools", "Tools", [name + "Tests"])
        rules = json.loads(self.read("architecture-rules.json"))
        tools = next(layer for layer in rules["layers"] if layer["name"] == "tools")
        self.assertIn(name, tools["modules"])

    # MARK: - Pieces

    def test_rules_layout_round_trips(self):
        """The house JSON layout reproduces a file written in it, so adding a row changes no
        other line."""
        path = os.path.join(
            REPOSITORY, "Packages", "Tools", "Tests", "Fixtures", "Repo", "architecture-rules.json")
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        self.assertEqual(self.script.render_json(json.loads(text)) + "\n", text)

    def test_targets_sort_by_subject_with_tests_after(self):
        items = [
            '.executableTarget(name: "archcheck", dependencies: ["ArchitectureCheck"])',
            '.target(name: "ArchitectureCheck")',
            '.testTarget(name: "ArchitectureCheckTests", dependencies: ["ArchitectureCheck"])',
        ]
        result = self.script.insert_sorted(
            items, ['.target(name: "Archive")', '.testTarget(name: "ArchiveTests")'],
            self.script.target_key)
        self.assertEqual(
            [self.script.item_name(item) for item in result],
            ["archcheck", "ArchitectureCheck", "ArchitectureCheckTests", "Archive", "ArchiveTests"])


if __name__ == "__main__":
    unittest.main()
