# /settings server und /settings me: was Server und Mitglieder wählen.

# What this language calls itself, in the language menus.
language-name = Deutsch

settings-cmd-name = einstellungen
settings-cmd-desc = Sprache, Thema und wie hier gespielt wird
settings-cmd-server-name = server
settings-cmd-server-desc = Einstellungen dieses Servers (braucht „Server verwalten“)
settings-cmd-me-name = ich
settings-cmd-me-desc = Deine Sprache, dein Thema und deine Webseite
settings-opt-language-name = sprache
settings-opt-language-desc = Sprache öffentlicher Nachrichten und Tische
settings-opt-theme-name = thema
settings-opt-theme-desc = Thema der Tischbilder
settings-opt-allow-name = erlauben
settings-opt-allow-desc = Ein Spiel hier erlauben
settings-opt-forbid-name = verbieten
settings-opt-forbid-desc = Ein Spiel hier nicht mehr starten lassen
settings-opt-turn-name = zugstunden
settings-opt-turn-desc = Stunden, die man in Spielen zu zweit für einen Zug hat
settings-opt-reaction-name = reaktionsminuten
settings-opt-reaction-desc = Minuten für eine Entscheidung außerhalb des eigenen Zugs
settings-opt-hints-name = tipps
settings-opt-hints-desc = Ob Spieler nach Tipps fragen dürfen
settings-opt-threads-name = threads
settings-opt-threads-desc = Ob jedes Spiel einen eigenen Thread bekommt
settings-opt-event-role-name = turnier_rolle
settings-opt-event-role-desc = Eine Rolle, deren Mitglieder ebenfalls Turniere starten dürfen
settings-opt-no-event-role-name = keine_turnier_rolle
settings-opt-no-event-role-desc = Nur Mitglieder mit „Server verwalten“ dürfen Turniere starten
settings-opt-web-pages-name = webseiten
settings-opt-web-pages-desc = Bestenlisten, Saisontabelle und Turnierseiten dieses Servers im Web zeigen
settings-opt-reset-name = zurücksetzen
settings-opt-reset-desc = Alle Einstellungen auf ihren Standard zurücksetzen
settings-opt-my-language-desc = Sprache von allem, was nur du siehst
settings-opt-my-theme-desc = Thema der Bilder, die nur du siehst
settings-opt-web-page-name = webseite
settings-opt-web-page-desc = Meine Spielerseite und den Export meiner Partien im Web zeigen
settings-opt-turn-dms-name = zug_dns
settings-opt-turn-dms-desc = Schick mir eine DN, wenn eine Partie auf mich wartet
settings-choice-language-auto = Die Discord-Sprache des Servers
settings-choice-language-client = Meine Discord-Sprache
settings-choice-theme-server = Das Thema des Servers
settings-theme-classic = Klassisch
settings-theme-four-colour = Vier Farben
settings-theme-colour-blind = Farbenblind-freundlich
settings-theme-dark = Dunkel

settings-hours = { $n ->
    [one] { $n } Stunde
   *[other] { $n } Stunden
}
settings-minutes = { $n ->
    [one] { $n } Minute
   *[other] { $n } Minuten
}
settings-server-title = **Einstellungen dieses Servers**
settings-line-language = Sprache öffentlicher Nachrichten: { $value }
settings-line-theme = Tischthema: { $value }
settings-line-games = Spiele, die gestartet werden dürfen: { $value }
settings-line-turn = Zeit für einen Zug: { $value }
settings-line-reaction = Zeit für eine Entscheidung außerhalb des Zugs: { $value }
settings-line-hints = Tipps: { $on ->
    [yes] erlaubt
   *[other] nicht erlaubt
}
settings-line-threads = Ein Thread pro Spiel: { $on ->
    [yes] an
   *[other] aus
}
settings-line-events-manage = Wer Turniere starten darf: Mitglieder mit „Server verwalten“
settings-line-events-role = Wer Turniere starten darf: Mitglieder mit „Server verwalten“ und die Rolle { $role }
settings-line-web = Webseiten (Bestenlisten, Saisontabelle, Turniere): { $on ->
    [yes] an
   *[other] aus
}
settings-line-web-address = Adresse: { $url }
settings-server-how = Ändern mit `/einstellungen server`; neue Spiele nutzen neue Zeitlimits, laufende behalten ihre.
settings-me-title = **Deine Einstellungen**
settings-line-language-me = Sprache von allem, was nur du siehst: { $value }
settings-line-theme-me = Thema der Bilder, die nur du siehst: { $value }
settings-line-web-me = Deine Spielerseite und der Export deiner Partien im Web: { $on ->
    [yes] an
   *[other] aus
}
settings-line-turn-dms-me = „Du bist dran“-DNs (eine DN, wenn eine Partie auf dich wartet): { $on ->
    [yes] an
   *[other] aus
}
settings-me-how = Ändern mit `/einstellungen ich`.
settings-value-chosen = { $value }
settings-value-discord-language = die Discord-Sprache des Servers ({ $value })
settings-value-discord-client = deine Discord-Sprache ({ $value })
settings-value-server-theme = das Thema des Servers
settings-value-all-games = alle
settings-value-no-game = keines
settings-value-default = { $value } (Standard)
settings-saved = Gespeichert.
settings-refused = Nur Mitglieder, die diesen Server verwalten dürfen, können seine Einstellungen ändern. Mit `/einstellungen ich` stellst du deine eigene Sprache, dein Thema und deine Webseite ein.
settings-refused-no-game = Mindestens ein Spiel muss erlaubt bleiben; nichts wurde geändert.
settings-refused-turn = Die Zeit für einen Zug muss zwischen { $low } und { $high } Stunden liegen; nichts wurde geändert.
settings-refused-reaction = Die Zeit für eine Entscheidung außerhalb des Zugs muss zwischen { $low } und { $high } Minuten liegen; nichts wurde geändert.
settings-refused-event-role-both = Wähle eine Rolle für Turniere oder entferne sie, aber nicht beides zugleich; nichts wurde geändert.
settings-threads-need-permissions = Um für jedes Spiel einen Thread zu öffnen, brauche ich in euren Kanälen die Berechtigungen „Öffentliche Threads erstellen“ und „Nachrichten in Threads senden“; bis dahin bleiben Spiele in ihrem Kanal.
settings-game-not-allowed = { $game } kann auf diesem Server nicht gestartet werden (seine Einstellungen erlauben andere Spiele).

# Ein Thread pro Spiel (Einstellung des Servers).
threads-name = { $game }: { $player }
threads-started = { $player } hat { $game } gestartet: Der Tisch ist in { $thread }.
threads-challenge-moved = Herausforderung angenommen: { $game } wird in { $thread } gespielt.
