# Die Auskünfte des Bots: /hilfe, /regeln, /statistik, Wertungen, Tagesspiele und
# Verteilungscodes, /verlauf und /wiederholung.

## Wenn der Bot gerade nichts tun kann

info-restarting = Der Bot startet gerade neu; versuch es bitte in einer Minute noch einmal.
info-stopping = Der Bot startet gerade neu; es wurde nichts geändert. Versuch es bitte in einer Minute noch einmal.
info-sorry = Bei uns ist etwas schiefgelaufen; es wurde nichts geändert. Versuch es bitte noch einmal.
info-unreachable = Die Datenbank der Spiele ist gerade nicht erreichbar; es wurde nichts geändert. Versuch es bitte gleich noch einmal.

## /hilfe und /regeln

info-help =
    {"**"}Card table** bringt Kartenspiele direkt hier in den Kanal.
    • `/spielen <spiel>` startet eine Partie; du spielst mit den Knöpfen unter dem Bild des Tisches. Alle können zuschauen; nur die Spielenden können handeln.
    • `/spielen <spiel> gegner:@mitglied` fordert ein Mitglied zu einem Spiel zu zweit heraus; wähl mich als Gegner, um gegen mich zu spielen. Alle halten ihre Karten geheim, geöffnet mit **Deine Hand**.
    • Mit `bedenkzeit:` (1, 3 oder 7 Tage pro Zug) wird eine Herausforderung zur Fernpartie. `/partien` listet deine laufenden Partien überall (Server, DMs): wer dran ist, Links und Fristen.
    • `/regeln <spiel>` erklärt ein Spiel und die Hausregeln, nach denen dieser Bot spielt.
    • `/statistik [mitglied] [spiel] [teilen]` zeigt Ergebnisse (deine eigenen nur dir, außer du teilst sie); mit einem Spiel auch die Top 10 des Servers.
    • Spiele zu zweit werden wie im Schach gewertet (Start bei 1500; wer aufgibt oder die Zeit überschreitet, verliert), vorläufig bis zu 5 gewerteten Partien; `/statistik` mit einem Spiel zeigt die Wertungslisten. Auch gegen mich: meine Stufen (`stufe:` leicht, normal, schwer) haben feste Wertungen. Gewertete Partien zählen auch für die monatliche Saison des Servers: 2 Punkte für einen Sieg, 1 für ein Remis; `/statistik` mit einem Spiel zeigt die Top 10 des Monats und das Siegertreppchen des Vormonats.
    • Allein schlägt **Tipp** einen Zug vor (ein Tagesspiel mit Tipps kommt nicht in die Bestenliste); nach einer Niederlage sagt **War es zu gewinnen?**, ob die Verteilung zu gewinnen war.
    • `/tagesspiel <spiel>` teilt die heutige Partie eines Spiels aus, das du allein spielst, für alle überall gleich: ein Versuch pro Tag, an einem Tisch, den nur du siehst; der Kanal bekommt eine Zeile mit deinem Ergebnis. `/tagesspiel bestenliste <spiel>` zeigt die heutigen Bestenlisten (dieses Servers und aller) und deine Serien. Jede Tagespartie wird vom Löser geprüft und als gewinnbar markiert, wenn das bewiesen wurde. `/spielen <spiel> gewinnbar:true` teilt jederzeit eine als gewinnbar bewiesene Verteilung aus (die Ergebnisse zählen getrennt).
    { $events }
    • Eine beendete Partie zeigt den Code ihrer Verteilung; `/spielen <spiel> verteilung:<code>` teilt sie für alle noch einmal aus (ohne Wertung, nicht in den Bestenlisten). Der Code eines Tagesspiels erscheint, sobald sein Tag vorbei ist.
    • `/verlauf [mitglied] [spiel]` listet die 10 letzten beendeten Partien einer Person, mit Nummern für `/wiederholung`.
    • `/wiederholung <nummer>` zeigt eine beendete Partie Zug für Zug, wie alle sie gesehen haben (Anfang, zurück, vor, Ende); `platz:True` zeigt sie von deinem eigenen Platz aus, mit deiner Hand, nur für dich.
    • `/einstellungen ich` legt deine Sprache und dein Bildthema fest; wer den Server verwaltet, stellt mit `/einstellungen server` Sprache, Tischthema, erlaubte Spiele, Zeitlimits, Tipps und einen Thread pro Spiel ein.
    Spiele: { $games }.
    Partien werden nach jedem Zug gespeichert und überstehen so Neustarts des Bots.
