# Slash-Befehle: Namen (klein, ohne Leerzeichen, höchstens 32 Zeichen) und Beschreibungen
# (höchstens 100 Zeichen), wie Discord sie in der Befehlsauswahl zeigt.

## /play

cmd-play = spielen
cmd-play-desc = Starte ein Kartenspiel in diesem Kanal
cmd-play-game = { $summary } ({ $players })
cmd-play-game-default = { $game } spielen
cmd-seat-modes = { $first } oder { $second }
cmd-seat-solo = allein
cmd-seat-players = { $count } Personen
cmd-opponent = gegner
cmd-opponent-desc = Wen du herausforderst
cmd-opponent-desc-alone = Wen du herausforderst (weglassen: { $alone })
cmd-opponent-desc-alone-bot = Wen du herausforderst (weglassen: { $alone }; wähl mich für den Bot)
cmd-opponent-desc-bot = Wen du herausforderst (weglassen: gegen den Bot spielen)
cmd-level = stufe
cmd-level-desc = Wie stark der Bot spielt, wenn du gegen ihn spielst (Standard: normal)
cmd-level-easy = leicht
cmd-level-normal = normal
cmd-level-hard = schwer
cmd-deal = verteilung
cmd-deal-desc = Verteilungscode einer beendeten Partie: genau diese Karten nochmal spielen (ohne Wertung)

## Optionen mehrerer Befehle

cmd-game = spiel
cmd-member = mitglied

## /rules, /help, /stats

cmd-rules = regeln
cmd-rules-desc = Wie ein Spiel geht, mit den geltenden Hausregeln
cmd-rules-game-desc = Welches Spiel
cmd-help = hilfe
cmd-help-desc = Was dieser Bot kann
cmd-stats = statistik
cmd-stats-desc = Gespielte, gewonnene und verlorene Partien, Bestwerte und Bestenlisten
cmd-stats-member-desc = Wessen Ergebnisse (Standard: deine)
cmd-stats-game-desc = Ein Spiel, mit den Top 10 des Servers
cmd-share = teilen
cmd-stats-share-desc = Zeig deine Ergebnisse im Kanal (Standard: nur du siehst sie)

## /daily

cmd-daily = tagesspiel
cmd-daily-desc = Die Partie des Tages, für alle gleich: ein Versuch pro Tag
cmd-daily-game = Tagesspiel { $game }: für alle gleich, ein Versuch pro Tag
cmd-daily-game-mode = Tagesspiel { $game } ({ $mode }): für alle gleich, ein Versuch pro Tag
cmd-board = bestenliste
cmd-board-desc = Die heutigen Bestenlisten des Tagesspiels: dieser Server und alle
cmd-board-game-desc = Für welches Spiel
cmd-board-member-desc = Wessen Serien (Standard: deine)

## /history, /replay

cmd-history = verlauf
cmd-history-desc = Die 10 letzten beendeten Partien einer Person, mit Codes und Links
cmd-history-member-desc = Wessen Partien (Standard: deine)
cmd-history-game-desc = Nur ein Spiel
cmd-replay = wiederholung
cmd-replay-desc = Eine beendete Partie Zug für Zug nachspielen
cmd-replay-game-desc = Die Nummer der Partie (# in /verlauf)
cmd-seat = platz
cmd-replay-seat-desc = Von deinem eigenen Platz aus, mit deiner Hand (nur du siehst es)
cmd-gif = gif
cmd-replay-gif-desc = Die ganze Partie als ein animiertes Bild statt mit Knöpfen

## /event (bot.features.event_commands)

cmd-event = turnier
cmd-event-desc = Turniere dieses Servers: Arenen, Schweizer Turniere und Herausforderungen mit gleichen Karten
cmd-event-arena = arena
cmd-event-arena-desc = Starte eine Arena: Mitglieder treten bei und spielen, sobald zwei warten
cmd-event-swiss = schweizer
cmd-event-swiss-desc = Starte ein Schweizer Turnier: feste Zahl an Runden, ähnliche Punktzahlen treffen sich
cmd-event-list = liste
cmd-event-list-desc = Laufende und geplante Turniere dieses Servers
cmd-event-standings = rangliste
cmd-event-standings-desc = Die Rangliste eines Turniers
cmd-event-game-desc = Welches Spiel gespielt wird
cmd-event-minutes = minuten
cmd-event-minutes-desc = Wie lange die Arena läuft, in Minuten (30 bis 10080)
cmd-event-name = titel
cmd-event-name-desc = Der Name des Turniers (Standard: Art und Spiel)
cmd-event-starts-in = beginnt-in
cmd-event-starts-in-desc = Minuten bis zum Beginn (Standard: eine Arena sofort, ein Schweizer Turnier in 10)
cmd-event-rounds = runden
cmd-event-rounds-desc = Wie viele Runden (1 bis 15)
cmd-event-id = turnier
cmd-event-id-desc = Die Nummer des Turniers, wie /turnier liste sie zeigt
cmd-event-challenge = herausforderung
cmd-event-challenge-desc = Starte eine Herausforderung: Alle spielen allein dieselben Verteilungen, je ein Versuch
cmd-event-deals = verteilungen
cmd-event-deals-desc = Wie viele Verteilungen alle spielen (1 bis 10)
cmd-event-hours = stunden
cmd-event-hours-desc = Wie lange die Herausforderung läuft, in Stunden (1 bis 168)

# /play's clock (a correspondence game, issue 37): days a move instead of the server's hours.
cmd-clock = bedenkzeit
cmd-clock-desc = Fernpartie: Tage pro Zug gegen ein Mitglied (Standard: die Zugzeit des Servers)
cmd-clock-days = { $n ->
        [one] { $n } Tag pro Zug
       *[other] { $n } Tage pro Zug
    }
# /games: every game waiting for you, wherever it is.
cmd-games = partien
cmd-games-desc = Deine laufenden Partien überall: wer dran ist, Links und Fristen
