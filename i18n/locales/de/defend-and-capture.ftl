# Defend and Capture: alles, was Spielende lesen.  Kartennamen kommen aus cards.ftl
# ($card, $enemy ...), Feldnamen ($slot) aus den dc-slot-*-Nachrichten.  Kartennamen tragen
# ihren Artikel im Nominativ („der Barde“): Die Sätze stellen sie deshalb in den Nominativ.

## Der Eintrag des Spiels in Menüs

dc-summary = Solo-Decktet: Halte die Mauern und nimm 12 Feinde gefangen, bevor du 20 Schaden erleidest.
dc-act-hint = wähle deinen Zug
dc-wait-hint = Gerade gibt es für dich nichts zu tun.
dc-solo-only = { $title } ist ein Solospiel.
dc-metric-damage = wenigster Schaden
dc-metric-turns = wenigste Züge

## Felder und Notlösungen

dc-slot-d1 = Verteidigung links
dc-slot-d2 = Verteidigung Mitte
dc-slot-d3 = Verteidigung rechts
dc-slot-s1 = Flanke oben
dc-slot-s2 = Flanke Mitte
dc-slot-s3 = Flanke unten
dc-the-table = der Tisch
dc-nothing = nichts
dc-that-card = diese Karte
dc-slot-with-card = { $slot } ({ $card })

## Aktionen

dc-verb-play = Spielen
dc-verb-counter = Gegenangriff
dc-verb-interchange = Austauschen
dc-verb-sacrifice = Opfern
dc-verb-withdraw = Zurückziehen
dc-verb-end = Aktionen beenden
dc-verb-discard = Abwerfen
dc-verb-done = Zug beenden

## Fragen

dc-prompt-discard-step = Wirf Karten ab, die du nicht willst, oder beende den Zug.
dc-prompt-action = Wähle eine Aktion.
dc-prompt-play-where = Wohin soll { $card }?
dc-prompt-play-which = Welche Karte spielst du?
dc-prompt-counter = Von welchem Feld aus startest du den Gegenangriff?
dc-prompt-interchange-with = Austauschen: { $card } gegen welche gefangene Karte?
dc-prompt-interchange-which = Welche Handkarte tauschst du zu den Gefangenen?
dc-prompt-sacrifice-below = Welche Karte aus den Verlusten nimmst du zurück (Rang unter { $rank })?
dc-prompt-sacrifice-any = Welche Karte nimmst du zurück?
dc-prompt-sacrifice-which = Welche Handkarte opferst du in die Verluste?
dc-prompt-withdraw = Welche Karte ziehst du auf die Hand zurück?
dc-prompt-discard = Welche Karte wirfst du ab?
dc-prompt-choose = Wähle.

## Das Zugprotokoll (was du getan hast)

dc-log-unknown = Ein unbekannter Zug.
dc-log-play = Gespielt: { $card } auf { $slot }.
dc-log-play-replacing = Gespielt: { $card } auf { $slot }; abgeworfen: { $old }.
dc-log-counter = Gegenangriff von { $slot } aus ({ $card }).
dc-log-interchange = Getauscht: { $card } aus der Hand und { $other } aus den Gefangenen.
dc-log-sacrifice = Geopfert: { $card } in die Verluste; zurückgenommen: { $other }.
dc-log-withdraw = Zurückgezogen: { $card } von { $slot }.
dc-log-end = Aktionen beendet.
dc-log-discard = Abgeworfen: { $card }.
dc-log-done = Zug beendet.

## Was die Regeln bewirkt haben

