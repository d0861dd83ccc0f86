/// JSON programmes of other producers, written for the tests: Sessionize's "All" export,
/// fortee's timetable and Indico's event export, each with the quirks of its kind.
enum JSONProgrammeFeeds {
  /// Sessionize "All": local times without an offset, speakers, rooms (one unused) and
  /// categories named by id, a service session without speakers, a session without a room, one
  /// without a time yet, one whose speakers are not a list, and an id written as a number.
  static let sessionize = """
    {
      "sessions": [
        {"id": "1001", "title": "Keynote: Häfen", "description": "Opening\\r\\nwords",
         "startsAt": "2030-06-10T09:00:00", "endsAt": "2030-06-10T09:45:00",
         "isServiceSession": false, "isPlenumSession": true, "speakers": ["aaaa-1"],
         "categoryItems": [11, 21], "questionAnswers": [], "roomId": 1, "liveUrl": null,
         "recordingUrl": "https://video.example/1001"},
        {"id": "5f0c6a8e-0000-4000-8000-00000000000a", "title": "Lunch", "description": null,
         "startsAt": "2030-06-10T12:00:00", "endsAt": "2030-06-10T13:00:00",
         "isServiceSession": true, "isPlenumSession": false, "speakers": [],
         "categoryItems": [], "questionAnswers": [], "roomId": 2},
        {"id": 1002, "title": "Two speakers", "description": "",
         "startsAt": "2030-06-11T10:00:00", "endsAt": "2030-06-11T10:50:00",
         "isServiceSession": false, "speakers": ["aaaa-1", "bbbb-2"], "categoryItems": [12, 22],
         "roomId": null},
        {"id": "1003", "title": "Not scheduled yet", "description": "Soon",
         "startsAt": null, "endsAt": null, "speakers": ["bbbb-2"], "categoryItems": [11],
         "roomId": 2},
        {"id": "1004", "title": "Bad speakers", "startsAt": "2030-06-11T11:00:00",
         "endsAt": "2030-06-11T11:30:00", "speakers": "aaaa-1", "roomId": 1}
      ],
      "speakers": [
        {"id": "aaaa-1", "firstName": "Ada", "lastName": "Lovelace", "fullName": "Ada Lovelace",
         "sessions": [1001, 1002]},
        {"id": "bbbb-2", "firstName": "Grace", "lastName": "Hopper", "sessions": [1002]}
      ],
      "questions": [],
      "categories": [
        {"id": 1, "title": "Track", "type": "session",
         "items": [{"id": 11, "name": "Main"}, {"id": 12, "name": "Deep dives"}]},
        {"id": 2, "title": "Session format", "type": "session",
         "items": [{"id": 21, "name": "Keynote"}, {"id": 22, "name": "Workshop"}]}
      ],
      "rooms": [
        {"id": 1, "name": "Hall A", "sort": 0}, {"id": 2, "name": "Foyer", "sort": 1},
        {"id": 3, "name": "Unused", "sort": 2}
      ]
    }
    """

  /// fortee's timetable: times with `+09:00` and lengths in minutes, tracks that are rooms, an
  /// opening timeslot, a tagged sponsor talk, `\r\n` in an abstract, and a talk without a time.
  static let fortee = """
    {"timetable": [
      {"type": "timeslot", "uuid": "0a0a0a0a-0000-4000-8000-000000000001", "title": "オープニング",
       "abstract": null, "track": {"name": "Track A", "sort": 1},
       "starts_at": "2030-09-10T10:00:00+09:00", "length_min": 20},
      {"type": "talk", "uuid": "0a0a0a0a-0000-4000-8000-000000000002",
       "url": "https://fortee.jp/harbour-2030/proposal/0a0a0a0a-0000-4000-8000-000000000002",
       "title": "Swift の港", "abstract": "一行目\\r\\n二行目", "accepted": true,
       "track": {"name": "Track B", "sort": 2}, "starts_at": "2030-09-10T10:30:00+09:00",
       "length_min": 40, "tags": [],
       "speaker": {"name": "港 太郎", "kana": "ミナト タロウ", "twitter": "minato"},
       "fav_count": 3, "feedback": {"open": false}},
      {"type": "talk", "uuid": "0a0a0a0a-0000-4000-8000-000000000003",
       "url": "https://fortee.jp/harbour-2030/proposal/0a0a0a0a-0000-4000-8000-000000000003",
       "title": "Sponsored", "abstract": "", "accepted": true,
       "track": {"name": "Track A", "sort": 1}, "starts_at": "2030-09-11T11:00:00+09:00",
       "length_min": 20,
       "tags": [{"name": "スポンサー", "color_text": "#fff", "color_background": "#28a745"}],
       "speaker": {"name": "Sponsor Person"}},
      {"type": "talk", "uuid": "0a0a0a0a-0000-4000-8000-000000000004",
       "url": "https://fortee.jp/harbour-2030/proposal/0a0a0a0a-0000-4000-8000-000000000004",
       "title": "まだ時間がない", "abstract": "あとで", "accepted": true,
       "track": {"name": "Track B", "sort": 2}, "tags": [{"name": "Swift"}],
       "speaker": {"name": "未定"}}
    ]}
    """

