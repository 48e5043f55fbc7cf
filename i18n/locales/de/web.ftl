# Der Web-Begleiter (bot.web): jedes Wort seiner Seiten.
web-site-name = Card table
web-language = Sprache
web-footer = Seiten des Discord-Bots Card table. Die Seite eines Spielers gibt es nur, wenn er sie einschaltet.
web-home-text = Partie-, Spieler- und Serverseiten des Bots Card table. Öffne eine über einen Link, den der Bot in Discord gibt.
web-not-found-title = Seite nicht gefunden
web-not-found-text = Unter dieser Adresse gibt es keine Seite. Vielleicht ist sie falsch geschrieben, oder ihr Besitzer hat sie nicht eingeschaltet.
web-game-later = Das Blatt dieser Partie wird noch von anderen gespielt, daher zeigt ihre Seite noch nichts davon.
web-game-opens = Sie öffnet am { $when } (UTC).
web-game-running = Diese Partie läuft noch: So sieht jeder in ihrem Kanal den Tisch.
web-the-bot = der Bot
web-house-rules = Hausregeln: { $rules }
web-steps = Züge
web-first = Anfang
web-back = Zurück
web-next = Weiter
web-last = Ende
web-keys = Mit den Tasten ← und → gehst du durch die Partie, mit Pos1 und Ende zu ihrem Anfang und Ende.
web-step-deal = Das Austeilen
web-step-move = Zug { $step } von { $last }
web-result = Ergebnis
web-deal-code = Code des Blatts: { $code }
web-play-deal = Spiele dasselbe Blatt in Discord:
# Die Seite eines Spielers (/p/<id>).
web-player-unnamed = Ein Spieler
web-player-export = Alle Partien als Daten (NDJSON)
web-player-none = Noch keine beendete Partie.
web-player-rating = Wertung: { $rating }
web-rating-chart = Wertung in { $game } im Verlauf
# Die Textalternative des Diagramms: Daten so, wie die Sprache des Lesers sie schreibt, Wertungen als Zahlen.
web-chart-alt = Wertung vom { $first } bis zum { $last }: niedrigste { $low }, höchste { $high }, jetzt { $now }.
web-chart-later = Das Diagramm erscheint, sobald die Wertung nicht mehr vorläufig ist.
web-results = Ergebnisse
web-rules = Regeln
web-rules-standard = Standardregeln
web-played = Gespielt
web-won = Gewonnen
web-lost = Verloren
web-drawn = Unentschieden
web-streaks = Siegesserie: { $current } (Rekord: { $best })
web-recent = Letzte Partien
web-date = Datum
web-opponents = Gegner
web-rating = Wertung
web-rating-change = { $points }, jetzt { $rating }
web-alone = allein gespielt

## Die Seite eines Servers (bot.web.servers)
web-server-title = Ranglisten und Turniere dieses Servers
web-server-link = Ranglisten und Turniere dieses Servers
web-server-games = Spiele
web-server-events = Turniere
web-server-no-events = Auf diesem Server gab es noch kein Turnier.
# $rate: ein ganzer Prozentsatz, ohne sein Zeichen
web-percent = { $rate } %

## Die Seite eines Turniers; Zeiten in UTC, geschrieben 2026-03-01 18:00
web-event-starts = Beginnt am { $when } (UTC)
web-event-ends = Endet am { $when } (UTC)
web-event-window = Von { $start } bis { $end } (UTC)
web-event-rounds =
    { $rounds ->
        [one] { $rounds } Runde, am { $start } (UTC)
       *[other] { $rounds } Runden, die erste am { $start } (UTC)
    }
web-event-deals =
    { $deals ->
        [one] { $deals } Verteilung, für alle gleich: ein Versuch
       *[other] { $deals } Verteilungen, für alle gleich: ein Versuch pro Verteilung
    }
web-event-standings = Rangliste
web-event-playing = Laufende Partien
web-event-no-games = Gerade läuft keine Partie.
web-event-finished = Beendete Partien
web-event-more-games =
    { $n ->
        [one] …und { $n } frühere Partie
       *[other] …und { $n } frühere Partien
    }
web-event-attempts = Gespielte Verteilungen
web-event-no-attempts = Niemand hat eine Verteilung gespielt.
web-event-challenge-hidden = Ergebnisse und Partien bleiben verborgen, bis die Herausforderung endet: Alle spielen dieselben Verteilungen.
web-event-pair = { $first } gegen { $second }
web-event-won = { $name } hat gewonnen
web-event-draw = Unentschieden
web-event-abandoned = Nicht gespielt (für beide verloren)
web-event-watch = Zuschauen
web-event-replay = Nachspielen

## Tabellenspalten
web-col-rank = Platz
web-col-player = Spieler
web-col-players = Spieler
web-col-rated-games = Gewertete Partien
web-col-points = Punkte
web-col-games = Partien
web-col-win-rate = Siegquote
web-col-best = Bestwerte
web-col-event = Turnier
web-col-kind = Art
web-col-game = Spiel
web-col-status = Stand
web-col-score = Punkte
web-col-deals = Verteilungen
web-col-streak = Serie
web-col-detail = Details
web-col-round = Runde
web-col-deal = Verteilung
web-col-figure = Kennzahl
web-col-time = Zeit
web-col-link = Link