dc-ev-breach = Angriff auf { $slot }: Das Feld ist leer, { $enemy } bricht durch: { $damage } Schaden.
dc-ev-beats = Angriff auf { $slot }: { $enemy } ({ $erank }) bricht durch, { $defender } ({ $drank }) kommt in die Verluste: { $damage } Schaden.
dc-ev-repelled = Angriff auf { $slot }: { $defender } ({ $drank }) hält stand, { $enemy } ({ $erank }) wird abgewehrt: kein Schaden.
dc-ev-hasten = Eile: Mit { $n } oder mehr gefangenen Karten greifen die Feinde erneut an und rücken wieder vor.
dc-ev-advance-none = Die Feinde rücken eine Reihe vor; es sind keine Karten mehr da, um die oberste Reihe zu füllen.
dc-ev-advance = Die Feinde rücken eine Reihe vor; { $cards } { $n ->
    [one] kommt
   *[other] kommen
} in der obersten Reihe an.
dc-ev-draw-nothing = Zug { $turn }: Es sind keine Karten mehr zum Ziehen da.
dc-ev-draw = Zug { $turn }: Du ziehst { $n ->
    [one] { $n } Karte
   *[other] { $n } Karten
}.
dc-ev-draw-none = Zug { $turn }: Du hast schon { $n ->
    [0] keine Karten
    [one] { $n } Karte
   *[other] { $n } Karten
} auf der Hand und ziehst keine.
dc-ev-reshuffle = Der Nachziehstapel ist leer: Der Ablagestapel ({ $n ->
    [0] keine Karten
    [one] { $n } Karte
   *[other] { $n } Karten
}) wird zu einem neuen Nachziehstapel gemischt.
dc-ev-counter = Der Gegenangriff { $did ->
    [captures] nimmt gefangen: { $captured }
    [destroys] vernichtet: { $destroyed }
   *[both] nimmt gefangen: { $captured }; vernichtet: { $destroyed }
}.
dc-ev-counter-none = Der Gegenangriff bleibt ohne Wirkung.
dc-ev-interchange = Tausch: { $card } kommt zu den Gefangenen, { $kept } auf deine Hand.
dc-ev-sacrifice = Das Opfer erhöht deinen Schaden um { $n }.
dc-ev-stop-timeout = Die Zeit für die Verteidigung ist abgelaufen.
dc-ev-stop-abandon = Niemand hat gespielt: Das Spiel wird abgebrochen.
dc-ev-stop-resign = Du hast die Verteidigung aufgegeben.
dc-ev-unknown = Auf dem Tisch ist etwas passiert.

## Wie das Spiel endete

dc-reason-captured = { $n } Feinde gefangen: Die Stadt ist sicher. Du gewinnst!
dc-reason-damage = Der Schaden hat { $damage } erreicht: Die Stadt fällt.
dc-reason-sacrifice = Der Schaden hat nach einem Opfer { $damage } erreicht: Die Stadt fällt.
dc-reason-cap = Kein Ergebnis nach { $turns } Zügen: Das Spiel wird abgebrochen.
dc-reason-timeout = Deine Zeit ist abgelaufen, du verlierst die Partie.
dc-reason-abandon = Abgebrochen: Niemand hat gespielt.
dc-reason-resign = Du hast aufgegeben.

## Statuszeile

dc-status = Zug { $turn } · Schaden { $damage } von { $limit } · gefangen { $captured } von { $goal }
dc-status-discard = Zug { $turn } · Schaden { $damage } von { $limit } · gefangen { $captured } von { $goal } · Abwurfschritt
dc-status-actions = Zug { $turn } · Schaden { $damage } von { $limit } · gefangen { $captured } von { $goal } · { $left } von { $y ->
    [one] { $y } Aktion
   *[other] { $y } Aktionen
} übrig

## Warum ein Zug abgelehnt wird

dc-illegal-not-a-move = Das ist kein Zug in { $title }.
dc-illegal-discard-step = In diesem Zug sind keine Aktionen mehr übrig: Wirf Karten ab oder beende den Zug.
dc-illegal-actions-step = Beende zuerst deine Aktionen (wähle „Aktionen beenden“), bevor du abwirfst.
dc-illegal-partial = Das ist kein vollständiger Zug „{ $verb }“.
dc-illegal-not-in-hand = Nicht auf deiner Hand: { $card }.
dc-illegal-card-not-in-hand = Diese Karte ist nicht auf deiner Hand.
dc-illegal-not-a-slot = Das ist kein Feld auf dem Tisch: Wähle ein Verteidigungs- oder Flankenfeld.
dc-illegal-empty-slot = { $slot } ist leer: Es gibt nichts { $verb ->
    [counter] für einen Gegenangriff
   *[withdraw] zum Zurückziehen
}.
dc-illegal-interchange = Zum Austauschen brauchst du eine Karte, die bei den Gefangenen liegt.
dc-illegal-sacrifice-damaged = Zum Opfern brauchst du eine Karte, die in den Verlusten liegt.
dc-illegal-sacrifice-rank = Zum Opfern brauchst du eine Karte aus den Verlusten mit niedrigerem Rang als die Handkarte.
dc-illegal = Dieser Zug ist jetzt nicht erlaubt.

## Knöpfe für ganze Züge (höchstens 80 Zeichen; zu lange fallen auf eine kürzere Form zurück)

