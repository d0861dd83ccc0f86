"""Tests of scripts/generate-programme: the same seed writes the same bytes, the counts are the
ones asked for, both formats parse, and --variant changed differs exactly as its --help says.

Run: python3 -B -m unittest discover --start-directory Packages/Tools/ScriptTests
"""

import json
import os
import subprocess
import sys
import unittest
import xml.etree.ElementTree as ElementTree

REPOSITORY = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))
SCRIPT = os.path.join(REPOSITORY, "scripts", "generate-programme")


def generate(*arguments, check=True):
    return subprocess.run([sys.executable, SCRIPT, *arguments], capture_output=True, text=True,
                          check=check)


def xml_events(text):
    """{id: (day index, room name, event element)} of a schedule.xml."""
    root = ElementTree.fromstring(text)
    events = {}
    for day in root.iter("day"):
        for room in day.iter("room"):
            for event in room.iter("event"):
                events[event.get("id")] = (day.get("index"), room.get("name"), event)
    return root, events


def json_events(text):
    """{id: (day index, room name, event object)} of a schedule.json."""
    document = json.loads(text)
    events = {}
    for day in document["schedule"]["conference"]["days"]:
        for room, room_events in day["rooms"].items():
            for event in room_events:
                events[event["id"]] = (day["index"], room, event)
    return document, events


class GenerateProgrammeTests(unittest.TestCase):
    def test_the_same_seed_writes_the_same_bytes_and_another_seed_does_not(self):
        for format_name in ["xml", "json"]:
            first = generate("--format", format_name, "--seed", "3").stdout
            self.assertEqual(first, generate("--format", format_name, "--seed", "3").stdout)
            self.assertNotEqual(first, generate("--format", format_name, "--seed", "4").stdout)
        self.assertEqual(generate().stdout, generate("--seed", "1").stdout)

    def test_xml_has_the_default_counts_and_frab_fields(self):
        root, events = xml_events(generate().stdout)
        self.assertEqual(len(events), 900)
        self.assertEqual([day.get("index") for day in root.iter("day")], ["1", "2"])
        self.assertEqual(len({room for _, room, _ in events.values()}), 60)
        self.assertEqual(len({event.findtext("track") for _, _, event in events.values()}), 70)
        self.assertEqual(root.findtext("conference/time_zone_name"), "Europe/Brussels")
        guids = [event.get("guid") for _, _, event in events.values()]
        self.assertEqual(len(set(guids)), 900)
        for _, room, event in events.values():
            self.assertEqual(event.findtext("room"), room)
            self.assertRegex(event.findtext("date"), r"^2030-02-0[23]T\d\d:\d\d:00\+01:00$")
            self.assertRegex(event.findtext("duration"), r"^\d\d:\d\d$")

    def test_json_has_the_asked_counts_and_the_same_events_as_the_xml(self):
        arguments = ["--seed", "9", "--events", "50", "--rooms", "4", "--tracks", "6",
                     "--days", "3", "--time-zone", "America/New_York"]
        document, events = json_events(generate("--format", "json", *arguments).stdout)
        _, xml = xml_events(generate(*arguments).stdout)
        conference = document["schedule"]["conference"]
        self.assertEqual(len(events), 50)
        self.assertEqual([day["index"] for day in conference["days"]], [1, 2, 3])
        self.assertEqual(len({room for _, room, _ in events.values()}), 4)
        self.assertEqual(len({event["track"] for _, _, event in events.values()}), 6)
        self.assertEqual(conference["time_zone_name"], "America/New_York")
        self.assertEqual(
            {str(key): (str(day), room, event["title"], event["date"])
             for key, (day, room, event) in events.items()},
            {key: (day, room, event.findtext("title"), event.findtext("date"))
             for key, (day, room, event) in xml.items()})

    def test_no_time_zone_writes_pentabarf_local_times(self):
        root, events = xml_events(generate("--no-time-zone").stdout)
        self.assertEqual(len(events), 900)
        self.assertIsNone(root.find("conference/time_zone_name"))
        self.assertEqual(root.findtext("conference/day_change"), "09:00:00")
        for _, _, event in events.values():
            self.assertIsNone(event.find("date"))
            self.assertIsNone(event.get("guid"))
            self.assertRegex(event.findtext("start"), r"^\d\d:\d\d$")

    def test_the_changed_variant_moves_the_lowest_id_and_removes_the_highest(self):
        for format_name, read in [("xml", xml_events), ("json", json_events)]:
            _, before = read(generate("--format", format_name).stdout)
            _, after = read(generate("--format", format_name, "--variant", "changed").stdout)
            ids = sorted(before, key=int)
            lowest, highest = ids[0], ids[-1]
            self.assertEqual(int(lowest), 1001)
            self.assertEqual(set(before) - set(after), {highest})
            self.assertEqual(set(after) - set(before), set())
            self.assertEqual(before[lowest][:2], (before[lowest][0], "Room A.1"))
            self.assertEqual(after[lowest][:2], (before[lowest][0], "Room B.1"))
            for key in ids[1:-1]:
                self.assertEqual(after[key][:2], before[key][:2])
                if format_name == "json":
                    self.assertEqual(after[key][2], before[key][2])
                else:
                    after[key][2].tail = before[key][2].tail = None
                    self.assertEqual(ElementTree.tostring(after[key][2]),
                                     ElementTree.tostring(before[key][2]))

    def test_fosdem_names_rename_rooms_and_tracks_only(self):
        _, generic = xml_events(generate().stdout)
        _, fosdem = xml_events(generate("--names", "fosdem").stdout)
        self.assertEqual(sorted(generic), sorted(fosdem))
        rooms = {room for _, room, _ in fosdem.values()}
        tracks = {event.findtext("track") for _, _, event in fosdem.values()}
        self.assertEqual(len(rooms), 60)
        self.assertEqual(len(tracks), 70)
        self.assertTrue({"UB5.132", "Janson", "K.1.105 (La Fontaine)"} <= rooms)
        self.assertIn("Security", tracks)
        for key in generic:
            self.assertEqual(generic[key][2].findtext("title"), fosdem[key][2].findtext("title"))
            self.assertEqual(generic[key][2].findtext("start"), fosdem[key][2].findtext("start"))

    def test_bad_options_exit_64_with_a_message(self):
        for arguments in [["--events", "0"], ["--time-zone", "Mars/Olympus"],
                          ["--format", "json", "--no-time-zone"], ["--bogus"]]:
            result = generate(*arguments, check=False)
            self.assertEqual(result.returncode, 64, arguments)
            self.assertTrue(result.stderr.startswith("Error: "), result.stderr)
            self.assertEqual(result.stdout, "")

    def test_help_documents_the_changed_variant(self):
        result = generate("--help")
        self.assertEqual(result.returncode, 0)
        self.assertIn("--variant changed", result.stdout)
        self.assertIn("lowest id", result.stdout)


if __name__ == "__main__":
    unittest.main()
