"""ARCHITECTURE.md's glossary is checked against the code's type names: a word keeps one meaning
only while nothing checks it, so

- every type the glossary names in its third column is declared somewhere in the code;
- no declared type joins a glossary word with a word its row rules out (a `LoginSession` or a
  `ScheduleFeed` fails), except a file's private mirror of a wire format;
- a word marked *only* names no type but the ones its row lists.

Words are a type name's camel-case parts, compared without letter case and a plural `s`.

Run: python3 -B -m unittest discover -s Packages/Tools/ScriptTests   (CI does, in .ci/run)
"""

import os
import re
import unittest

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
SOURCE_ROOTS = [os.path.join(REPOSITORY, "App")] + [
    os.path.join(REPOSITORY, "Packages", name, "Sources")
    for name in sorted(os.listdir(os.path.join(REPOSITORY, "Packages")))
]

DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*"
    r"((?:(?:public|package|internal|private|fileprivate|open|final|nonisolated|indirect)\s+)*)"
    r"(?:struct|enum|protocol|class|actor|typealias)\s+([A-Z][A-Za-z0-9]*)",
    re.MULTILINE,
)
CODE = re.compile(r"`([A-Za-z][A-Za-z0-9]*)`")


def declared_types():
    """Every type name the Swift sources declare, and whether each declaration is private."""
    found = {}
    for root in SOURCE_ROOTS:
        for folder, _, files in os.walk(root):
            for name in files:
                if not name.endswith(".swift"):
                    continue
                with open(os.path.join(folder, name), encoding="utf-8") as file:
                    for modifiers, type_name in DECLARATION.findall(file.read()):
                        private = bool(re.search(r"\b(private|fileprivate)\b", modifiers))
                        found[type_name] = found.get(type_name, True) and private
    return found


def words(type_name):
    """A type name's camel-case words, lower case, a plural s dropped: ProgrammeFeedAPIClient is
    programme, feed, api, client."""
    parts = re.findall(r"[A-Z]+(?![a-z])|[A-Z][a-z0-9]*|[a-z0-9]+", type_name)
    return [singular(part.lower()) for part in parts]


def singular(word):
    return word[:-1] if len(word) > 3 and word.endswith("s") and not word.endswith("ss") else word


def glossary_rows(text):
    """The glossary's rows: (word, the types it names, the words it rules out, only)."""
    match = re.search(r"<!-- glossary:begin -->(.*?)<!-- glossary:end -->", text, re.DOTALL)
    if match is None:
        return []
    rows = []
    for line in match.group(1).splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 4 or cells[0] in ("Word", "") or set(cells[0]) <= set("-: "):
            continue
        word, meaning, code, never = cells
        rows.append(
            (
                singular(word.lower()),
                CODE.findall(code),
                [singular(item.strip().lower()) for item in never.split(",") if item.strip()],
                "*only*" in meaning,
            )
        )
    return rows


class GlossaryTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        with open(os.path.join(REPOSITORY, "ARCHITECTURE.md"), encoding="utf-8") as file:
            cls.rows = glossary_rows(file.read())
        cls.types = declared_types()

    def test_the_glossary_is_found(self):
        self.assertGreaterEqual(len(self.rows), 10, "ARCHITECTURE.md's glossary table is missing")
        self.assertIn("Session", self.types, "no type found: the declaration pattern is stale")

    def test_every_type_it_names_exists(self):
        for word, named, _, _ in self.rows:
            for type_name in named:
                with self.subTest(word=word, type=type_name):
                    self.assertIn(type_name, self.types, "named in the glossary, declared nowhere")
                    self.assertIn(word, words(type_name), "a row's types carry its word")

    def test_no_type_joins_a_word_with_one_it_rules_out(self):
        for type_name, private in sorted(self.types.items()):
            if private:
                continue
            parts = words(type_name)
            for word, _, never, _ in self.rows:
                if word in parts:
                    with self.subTest(type=type_name, word=word):
                        self.assertEqual([part for part in parts if part in never], [])

    def test_a_word_marked_only_names_only_its_types(self):
        for word, named, _, only in self.rows:
            if only:
                users = sorted(
                    name for name, private in self.types.items()
                    if not private and word in words(name)
                )
                self.assertEqual(users, sorted(named), f"types named with '{word}'")


class GlossaryCheckSelfTests(unittest.TestCase):
    """The check's own parts, on inputs whose answers are known."""

    def test_words_split_acronyms_and_plurals(self):
        self.assertEqual(words("ProgrammeFeedAPIClient"), ["programme", "feed", "api", "client"])
        self.assertEqual(words("CommandLineFeatures"), ["command", "line", "feature"])
        self.assertEqual(words("AccountAccess"), ["account", "access"])

    def test_a_row_rules_a_pair_out(self):
        rows = glossary_rows(
            "<!-- glossary:begin -->\n| Word | Means | In the code | Never joined with |\n"
            "| --- | --- | --- | --- |\n| session | A talk (*only*). | `Session` | Login, Tokens |\n"
            "<!-- glossary:end -->"
        )
        self.assertEqual(rows, [("session", ["Session"], ["login", "token"], True)])