  /// Indico's `export/event/ID.json?detail=sessions`: an event in Europe/Zurich, a contribution
  /// outside any block without a time, a block of two orals, a poster block whose three posters
  /// share a start, a block without contributions, speakers written `Last, First`, a type
  /// written as an object, and a contribution listed twice.
  static let indico = """
    {"count": 1, "_type": "HTTPAPIResult", "complete": true,
     "url": "https://indico.example/export/event/7.json?detail=sessions", "ts": 1900000000,
     "results": [{
       "_type": "Conference", "id": "7", "title": "Harbour Physics 2030",
       "timezone": "Europe/Zurich",
       "startDate": {"date": "2030-06-10", "time": "09:00:00", "tz": "Europe/Zurich"},
       "endDate": {"date": "2030-06-11", "time": "18:00:00", "tz": "Europe/Zurich"},
       "contributions": [
         {"_type": "Contribution", "id": "90", "title": "Unscheduled talk", "startDate": null,
          "endDate": null, "duration": 20, "room": "Auditorium", "description": "<p>Later</p>",
          "url": "https://indico.example/event/7/contributions/90/",
          "speakers": [{"fullName": "Franklin, Rosalind", "id": "502"}], "track": "Sources",
          "session": null}
       ],
       "sessions": [
         {"_type": "SessionSlot", "id": 11, "title": "Orals", "slotTitle": "",
          "room": "Auditorium", "roomFullname": "Auditorium",
          "startDate": {"date": "2030-06-10", "time": "09:00:00", "tz": "Europe/Zurich"},
          "endDate": {"date": "2030-06-10", "time": "10:00:00", "tz": "Europe/Zurich"},
          "contributions": [
            {"_type": "Contribution", "id": "1", "title": "First oral",
             "startDate": {"date": "2030-06-10", "time": "09:00:00", "tz": "Europe/Zurich"},
             "endDate": {"date": "2030-06-10", "time": "09:25:00", "tz": "Europe/Zurich"},
             "duration": 25, "room": "", "roomFullname": null, "type": "Invited Oral",
             "description": "<p>Beams &amp; <b>light</b></p>", "track": "Sources",
             "session": "Orals", "url": "https://indico.example/event/7/contributions/1/",
             "speakers": [{"fullName": "Curie, Marie", "first_name": "Marie",
                           "last_name": "Curie", "id": "501", "affiliation": "Paris"}]},
            {"_type": "Contribution", "id": "2", "title": "Second oral",
             "startDate": {"date": "2030-06-10", "time": "09:25:00", "tz": "Europe/Zurich"},
             "endDate": null, "duration": 25, "room": "Auditorium", "type": null,
             "track": null, "session": "Orals",
             "speakers": [{"fullName": "Meitner, Lise"}]}
          ]},
         {"_type": "SessionSlot", "id": 12, "title": "Posters", "slotTitle": "Coffee",
          "room": "Hall", "roomFullname": "Exhibition Hall",
          "startDate": {"date": "2030-06-10", "time": "16:00:00", "tz": "Europe/Zurich"},
          "endDate": {"date": "2030-06-10", "time": "17:30:00", "tz": "Europe/Zurich"},
          "contributions": [
            {"id": "21", "title": "Poster A",
             "startDate": {"date": "2030-06-10", "time": "16:00:00", "tz": "Europe/Zurich"},
             "endDate": {"date": "2030-06-10", "time": "17:30:00", "tz": "Europe/Zurich"},
             "duration": 90, "type": {"name": "Poster"}, "track": "Sources", "speakers": []},
            {"id": "22", "title": "Poster B",
             "startDate": {"date": "2030-06-10", "time": "16:00:00", "tz": "Europe/Zurich"},
             "endDate": {"date": "2030-06-10", "time": "17:30:00", "tz": "Europe/Zurich"},
             "duration": 90, "type": {"name": "Poster"}, "track": "Sources", "speakers": []},
            {"id": "21", "title": "Poster A",
             "startDate": {"date": "2030-06-10", "time": "16:00:00", "tz": "Europe/Zurich"},
             "endDate": {"date": "2030-06-10", "time": "17:30:00", "tz": "Europe/Zurich"},
             "duration": 90, "type": {"name": "Poster"}, "track": "Sources", "speakers": []}
          ]},
         {"_type": "SessionSlot", "id": 13, "title": "Tutorial", "slotTitle": "",
          "room": "Room 1", "description": "Hands on",
          "startDate": {"date": "2030-06-11", "time": "09:00:00", "tz": "Europe/Zurich"},
          "endDate": {"date": "2030-06-11", "time": "10:30:00", "tz": "Europe/Zurich"},
          "conveners": [{"first_name": "Emmy", "last_name": "Noether"}],
          "contributions": []}
       ]
     }]}
    """
}
