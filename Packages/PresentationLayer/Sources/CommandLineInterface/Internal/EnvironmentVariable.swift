/// A setting `conf` reads from its environment: the one list, from which the root help's
/// ENVIRONMENT section and docs/cli.md's Environment table are written (a test checks that every
/// variable the code reads is here).
package struct EnvironmentVariable: Sendable, Equatable {
  /// The variable's name, such as `CONF_HOME`.
  package let name: String
  /// One or two sentences for `conf --help`.
  package let help: String
  /// The full description for docs/cli.md (Markdown).
  package let reference: String

  /// Describes a variable.
  package init(_ name: String, help: String, reference: String) {
    self.name = name
    self.help = help
    self.reference = reference
  }

  /// Every variable, in the order help and docs list them.
  package static let all: [EnvironmentVariable] = [
    EnvironmentVariable(
      "CONF_HOME",
      help:
        "The folder for conf's files (saved programme, login, analytics). Default: the XDG folders, such as ~/.cache/conf and ~/.local/share/conf.",
      reference:
        "The folder for all of conf's files (saved programme `cache.sqlite`, login `credentials`, `analytics.jsonl`, the embedded backend's `backend.sqlite`). Default: the XDG folders (`$XDG_CACHE_HOME/conf`, `$XDG_DATA_HOME/conf`, `$XDG_CONFIG_HOME/conf`, under `~/.cache`, `~/.local/share` and `~/.config` when those are unset)."
    ),
    EnvironmentVariable(
      "CONF_SERVER",
      help:
        "The backend's URL, such as http://127.0.0.1:8080. Default: the demo backend built into conf.",
      reference:
        "The backend's base URL, `http` or `https` (for example `http://127.0.0.1:8080` for `conf-server`; its path is kept: `http://host/api` sends `http://host/api/v1/timetable`). Default: the demo backend built into `conf`."
    ),
    EnvironmentVariable(
      "CONF_NOW",
      help: "Pretend it is this instant, such as 2027-03-11T10:15:00+09:00 (for demos).",
      reference:
        "Pretend it is this instant: ISO 8601 with an offset, such as `2027-03-11T10:15:00+09:00` (demos and tests)."
    ),
    EnvironmentVariable(
      "CONF_TZ",
      help: "Show times in this zone (an IANA name, or UTC) when --tz is not given.",
      reference:
        "The time zone times are shown in when `--tz` is not given: an IANA name in any letter case (`Europe/Paris`) or `UTC`. Default: the conference's. An unknown name is a configuration error (78) naming the closest one."
    ),
    EnvironmentVariable(
      "CONF_REMINDER",
      help:
        "Minutes before each session the --ics calendar reminds you, or off. Default: the "
        + "lead time kept with 'conf reminder' (10 until one is chosen).",
      reference:
        "How many minutes before each bookmarked session the calendar of `conf schedule --ics` reminds you (a `VALARM` per event): 0 to 10080, or `off` for none; `--alarm` wins. Default: the lead time kept on this device (`conf reminder`, first set at onboarding's notifications step; `10` until then); anything else is a configuration error (78)."
    ),
    EnvironmentVariable(
      "CONF_QUIET_HOURS",
      help:
        "Hours in which reminders do not ring, such as 22:00-07:00 (this device's clock). "
        + "Default: none.",
      reference:
        "The hours of the day in which `conf reminders --watch` and `conf app` ring no reminder, on this device's clock: two 24-hour times `HH:MM-HH:MM`, from the first (included) to the second (excluded), crossing midnight when the second is earlier (`22:00-07:00`). A reminder still due when they end rings then. Default: none; anything else (the same time twice included) is a configuration error (78)."
    ),
    EnvironmentVariable(
      "CONF_CONFERENCE",
      help: "The conference one command uses instead of the current one (as --conference).",
      reference:
        "The conference one command uses instead of the current one (its name, or a unique start of its name or title; `demo` for the demo). The global option `--conference NAME`, anywhere on the command line, wins."
    ),
    EnvironmentVariable(
      "CONF_TIMEOUT",
      help: "Seconds one command's network work may take, retries included. Default: 30.",
      reference:
        "How long one command's network work may take in all, in seconds (a plain decimal such as `30` or `2.5`, from `0.001` to `86400`; default `30`): retries and their waits included, whatever the byte rate, so a server that answers one byte a second is cut off at it."
    ),
    EnvironmentVariable(
      "CONF_FEED_MAX_AGE",
      help:
        "Seconds an added conference's saved programme is used before it is fetched again. Default: 900.",
      reference:
        "How old the saved copy of an added conference's programme may be, in seconds (plain decimal; default `900`), before a programme command fetches it again (conditionally: `If-None-Match`/`If-Modified-Since`, so an unchanged programme transfers no body)."
    ),
    EnvironmentVariable(
      "CONF_REFRESH_BUDGET",
      help:
        "Seconds a command waits for a due refresh before the saved copy answers. Default: 0.75.",
      reference:
        "How long a command waits for a refresh of the programme that is due (an added conference's copy older than `CONF_FEED_MAX_AGE`; the demo's timetable from `CONF_SERVER`) when a saved copy can answer instead, in seconds (plain decimal as `CONF_TIMEOUT`; default `0.75`). After it the saved copy answers, with a warning naming what could not be reached, so a silent or very slow network costs a command at most this. `conf conference refresh`, purchases, check-ins and account actions wait the whole `CONF_TIMEOUT`."
    ),
    EnvironmentVariable(
      "CONF_TOKEN_LIFETIME",
      help: "The embedded backend's access-token lifetime in seconds. Default: 900.",
      reference:
        "The embedded backend's access-token lifetime in seconds, plain decimal (default `900`)."),
    EnvironmentVariable(
      "COLUMNS",
      help: "The width when standard output is not a terminal. Default: 80.",
      reference: "The width when standard output is not a terminal (default 80)."),
    EnvironmentVariable(
      "NO_COLOR",
      help: "Set (to anything) to turn color off.",
      reference: "Set to anything to turn color off."),
    EnvironmentVariable(
      "DO_NOT_TRACK",
      help: "Set to 1 to record no analytics (the same as CONF_ANALYTICS=off).",
      reference:
        "Set to anything but `0` (`DO_NOT_TRACK=1`) to record no analytics; wins over `CONF_ANALYTICS=on`."
    ),
    EnvironmentVariable(
      "CONF_ANALYTICS",
      help: "'off' records no analytics; 'on' (the default) records them.",
      reference:
        "`off` records no analytics, `on` (the default) records them; anything else is a configuration error (78)."
    ),
    EnvironmentVariable(
      "CONF_ANALYTICS_WAIT",
      help: "Seconds a command waits for its analytics upload. Default: 0.5.",
      reference:
        "How long a successful command waits for its analytics upload before it exits, in seconds (plain decimal, from `0.001` to `86400`; default `0.5`); events not sent by then stay pending for a later command."
    ),
  ]
}
