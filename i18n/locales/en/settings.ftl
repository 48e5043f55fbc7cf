# /settings server and /settings me: what servers and members choose.

# What this language calls itself, in the language menus.
language-name = English

settings-cmd-name = settings
settings-cmd-desc = Language, theme and how games run here
settings-cmd-server-name = server
settings-cmd-server-desc = Settings of this server (needs Manage Server)
settings-cmd-me-name = me
settings-cmd-me-desc = Your own language, theme and web page
settings-opt-language-name = language
settings-opt-language-desc = Language of public messages and tables
settings-opt-theme-name = theme
settings-opt-theme-desc = Theme of the tables' pictures
settings-opt-allow-name = allow
settings-opt-allow-desc = Allow a game to be started here
settings-opt-forbid-name = forbid
settings-opt-forbid-desc = Stop a game from being started here
settings-opt-turn-name = turn_hours
settings-opt-turn-desc = Hours a player has for a turn in two-player games
settings-opt-reaction-name = reaction_minutes
settings-opt-reaction-desc = Minutes for an out-of-turn decision
settings-opt-hints-name = hints
settings-opt-hints-desc = Whether players may ask for hints
settings-opt-threads-name = threads
settings-opt-threads-desc = Whether each game gets its own thread
settings-opt-event-role-name = event_role
settings-opt-event-role-desc = A role whose members may run events too
settings-opt-no-event-role-name = no_event_role
settings-opt-no-event-role-desc = Let only members with Manage Server run events
settings-opt-web-pages-name = web_pages
settings-opt-web-pages-desc = Show this server's leaderboards, season board and event pages on the web
settings-opt-reset-name = reset
settings-opt-reset-desc = Put every setting back to its default
settings-opt-my-language-desc = Language of what only you see
settings-opt-my-theme-desc = Theme of the pictures only you see
settings-opt-web-page-name = web_page
settings-opt-web-page-desc = Show my player page and games export on the web
settings-opt-turn-dms-name = turn_dms
settings-opt-turn-dms-desc = Send me a DM when a game waits for me
settings-choice-language-auto = The server's Discord language
settings-choice-language-client = My Discord language
settings-choice-theme-server = The server's theme
settings-theme-classic = Classic
settings-theme-four-colour = Four colours
settings-theme-colour-blind = Colour-blind safe
settings-theme-dark = Dark

settings-hours = { $n ->
    [one] { $n } hour
   *[other] { $n } hours
}
settings-minutes = { $n ->
    [one] { $n } minute
   *[other] { $n } minutes
}
settings-server-title = **Settings of this server**
settings-line-language = Language of public messages: { $value }
settings-line-theme = Table theme: { $value }
settings-line-games = Games that may be started: { $value }
settings-line-turn = Time for a turn: { $value }
settings-line-reaction = Time for an out-of-turn decision: { $value }
settings-line-hints = Hints: { $on ->
    [yes] allowed
   *[other] not allowed
}
settings-line-threads = A thread for each game: { $on ->
    [yes] on
   *[other] off
}
settings-line-events-manage = Who may run events: members with Manage Server
settings-line-events-role = Who may run events: members with Manage Server, and the role { $role }
settings-line-web = Web pages (leaderboards, season board, events): { $on ->
    [yes] on
   *[other] off
}
settings-line-web-address = Address: { $url }
settings-server-how = Change them with `/settings server`; new games use new time limits, running games keep theirs.
settings-me-title = **Your settings**
settings-line-language-me = Language of what only you see: { $value }
settings-line-theme-me = Theme of the pictures only you see: { $value }
settings-line-web-me = Your player page and games export on the web: { $on ->
    [yes] on
   *[other] off
}
settings-line-turn-dms-me = Your turn DMs (a DM when a game waits for you): { $on ->
    [yes] on
   *[other] off
}
settings-me-how = Change them with `/settings me`.
settings-value-chosen = { $value }
settings-value-discord-language = the server's Discord language ({ $value })
settings-value-discord-client = your Discord language ({ $value })
settings-value-server-theme = the server's theme
settings-value-all-games = all
settings-value-no-game = none
settings-value-default = { $value } (the default)
settings-saved = Saved.
settings-refused = Only members who may manage this server can change its settings. `/settings me` sets your own language, theme and web page.
settings-refused-no-game = At least one game must stay allowed; nothing was changed.
settings-refused-turn = The time for a turn must be between { $low } and { $high } hours; nothing was changed.
settings-refused-reaction = The time for an out-of-turn decision must be between { $low } and { $high } minutes; nothing was changed.
settings-refused-event-role-both = Choose a role for events or clear it, not both at once; nothing was changed.
settings-threads-need-permissions = To open a thread for each game I need the Create Public Threads and Send Messages in Threads permissions in your channels; until then games stay in their channel.
settings-game-not-allowed = { $game } cannot be started on this server (its settings allow other games).

# A thread for each game (the server's setting).
threads-name = { $game }: { $player }
threads-started = { $player } started { $game }: the table is in { $thread }.
threads-challenge-moved = Challenge accepted: { $game } is played in { $thread }.