info-help-events = • `/turnier arena`, `/turnier schweizer` und `/turnier herausforderung` veranstalten die Turniere des Servers (gestartet von Mitgliedern, die den Server verwalten oder die in `/einstellungen server` gewählte Rolle haben): eine Arena oder ein Schweizer Turnier eines Spiels zu zweit oder eine Herausforderung mit gleichen Karten eines Spiels, das man allein spielt (für alle dieselben Verteilungen, ein Versuch pro Verteilung, ohne Tipps). Mitmachen mit **Beitreten** (bei einer Herausforderung: **Spielen**) auf der Nachricht des Turniers; `/turnier liste` listet die Turniere, `/turnier rangliste <nummer>` zeigt die Rangliste eines Turniers.
info-rules-title = { $game }: Regeln

## Ergebnisse: /statistik, /verlauf, Tagesspiele

info-result-win = gewonnen
info-result-loss = verloren
info-result-draw = unentschieden
info-result-abandoned = abgebrochen
info-result-unfinished = nicht beendet
info-stats-title = Ergebnisse von { $name }
info-stats-none = Noch keine beendeten Partien.
info-stats-none-game = Noch keine beendeten Partien in { $game }.
info-stats-boards-elsewhere = Bestenlisten gehören zu einem Server: Hier siehst du deine eigenen Ergebnisse; `/stats` mit einem Spiel in einem Server, in dem der Bot ist, zeigt die Bestenlisten dieses Servers.
info-stats-only-yours = Außerhalb eines Servers, in dem der Bot ist, siehst du nur deine eigenen Ergebnisse.
info-stats-line = { $played } gespielt, { $won } gewonnen, { $lost } verloren{ $drawn_shown ->
        [yes] , { $drawn } unentschieden
       *[no] {""}
    }{ $abandoned ->
        [0] {""}
       *[other] , { $abandoned } abgebrochen
    }; Siegquote { $rate } %
info-stats-figure = { $label } { $value }
info-stats-best = Bestwerte: { $best }
info-stats-board-title = { $game }: Top 10 dieses Servers
info-stats-board-line = { $rank }. { $who }: { $won } von { $played } gewonnen ({ $rate } %)

## Wertungen

info-rating-provisional = vorläufig ({ $games } von { $total } Partien)
info-rating-change = { $name } { $points }, jetzt { $rating }
info-rating-change-provisional = { $name } vorläufig ({ $games } von { $total } Partien)
info-rating-note = Wertung: { $changes }
info-rating-unrated = noch nicht gewertet
info-rating-line = { $rating } ({ $games ->
        [one] { $games } gewertete Partie
       *[other] { $games } gewertete Partien
    })
info-rating-unrated-bot = Partien gegen den Bot, die vor seinen Stufen begonnen wurden, werden nicht gewertet.
info-rating-of = Wertung von { $name } in { $game }
info-rating-rank-server = Platz { $rank } auf diesem Server
info-rating-rank-all = Platz { $rank } unter allen
info-rating-top-server = Wertung { $game }: Top 10 dieses Servers
info-rating-top-all = Wertung { $game }: Top 10 aller Spielenden
info-rating-board-line = { $rank }. { $who }: { $rating } ({ $games ->
        [one] { $games } gewertete Partie
       *[other] { $games } gewertete Partien
    })
info-rating-waiting = { $waiting ->
        [one] { $waiting } weitere Person mit vorläufiger Wertung (weniger als { $limit } gewertete Partien)
       *[other] { $waiting } weitere mit vorläufiger Wertung (weniger als { $limit } gewertete Partien)
    }
info-rating-none = Noch keine gewerteten Partien.

## Verteilungscodes

