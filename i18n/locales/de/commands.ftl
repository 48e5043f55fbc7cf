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