dc-label-play = Spielen: { $card } auf { $slot }
dc-label-play-discarding = Spielen: { $card } auf { $slot }, { $old } wird abgeworfen
dc-label-play-discards = Spielen: { $card } auf { $slot } (Abwurf: { $old })
dc-label-play-discarding-there = Spielen: { $card } auf { $slot }, die Karte dort wird abgeworfen
dc-label-interchange = Tauschen mit Gefangenen: { $card } ↔ { $other }{ $gain ->
    [more] {" "}(+1 Aktion, -1 Nachziehen)
    [fewer] {" "}(-1 Aktion, +1 Nachziehen)
   *[same] {""}
}
dc-label-interchange-short = Tauschen mit Gefangenen: { $other }
dc-label-withdraw = Zurückziehen: { $card } von { $slot } auf die Hand
dc-label-end-turn = Aktionen und Zug beenden (nichts abzuwerfen)
dc-label-end = Aktionen beenden ({ $n } ungenutzt)
dc-label-discard = Abwerfen: { $card }
dc-label-discard-last = Abwerfen: { $card } und Zug beenden
dc-label-done-names = Zug beenden, behalten: { $cards }
dc-label-done = Zug beenden, { $n ->
    [0] keine Karten
    [one] { $n } Karte
   *[other] { $n } Karten
} behalten
dc-label-counter-none = Gegenangriff von { $slot }: keine Wirkung
dc-label-counter = Gegenangriff von { $slot }: { $says }
dc-label-counter-short = { $slot }: { $says }
dc-counter-says = { $did ->
    [captures] gefangen: { $captured }
    [destroys] vernichtet: { $destroyed }
   *[both] gefangen: { $captured }, vernichtet: { $destroyed }
}{ $won ->
    [yes] {" "}(du gewinnst)
   *[other] {""}
}
dc-counter-says-count = { $did ->
    [captures] gefangen: { $captured }
    [destroys] vernichtet: { $destroyed }
   *[both] gefangen: { $captured }, vernichtet: { $destroyed }
}{ $won ->
    [yes] {" "}(du gewinnst)
   *[other] {""}
}
dc-sacrifice-cost-falls = +{ $added } Schaden: Die Stadt fällt
dc-sacrifice-cost = +{ $added } Schaden, { $total } von { $limit }
dc-label-sacrifice = Opfern: { $card }, zurück: { $taken } ({ $cost })
dc-label-sacrifice-for = Opfern: { $card } ↔ { $taken } ({ $cost })
dc-label-sacrifice-take = Zurücknehmen: { $taken } ({ $cost })

## Die Begründung des Tipps

dc-why-counter = Gegenangriff von { $slot }: { $did ->
    [captures] Gefangen wird { $captured }
    [destroys] Vernichtet wird { $destroyed }
   *[both] Gefangen wird { $captured }, vernichtet wird { $destroyed }
}{ $won ->
    [yes] {" "}– und damit gewinnst du das Spiel
   *[other] {""}
}.
dc-why-play-sets-up = Spielen: { $card } auf { $slot } – danach kann ein Gegenangriff von { $from } aus gefangen nehmen: { $targets }.
dc-why-play-repels = Spielen: { $card } auf { $slot } – die Karte hält stand, wenn { $enemy } als Nächstes dieses Feld angreift.
dc-why-play-absorbs = Spielen: { $card } auf { $slot } – greift { $enemy } an, kostet das nur { $damage } Schaden statt { $was }.
dc-why-end = Beende deine Aktionen: Keiner der übrigen Züge nützt in diesem Zug mehr, als er schadet.
dc-why-done = Zug beenden und behalten: { $cards } – { $n ->
    [one] die Karte könnte noch auf dem Tisch gebraucht werden
   *[other] die Karten könnten noch auf dem Tisch gebraucht werden
}.
dc-why-discard = Abwerfen: { $card } – im nächsten Zug ziehst du dafür eine frische Karte.
dc-why-withdraw = Zurückziehen: { $card } von { $slot } – auf der Hand ist die Karte jetzt mehr wert.
dc-why-interchange-action = Tauschen: { $card } zu den Gefangenen, { $other } auf die Hand – ab dem nächsten Zug hast du eine Aktion mehr und ziehst eine Karte weniger.
dc-why-interchange-draw = Tauschen: { $card } zu den Gefangenen, { $other } auf die Hand – ab dem nächsten Zug ziehst du eine Karte mehr und hast eine Aktion weniger.
dc-why-interchange-need = Tauschen: { $card } zu den Gefangenen, { $other } auf die Hand – diese Karte brauchst du auf der Hand.