info-code-not-a-code = Das ist kein Verteilungscode: Ein Code hat 20 Buchstaben und Ziffern, etwa ABCD-EFGH-IJKL-MNOP-QRST.
info-code-mistyped = Dieser Verteilungscode stimmt nicht (vertippt?); es wurde nichts ausgeteilt.
info-code-other-format = Dieser Verteilungscode stammt aus einer anderen Version dieses Bots; es wurde nichts ausgeteilt.
info-code-unknown-game = Dieser Verteilungscode gehört zu einem Spiel, das dieser Bot nicht hat; es wurde nichts ausgeteilt.
info-code-bad = Dieser Verteilungscode stimmt nicht; es wurde nichts ausgeteilt.
info-code-other-shuffle = Diese Karten wurden von einer anderen Version dieses Bots ausgeteilt, die diese nicht nachbilden kann.
info-code-line = Verteilungscode `{ $code }`: `/spielen { $game } verteilung:{ $code }` teilt sie noch einmal aus.
info-code-replayed = (nachgespielte Verteilung)

## Tagesspiele

info-daily-line = { $game }, Tagesspiel Nr. { $number }: { $parts }
info-daily-score = { $score } Punkte
info-daily-streak = Serie { $days }
info-daily-announce = { $who } · { $line }
info-daily-announce-hints = { $who } · { $line } · mit Tipps gespielt, daher nicht in der Bestenliste
info-daily-stale = Dieser Knopf gehört zu einer früheren Stellung deines Tagesspiels; es wurde nichts geändert. So steht es gerade:
info-daily-reopened = Dein Tagesspiel, so wie du es verlassen hast (ein Versuch pro Tag: es sind dieselben Karten).
info-daily-panel-head = **{ $game }, Tagesspiel Nr. { $number }** · nur du siehst diesen Tisch · nächste Partie <t:{ $next }:R>
info-daily-panel-over = Dein Ergebnis wird im Kanal gepostet, ohne ein Wort über die Karten.
info-daily-not-yours = Das ist das Tagesspiel von { $owner }; es wurde nichts geändert. Spiel dein eigenes mit `/tagesspiel { $game }`.
info-daily-over = Dieses Tagesspiel ist vorbei; es wurde nichts geändert. `/tagesspiel bestenliste { $game }` zeigt, wie es allen ergangen ist.
info-daily-choice-gone = Diese Auswahl gibt es gerade nicht; es wurde nichts geändert.
info-daily-in-channels = Tagesspiele werden in Server-Kanälen gespielt.
info-daily-how = { $result }, { $score } Punkte
info-daily-played = Du hast das heutige Tagesspiel Nr. { $number } von { $game } schon gespielt ({ $how }): ein Versuch pro Tag. Serien: { $played ->
        [one] { $played } Tag gespielt
       *[other] { $played } Tage gespielt
    }, { $won } in Folge gewonnen. Die nächste Partie kommt <t:{ $next }:R>; `/tagesspiel bestenliste { $key }` zeigt, wie es allen ergangen ist.
info-daily-board-title = { $game }, Tagesspiel Nr. { $number }
info-daily-board-desc = Die heutige Partie, für alle gleich; die nächste kommt <t:{ $next }:R>.
info-daily-top-server = Top 10, dieser Server
info-daily-top-everyone = Top 10, alle
info-daily-a-player = jemand
info-daily-board-line = { $rank }. { $who }: { $result }
info-daily-board-line-figure = { $rank }. { $who }: { $result }, { $figure }
info-daily-board-empty = Noch hat niemand die heutige Partie beendet.
info-daily-streaks-of = Serien von { $name }
info-daily-board-elsewhere = Die Bestenliste eines Servers gibt es in diesem Server: Hier die von allen und deine Serien.
info-daily-streaks = { $played ->
        [one] { $played } Tag
       *[other] { $played } Tage
    } in Folge gespielt, { $won } in Folge gewonnen
info-daily-yesterday = Die Partie von gestern, Nr. { $number }
info-daily-yesterday-play = Noch einmal spielen (ohne Wertung): `/spielen { $game } verteilung:{ $code }`

## /wiederholung

