"""The analytics events are a contract with whoever reads `analytics.jsonl` and the backend's
`POST /v1/analytics/events`: docs/cli.md lists every event, with its layer, between
`<!-- events:begin -->` and `<!-- events:end -->`. The names are spelled once in the code
(`PresentationEvent`, layer `ui`; `DomainEvent`, layer `domain`); this test reads both and fails
on an event the docs miss, one they list that no longer exists, a wrong layer, or a repeated name.

Run: python3 -B -m unittest discover -s Packages/Tools/ScriptTests   (CI does, in .ci/run)
"""

import os
import re
import unittest

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
SOURCES = {
    "ui": "Packages/PresentationLayer/Sources/ViewModel/Internal/PresentationEvent.swift",
    "domain": "Packages/DomainLayer/Sources/UseCaseImplementation/Internal/DomainEvent.swift",
}
CASE = re.compile(r'^\s*case\s+\w+\s*=\s*"([^"]+)"', re.MULTILINE)
ROW = re.compile(r"^\|\s*`([^`]+)`\s*\|\s*(\w+)\s*\|", re.MULTILINE)


def declared(text, layer):
    """The (name, layer) pairs an event enum's source declares."""
    return [(name, layer) for name in CASE.findall(text)]


def documented(text):
    """The (name, layer) pairs docs/cli.md's events table lists."""
    match = re.search(r"<!-- events:begin -->(.*?)<!-- events:end -->", text, re.DOTALL)
    return ROW.findall(match.group(1)) if match else []


class AnalyticsEventTests(unittest.TestCase):
    def test_the_docs_list_exactly_the_events_the_code_records(self):
        code = []
        for layer, path in SOURCES.items():
            with open(os.path.join(REPOSITORY, path), encoding="utf-8") as file:
                found = declared(file.read(), layer)
            self.assertGreater(len(found), 10, f"no event found in {path}: the pattern is stale")
            code += found
        with open(os.path.join(REPOSITORY, "docs", "cli.md"), encoding="utf-8") as file:
            docs = documented(file.read())
        self.assertEqual(sorted(set(docs) - set(code)), [], "documented, not recorded")
        self.assertEqual(sorted(set(code) - set(docs)), [], "recorded, not documented")
        names = [name for name, _ in code]
        self.assertEqual(len(names), len(set(names)), "a name is declared twice")
        self.assertEqual(len(docs), len(set(docs)), "a row is repeated")

    def test_names_are_snake_case_words_without_a_login_called_session(self):
        for layer, path in SOURCES.items():
            with open(os.path.join(REPOSITORY, path), encoding="utf-8") as file:
                for name, _ in declared(file.read(), layer):
                    with self.subTest(name=name):
                        self.assertRegex(name, r"^[a-z]+(_[a-z]+)*$")
                        self.assertNotRegex(name, r"^session_restore", "a login is not a session")


class AnalyticsEventCheckSelfTests(unittest.TestCase):
    def test_reading_both_sides(self):
        source = 'enum E: String {\n  /// Docs.\n  case nowViewed = "now_viewed"\n}'
        self.assertEqual(declared(source, "ui"), [("now_viewed", "ui")])
        docs = "x\n<!-- events:begin -->\n| event | layer | when |\n|---|---|---|\n" \
            "| `now_viewed` | ui | Asked. |\n<!-- events:end -->\n| `other` | ui | no |"
        self.assertEqual(documented(docs), [("now_viewed", "ui")])
