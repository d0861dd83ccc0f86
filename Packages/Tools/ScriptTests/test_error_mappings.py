"""From the wire to the screen a failure crosses at most four of the project's error types
(ARCHITECTURE.md, "Errors and exit codes"): `APIClientError`, `RepositoryError`, the domain's
feature error (wrapping the shared `ConnectivityError`, `StorageError` or `AccountError`) and
`ErrorPresentation`. A fifth appears when a mapping builds one feature's error and lifts it into
another (`self.init(AccountError(error))` made a timeout during a purchase an `AccountError`
first), so the domain layer's sources are searched for an error built from an error built in the
same expression, and the data-to-domain mappings for any error type but the shared ones.

Run: python3 -B -m unittest discover -s Packages/Tools/ScriptTests   (CI does, in .ci/run)
"""

import os
import re
import unittest

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
DOMAIN = os.path.join(REPOSITORY, "Packages", "DomainLayer", "Sources")
MAPPINGS = os.path.join(DOMAIN, "UseCaseImplementation", "Internal")

# An error value made from another error value made in the same expression:
# `TicketError(AccountError(error))`, `self.init(AccountError(error))`, `.init(x: ProfileError(e))`.
NESTED = re.compile(
    r"(?:\b[A-Z]\w*Error|\bself\.init|(?<![\w.])\.init)\(\s*(?:\w+:\s*)?([A-Z]\w*Error)\("
)
# Any error type built by name.
BUILT = re.compile(r"\b([A-Z]\w*Error)\(")
# What a data-to-domain mapping may build besides its own type (reached through `self`).
SHARED = {"ConnectivityError", "StorageError"}


def code(text):
    """The text without comments, so a doc comment naming a type is not a use of it."""
    text = re.sub(r"/\*.*?\*/", "", text, flags=re.DOTALL)
    return re.sub(r"//[^\n]*", "", text)


def swift_files(root):
    for folder, _, files in os.walk(root):
        for name in sorted(files):
            if name.endswith(".swift"):
                yield os.path.join(folder, name)


def nested_errors(text):
    return NESTED.findall(code(text))


def foreign_errors(file_name, text):
    """Error types a `Feature+RepositoryError.swift` mapping builds other than the shared ones."""
    own = file_name.split("+", 1)[0]
    return sorted({name for name in BUILT.findall(code(text)) if name not in SHARED | {own}})


class ErrorMappingTests(unittest.TestCase):
    def test_no_error_is_built_from_another_in_one_expression(self):
        files = list(swift_files(DOMAIN))
        self.assertGreater(len(files), 50, "no domain source found: the path is stale")
        for path in files:
            with open(path, encoding="utf-8") as file:
                found = nested_errors(file.read())
            with self.subTest(file=os.path.relpath(path, REPOSITORY)):
                self.assertEqual(found, [], "an error built only to be lifted into another")

    def test_each_mapping_builds_only_shared_errors(self):
        mappings = [name for name in os.listdir(MAPPINGS) if name.endswith("+RepositoryError.swift")]
        self.assertGreaterEqual(len(mappings), 5, "no mapping found: the file pattern is stale")
        for name in sorted(mappings):
            with open(os.path.join(MAPPINGS, name), encoding="utf-8") as file:
                found = foreign_errors(name, file.read())
            with self.subTest(file=name):
                self.assertEqual(found, [], "a mapping builds another feature's error")


class ErrorMappingCheckSelfTests(unittest.TestCase):
    """The patterns on the shapes they must catch and the ones they must let through."""

    def test_a_lifted_error_is_caught(self):
        self.assertEqual(nested_errors("self.init(AccountError(error))"), ["AccountError"])
        self.assertEqual(nested_errors("throw TicketError(AppError(e))"), ["AppError"])
        self.assertEqual(nested_errors("x = .init(failure: ProfileError(e))"), ["ProfileError"])

    def test_a_shared_failure_wrapped_in_a_case_is_not(self):
        self.assertEqual(nested_errors("self = .connectivity(ConnectivityError(error))"), [])
        self.assertEqual(nested_errors("/// self.init(AccountError(error))"), [])

    def test_a_mapping_naming_another_feature_is_caught(self):
        text = "init(_ e: RepositoryError) { let a = AccountError(e); self.init(a) }"
        self.assertEqual(foreign_errors("TicketError+RepositoryError.swift", text), ["AccountError"])
        shared = "self = .connectivity(ConnectivityError(e)); self = .storage(StorageError(e))"
        self.assertEqual(foreign_errors("TicketError+RepositoryError.swift", shared), [])