info-replay-no-game = Auf diesem Server gibt es keine beendete Partie Nr. { $id } zum Nachspielen; es wurde nichts geändert.
info-replay-no-game-here = Hier gibt es keine beendete Partie Nr. { $id } zum Nachspielen; es wurde nichts geändert. Eine eigene Partie kannst du überall von deinem Platz aus nachspielen: `platz:true`.
info-replay-not-yet = Diese Partie ist ein Tagesspiel, dessen Tag noch nicht vorbei ist: Sie kann ab morgen (UTC) nachgespielt werden.
info-replay-not-seated = Nur wer in Partie Nr. { $id } gespielt hat, kann sie vom eigenen Platz aus nachspielen; `/wiederholung { $id }` zeigt sie so, wie alle sie gesehen haben.
info-replay-cannot = Partie Nr. { $id } wurde mit einer anderen Version dieses Bots gespielt und kann mit dieser nicht nachgespielt werden.
info-replay-bad-step = Dieser Schritt gehört nicht zu dieser Wiederholung; es wurde nichts geändert.
info-replay-not-this = Dieses Bedienelement gehört nicht zu dieser Nachricht; es wurde nichts geändert.
info-replay-first = Anfang
info-replay-back = Zurück
info-replay-next = Vor
info-replay-last = Ende
info-replay-the-deal = Das Austeilen.
info-replay-stopped = Die Partie wurde beendet.
info-replay-the-bot = Bot
info-replay-versus = { $first } gegen { $second }
info-replay-title = **Wiederholung: { $game }**
info-replay-game-id = Partie Nr. { $id }
info-replay-daily = (Tagesspiel)
info-replay-house-rules = Hausregeln: { $rules }
info-replay-from-seat-as = von deinem Platz aus ({ $name })
info-replay-from-seat = von deinem Platz aus
info-replay-step-deal = *Schritt: das Austeilen*
info-replay-step-move = *Zug { $step } von { $last }*
info-replay-game-over = **Partie beendet.** { $reason }
info-replay-deal-code = Verteilungscode `{ $code }`
info-replay-every-move = jeder Zug
info-replay-some-steps = { $shown } ihrer { $total } Schritte
info-replay-gif-alt = { $game }, Partie { $id }, animiert ({ $every })
info-replay-gif-text = Die ganze Partie, { $every }. `/wiederholung { $id }` zeigt sie Zug für Zug.

## /verlauf

info-history-title = Letzte Partien von { $name }
info-history-title-game = Letzte Partien von { $name }: { $game }
info-history-vs = gegen { $others }
info-history-and = { $first } und { $second }
info-history-bot = den Bot
info-history-bot-level = den Bot ({ $level })
info-history-solo = allein
info-history-daily = (Tagesspiel)
info-history-hints = (mit { $hints ->
        [one] { $hints } Tipp
       *[other] { $hints } Tipps
    })
info-history-code = Code `{ $code }`
info-history-code-later = Code nach Ablauf des Tages
info-history-private = privat gespielt
info-history-table = [Tisch]({ $link })
info-history-gone = Tisch entfernt
info-history-footer = `/wiederholung <nummer>` zeigt eine Partie Zug für Zug.

## Seasons (a server's monthly board per game)

info-season-board-title = { $game }, Saison { $season }: Top 10 dieses Servers
info-season-podium-title = { $game }: Siegertreppchen der Saison { $season }
info-season-line = { $rank }. { $who }: { $points ->
        [one] { $points } Punkt
       *[other] { $points } Punkte
    } ({ $games ->
        [one] { $games } Partie
       *[other] { $games } Partien
    })
info-season-none = In dieser Saison noch keine gewertete Partie auf diesem Server.

info-history-event = (Turnier: { $name })

# /games: the caller's running games, everywhere.
info-games-title = Deine Partien
info-games-none = Keine Partie wartet auf dich, und du spielst keine laufende Partie. `/play <Spiel>` startet eine.
info-games-your-turn = Du bist dran
info-games-others = Warten auf die anderen
info-games-vs = gegen { $others }
info-games-solo = allein
info-games-table = [Tisch]({ $link })
info-games-no-table = Tisch noch nicht gepostet
info-games-until = bis <t:{ $due }:f> (<t:{ $due }:R>)
info-games-until-short = bis <t:{ $due }:R>
info-games-more = …und { $n } weitere.
