/// A feed shaped like pretalx's and frab's `schedule.json` (the c3voc format).
enum PretalxJSONFeeds {
  /// Two days in Europe/Amsterdam; ids as numbers and as text; `null` where pretalx writes it.
  static let schedule = """
    {
      "$schema": "https://c3voc.de/schedule/schema.json",
      "generator": {"name": "pretalx", "version": "2030.1.0"},
      "schedule": {
        "version": "v1",
        "base_url": "https://pretalx.example.org/demo/schedule/",
        "conference": {
          "acronym": "demo30",
          "title": "Demo Conference",
          "start": "2030-06-10",
          "end": "2030-06-11",
          "daysCount": 2,
          "timeslot_duration": "00:05",
          "time_zone_name": "Europe/Amsterdam",
          "rooms": [{"name": "Blue Room", "guid": "c0000000-0000-4000-8000-000000000001"}],
          "days": [
            {
              "index": 1,
              "date": "2030-06-10",
              "day_start": "2030-06-10T04:00:00+02:00",
              "day_end": "2030-06-11T03:59:00+02:00",
              "rooms": {
                "Blue Room": [
                  {
                    "id": 31,
                    "guid": "d0000000-0000-4000-8000-000000000031",
                    "logo": "",
                    "date": "2030-06-10T09:00:00+02:00",
                    "start": "09:00",
                    "duration": "01:30:00",
                    "room": "Blue Room",
                    "slug": "demo30-31-markdown",
                    "url": "https://pretalx.example.org/demo/talk/QWERTY/",
                    "title": "Markdown all the way",
                    "subtitle": null,
                    "track": "Docs",
                    "type": "Talk",
                    "language": "en",
                    "abstract": "# Why\\r\\n\\r\\nBecause *text*   stays.  \\r\\n\\r\\n\\r\\n- a\\r\\n- b",
                    "description": null,
                    "recording_license": "",
                    "do_not_record": false,
                    "persons": [
                      {"id": 8, "code": "PERS01", "public_name": "Lee Writer", "biography": "Writes."},
                      {"guid": "e0000000-0000-4000-8000-000000000009", "name": "Max Guid"}
                    ],
                    "links": [
                      {"url": "https://example.org/spec", "title": "Spec", "type": "related"},
                      {"url": "https://example.org/plain"}
                    ],
                    "feedback_url": "https://pretalx.example.org/demo/talk/QWERTY/feedback/",
                    "attachments": []
                  }
                ],
                "Green Room": [
                  {
                    "id": "32",
                    "guid": "d0000000-0000-4000-8000-000000000032",
                    "date": "2030-06-10T09:00:00+02:00",
                    "start": "09:00",
                    "duration": "00:30",
                    "room": "Green Room",
                    "title": "Same time, other room",
                    "subtitle": "",
                    "track": null,
                    "type": "Lightning Talk",
                    "language": null,
                    "abstract": "<p>Short &amp; sweet.</p>",
                    "description": "<p>Longer.</p>",
                    "persons": [{"name": "Nobody Numbered"}],
                    "links": []
                  }
                ]
              }
            },
            {
              "index": 2,
              "date": "2030-06-11",
              "day_start": "2030-06-11T04:00:00+02:00",
              "day_end": "2030-06-12T03:59:00+02:00",
              "rooms": {
                "Blue Room": [
                  {
                    "id": 40,
                    "guid": "d0000000-0000-4000-8000-000000000040",
                    "date": "2030-06-11T14:15:00+02:00",
                    "start": "14:15",
                    "duration": "00:45",
                    "room": "Blue Room",
                    "title": "Workshop",
                    "subtitle": "Bring a laptop",
                    "track": "Docs",
                    "type": "Workshop",
                    "language": "nl",
                    "abstract": "",
                    "description": "Hands on.",
                    "persons": [],
                    "links": [],
                    "url": "https://pretalx.example.org/demo/talk/ASDFGH/"
                  }
                ],
                "Green Room": []
              }
            }
          ]
        }
      }
    }
    """
}
