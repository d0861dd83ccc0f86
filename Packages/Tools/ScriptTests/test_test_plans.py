"""The test plans run every test target: a test target a manifest declares but no plan names
would never run (scripts/test and CI run the plans), so a target missing from `All` or from its
own package's plan fails here.

Run: python3 -B -m unittest discover -s Packages/Tools/ScriptTests   (CI does, in .ci/run)
"""

import json
import os
import re
import unittest

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
PLANS = os.path.join(REPOSITORY, "TestPlans")

# A manifest's test targets: `.testTarget(name: "X"` with any white space between.
TEST_TARGET = re.compile(r'\.testTarget\(\s*name:\s*"([^"]+)"')


def manifests():
    """Each package's container path (as plans name it) and its manifest's text."""
    found = {"": os.path.join(REPOSITORY, "Package.swift")}
    packages = os.path.join(REPOSITORY, "Packages")
    for name in sorted(os.listdir(packages)):
        manifest = os.path.join(packages, name, "Package.swift")
        if os.path.isfile(manifest):
            found[f"Packages/{name}"] = manifest
    return {container: open(path, encoding="utf-8").read() for container, path in found.items()}


def plan_targets(name):
    """The (container, target) pairs a plan runs."""
    with open(os.path.join(PLANS, f"{name}.xctestplan"), encoding="utf-8") as file:
        plan = json.load(file)
    return {
        (entry["target"]["containerPath"].removeprefix("container:"), entry["target"]["name"])
        for entry in plan["testTargets"]
    }


class TestPlanTests(unittest.TestCase):
    def test_all_runs_every_test_target(self):
        declared = {
            (container, target)
            for container, text in manifests().items()
            for target in TEST_TARGET.findall(text)
        }
        self.assertTrue(declared, "no test target found: the manifest pattern is stale")
        missing = sorted(declared - plan_targets("All"))
        self.assertEqual(missing, [], "test targets no plan runs; add them to TestPlans/All")

    def test_each_package_plan_runs_its_package(self):
        runs = {}
        for file in os.listdir(PLANS):
            if file.endswith(".xctestplan") and file != "All.xctestplan":
                for container, target in plan_targets(file[: -len(".xctestplan")]):
                    runs.setdefault(container, set()).add(target)
        for container, text in manifests().items():
            with self.subTest(package=container or "root"):
                targets = set(TEST_TARGET.findall(text))
                self.assertEqual(
                    sorted(targets - runs.get(container, set())), [],
                    f"{container or 'the root package'}: test targets its plan does not run")

    def test_a_target_left_out_is_found(self):
        """The check itself: a manifest naming a target no plan has is caught."""
        text = 'let p = Package(targets: [.testTarget(\n  name: "NewTests", dependencies: [])])'
        self.assertEqual(TEST_TARGET.findall(text), ["NewTests"])


if __name__ == "__main__":
    unittest.main()
